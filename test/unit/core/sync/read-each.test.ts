import { describe, expect, it } from 'vitest';
import { readEach, type StreamContext } from '../../../../electron/core/sync/context';

const progressOnly = (seen: number[]) =>
  ({ progress: (p: { done: number } | null) => p && seen.push(p.done) }) as unknown as StreamContext;

/** A read that ends when the test says so, in any order. */
function gatedReads() {
  const open = new Map<string, { resolve(v: string): void; reject(e: Error): void }>();
  const started: string[] = [];
  return {
    started,
    open,
    read: (id: string) =>
      new Promise<string>((resolve, reject) => {
        started.push(id);
        open.set(id, { resolve, reject });
      }),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('readEach', () => {
  it('reads four at a time and answers in the order of the ids, whatever order the reads end in', async () => {
    const reads = gatedReads();
    const seen: number[] = [];
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const all = readEach(progressOnly(seen), ids, reads.read);
    await turn();
    expect(reads.started).toEqual(['a', 'b', 'c', 'd']);
    for (const id of ['d', 'b', 'a', 'c']) {
      reads.open.get(id)!.resolve(id.toUpperCase());
      await turn();
    }
    expect(reads.started).toEqual(ids);
    reads.open.get('f')!.resolve('F');
    reads.open.get('e')!.resolve('E');
    expect(await all).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('starts no read after one fails, lets those under way end, then throws that failure', async () => {
    const reads = gatedReads();
    const all = readEach(progressOnly([]), ['a', 'b', 'c', 'd', 'e', 'f'], reads.read);
    const outcome = all.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await turn();
    reads.open.get('b')!.reject(new Error('b failed'));
    await turn();
    let settled = false;
    void outcome.then(() => (settled = true));
    await turn();
    expect(settled).toBe(false);
    for (const id of ['a', 'c', 'd']) reads.open.get(id)!.resolve(id);
    expect(await outcome).toBe('b failed');
    expect(reads.started).toEqual(['a', 'b', 'c', 'd']);
  });
});
