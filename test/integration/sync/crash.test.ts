import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { activityArb, applyActivity } from '../../helpers/activity';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';
import { projectRoot } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { coreWithDemo, localDb, signedInCore } from '../../helpers/core';
import { sampled } from '../../helpers/long-runs';
import { compare, expectCopyOfMarket, localSnapshot, serverSnapshot } from '../../helpers/sync';
import { tempDir } from '../../helpers/temp-dir';

const childScript = join(projectRoot, 'test/helpers/children/sync-child.ts');
const kills = sampled(import.meta.filename, 'sync SIGKILLs', { sample: 12, whole: 50 });
const loads = sampled(import.meta.filename, 'SIGKILLs in each load', { sample: 4, whole: 12 });

/**
 * Starts the syncing child (bundled with its writer thread, see bundleChild) and kills it with SIGKILL `delayMs`
 * after it began to sync. Node runs the child itself: tsx's launcher would run it in a grandchild that a SIGKILL
 * would leave running.
 */
async function syncAndKill(
  child: string,
  dataDir: string,
  url: string,
  delayMs: number,
  ...extra: string[]
): Promise<void> {
  const proc = spawn(process.execPath, [child, dataDir, url, ...extra], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    proc.once('exit', (_code, signal) => resolve(signal)),
  );
  let errors = '';
  proc.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: proc.stdout }).once('line', () => resolve());
    void exited.then(() => reject(new Error(`the sync child exited early: ${errors}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  proc.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('crash safety', () => {
  let child = '';
  beforeAll(async () => {
    child = await bundleChild(childScript);
  });
  afterAll(() => removeBundle(child));

  it(`keeps the cache equal to the marketplace and applies no event twice across ${kills.runs} SIGKILLs`, async () => {
    const market = await startTestMarket({ seed: 11, offers: 400, orders: 120, ratings: 40 });
    market.control.setEventDelivery({ outOfOrder: 0.3, repeat: 0.3, missing: 0.2 });
    const dataDir = tempDir('sd-crash-');
    const { core: first, accountId } = await signedInCore(market, { dataDir });
    const seller = await first.accounts.client(accountId);
    const rounds = fc.sample(
      fc.tuple(fc.array(activityArb, { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 400 })),
      { numRuns: kills.runs, seed: kills.seed },
    );
    let interrupted = 0;
    try {
      for (let i = 0; i < kills.runs; i++) {
        const [steps, delay] = rounds[i]!;
        for (const step of steps) (await applyActivity(market, seller, step))?.();
        const db = openDatabase(join(dataDir, 'seller-desk.db'));
        // Now and then a stream starts over (a re-list, a back-fill), so kills also land inside those.
        if (i % 7 === 3)
          db.prepare("UPDATE sync_streams SET last_complete_at = NULL WHERE stream = 'offers'").run();
        if (i % 7 === 5)
          db.prepare("UPDATE sync_streams SET last_complete_at = NULL WHERE stream = 'orders'").run();
        db.close();

        await syncAndKill(child, dataDir, market.url, delay);

        const check = coreWithDemo(market, { dataDir, syncOptions: { ordersReconcileMs: 0 } });
        try {
          expect(localDb(check).pragma('integrity_check', { simple: true })).toBe('ok');
          // A stream whose last turn started but did not finish: the kill landed in the middle of its work.
          const midTurn = localDb(check)
            .prepare<[], { n: number }>(
              'SELECT count(*) AS n FROM sync_streams WHERE last_attempt_at > coalesce(last_success_at, 0)',
            )
            .get()!.n;
          if (midTurn > 0) interrupted++;
          await check.sync.runOnce({ accountId });
          expectCopyOfMarket(market, localDb(check), accountId);
          const books = localDb(check)
            .prepare<[string], { stream: string; replayed_count: number; cursor: string | null }>(
              'SELECT stream, replayed_count, cursor FROM sync_streams WHERE account_id = ?',
            )
            .all(accountId);
          for (const book of books)
            expect({ stream: book.stream, replayed: book.replayed_count }).toEqual({
              stream: book.stream,
              replayed: 0,
            });
          const journal = market.control.orderEvents({ sellerId: MAIN_SELLER_ID });
          expect(books.find((b) => b.stream === 'orders')!.cursor).toBe(journal.at(-1)!.id);
        } finally {
          await check.close();
        }
      }
      expect(interrupted).toBeGreaterThanOrEqual(kills.runs / 2);
    } finally {
      await first.close();
      await market.close();
    }
  }, 600_000);

  // From the writer thread's threshold lowered to 1000: the offers' 3200 are four pages, the second on written by
  // the thread; the orders' 1500 are fifteen pages, all of them written by it.
  it.each([
    { load: 're-list', stream: 'offers', seed: 12, offers: 3200, orders: 0, atLeast: 3000 },
    { load: 'back-fill', stream: 'orders', seed: 13, offers: 50, orders: 1500, atLeast: 1400 },
  ] as const)(
    'a $load written on the writer thread and killed at random points goes on and ends equal to the marketplace',
    async ({ stream, seed, offers, orders, atLeast }) => {
      const market = await startTestMarket({ seed, offers, orders, ratings: 0 });
      const dataDir = tempDir(`sd-crash-${stream}-`);
      const { core: first, accountId } = await signedInCore(market, { dataDir });
      await first.close();
      const delays = fc.sample(fc.integer({ min: 0, max: 1500 }), { numRuns: loads.runs, seed: loads.seed });
      try {
        for (const delay of delays) {
          const db = openDatabase(join(dataDir, 'seller-desk.db'));
          // Every round starts a load (or goes on with the one a kill stopped), so each kill lands in one.
          db.prepare('UPDATE sync_streams SET last_complete_at = NULL WHERE stream = ?').run(stream);
          db.close();
          await syncAndKill(child, dataDir, market.url, delay, '1000');
          const after = openDatabase(join(dataDir, 'seller-desk.db'));
          expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
          after.close();
        }
        const check = coreWithDemo(market, { dataDir, syncOptions: { writerThreadFrom: 1000 } });
        try {
          await check.sync.runOnce({ accountId, streams: [stream] });
          const diff = compare(serverSnapshot(market), localSnapshot(localDb(check), accountId));
          expect(diff[stream].local).toEqual(diff[stream].server);
          expect(diff.merges.local).toEqual(diff.merges.server);
          expect(diff[stream].local.length).toBeGreaterThan(atLeast);
        } finally {
          await check.close();
        }
      } finally {
        await market.close();
      }
    },
    600_000,
  );
});
