import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../../electron/core/kernel/errors';
import { serveJobs } from '../../../electron/core/kernel/thread-serve';

/** The jobs of thread.test.ts's thread: each shows one thing a real thread's job can do. */
export type TestJob =
  { op: 'echo'; value: string; delayMs: number } | { op: 'appError' } | { op: 'diskFull' } | { op: 'exit' };

const done: string[] = [];

serveJobs<TestJob>(
  async (job) => {
    if (job.op === 'echo') {
      await sleep(job.delayMs);
      done.push(job.value);
      return { value: job.value, doneSoFar: [...done] };
    }
    if (job.op === 'appError')
      throw new AppError('VALIDATION_FAILED', 'bad input', { userMessage: 'Złe dane.' });
    if (job.op === 'diskFull')
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    process.exit(3);
  },
  () => done.push('closed'),
);
