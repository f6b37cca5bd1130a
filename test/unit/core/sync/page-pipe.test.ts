import { describe, expect, it } from 'vitest';
import { pipePages, type PagePipe } from '../../../../electron/core/sync/page-pipe';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Lets the pipe run until it waits on a read or a write again (it passes a few turns of the loop per page). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Pages 0..last-1 whose reads and writes the test answers by hand: `reads` and `writes` hold what was asked for,
 * in order, with the means to answer it.
 */
function handPipe(last: number, batch: number, overrides: Partial<PagePipe<number, number, number>> = {}) {
  const reads: { at: number; answer: ReturnType<typeof deferred<number>> }[] = [];
  const writes: { pages: number[]; answer: ReturnType<typeof deferred<number>> }[] = [];
  const pipe: PagePipe<number, number, number> = {
    first: 0,
    read(at) {
      const answer = deferred<number>();
      reads.push({ at, answer });
      return answer.promise;
    },
    next: (page) => (page + 1 < last ? page + 1 : null),
    after: (written) => (written + 1 < last ? written + 1 : null),
    write(pages) {
      const answer = deferred<number>();
      writes.push({ pages, answer });
      return answer.promise;
    },
    batch,
    ...overrides,
  };
  return { pipe, reads, writes };
}

describe('pipePages', () => {
  it('reads on while a slow write runs, then writes what was read meanwhile as one batch of at most `batch`', async () => {
    const { pipe, reads, writes } = handPipe(6, 3);
    const done = pipePages(pipe);
    reads[0]!.answer.resolve(0);
    await settle();
    // Page 0 goes to the writer alone; page 1 is already asked for.
    expect(writes.map((w) => w.pages)).toEqual([[0]]);
    for (const at of [1, 2, 3]) {
      reads[at]!.answer.resolve(at);
      await settle();
    }
    // Three pages wait unwritten and a fourth is on its way: once it is in, nothing more is asked for until the
    // writer takes the three.
    expect(reads.map((r) => r.at)).toEqual([0, 1, 2, 3, 4]);
    reads[4]!.answer.resolve(4);
    await settle();
    expect(reads).toHaveLength(5);
    writes[0]!.answer.resolve(0);
    await settle();
    expect(writes.map((w) => w.pages)).toEqual([[0], [1, 2, 3]]);
    expect(reads.map((r) => r.at)).toEqual([0, 1, 2, 3, 4, 5]);
    reads[5]!.answer.resolve(5);
    await settle();
    writes[1]!.answer.resolve(3);
    await settle();
    expect(writes.map((w) => w.pages)).toEqual([[0], [1, 2, 3], [4, 5]]);
    writes[2]!.answer.resolve(5);
    await done;
    expect(reads.map((r) => r.at)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('waits for the written pages to say where to read next when the page alone cannot', async () => {
    const { pipe, reads, writes } = handPipe(3, 3, { next: () => 'ask' });
    const done = pipePages(pipe);
    reads[0]!.answer.resolve(0);
    await settle();
    expect(reads).toHaveLength(1);
    writes[0]!.answer.resolve(0);
    await settle();
    expect(reads.map((r) => r.at)).toEqual([0, 1]);
    reads[1]!.answer.resolve(1);
    await settle();
    writes[1]!.answer.resolve(1);
    await settle();
    reads[2]!.answer.resolve(2);
    await settle();
    writes[2]!.answer.resolve(2);
    await done;
    expect(writes.map((w) => w.pages)).toEqual([[0], [1], [2]]);
  });

  it('drops the pages read beyond the point where the written ones say the load ends, and reads no more', async () => {
    // Page 1's write says the load ends there, while pages 2 and 3 were read on the page's word.
    const { pipe, reads, writes } = handPipe(10, 1, {
      after: (written) => (written >= 1 ? null : written + 1),
    });
    const done = pipePages(pipe);
    reads[0]!.answer.resolve(0);
    await settle();
    reads[1]!.answer.resolve(1);
    await settle();
    writes[0]!.answer.resolve(0);
    await settle();
    expect(writes.map((w) => w.pages)).toEqual([[0], [1]]);
    reads[2]!.answer.resolve(2);
    await settle();
    writes[1]!.answer.resolve(1);
    await settle();
    // The read on its way when the load ended is let finish, and its page dropped.
    expect(reads.map((r) => r.at)).toEqual([0, 1, 2, 3]);
    reads[3]!.answer.resolve(3);
    await done;
    expect(writes.map((w) => w.pages)).toEqual([[0], [1]]);
    expect(reads).toHaveLength(4);
  });

  it("a read's failure ends the load with it: what was read before is written, nothing after", async () => {
    const { pipe, reads, writes } = handPipe(10, 2);
    const done = pipePages(pipe).catch((error: unknown) => error);
    reads[0]!.answer.resolve(0);
    await settle();
    reads[1]!.answer.reject(new Error('offline'));
    await settle();
    writes[0]!.answer.resolve(0);
    expect(await done).toEqual(new Error('offline'));
    expect(writes.map((w) => w.pages)).toEqual([[0]]);
    expect(reads.map((r) => r.at)).toEqual([0, 1]);
  });

  it("a write's failure ends the load with it; the page read meanwhile is neither written nor left unhandled", async () => {
    const { pipe, reads, writes } = handPipe(10, 2);
    const done = pipePages(pipe).catch((error: unknown) => error);
    reads[0]!.answer.resolve(0);
    await settle();
    writes[0]!.answer.reject(new Error('disk full'));
    await settle();
    reads[1]!.answer.reject(new Error('offline'));
    expect(await done).toEqual(new Error('disk full'));
    expect(writes).toHaveLength(1);
  });
});
