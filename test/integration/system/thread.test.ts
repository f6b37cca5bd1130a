import { afterEach, describe, expect, it } from 'vitest';
import { AppError, toErrorData } from '../../../electron/core/kernel/errors';
import { startThread, threadEntry, type JobThread } from '../../../electron/core/kernel/thread';
import type { TestJob } from '../../helpers/children/jobs-thread';

const threads: JobThread<TestJob>[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.stop()));
});

function testThread(): JobThread<TestJob> {
  const thread = startThread<TestJob>({
    entry: threadEntry(new URL('../../helpers/children/jobs-thread.ts', import.meta.url), 'none.js'),
    name: 'The test thread',
  });
  threads.push(thread);
  return thread;
}

describe('a thread doing jobs', () => {
  it('does them one at a time in the order sent, even when a later one would finish first', async () => {
    const thread = testThread();
    const answers = await Promise.all([
      thread.run({ op: 'echo', value: 'slow', delayMs: 80 }),
      thread.run({ op: 'echo', value: 'fast', delayMs: 0 }),
    ]);
    expect(answers).toEqual([
      { value: 'slow', doneSoFar: ['slow'] },
      { value: 'fast', doneSoFar: ['slow', 'fast'] },
    ]);
  });

  it('hands back a seller-facing error as one, and a full disk still reads as a full disk', async () => {
    const thread = testThread();
    const refused = await thread.run({ op: 'appError' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(toErrorData(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'bad input',
      userMessage: 'Złe dane.',
    });
    const full = await thread.run({ op: 'diskFull' }).catch((error: unknown) => error);
    expect(toErrorData(full).code).toBe('DISK_FULL');
    // The thread goes on after a job's error.
    await expect(thread.run({ op: 'echo', value: 'after', delayMs: 0 })).resolves.toMatchObject({
      value: 'after',
    });
  });

  it('rejects the jobs out when it dies, and every job after, saying so', async () => {
    const thread = testThread();
    await expect(thread.run({ op: 'exit' })).rejects.toThrow('The test thread stopped (exit code 3).');
    expect(thread.ended).toBe(true);
    await expect(thread.run({ op: 'echo', value: 'x', delayMs: 0 })).rejects.toThrow(
      'The test thread has stopped.',
    );
  });

  it('finishes the jobs sent before it is stopped', async () => {
    const thread = testThread();
    const last = thread.run({ op: 'echo', value: 'last', delayMs: 50 });
    await thread.stop();
    await expect(last).resolves.toMatchObject({ value: 'last' });
    expect(thread.ended).toBe(true);
  });
});
