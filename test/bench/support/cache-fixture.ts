import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../../../electron/core/db/migrations';
import { benchCore, startBenchMarket } from './bench-market';

export interface CacheFixture {
  dataDir: string;
  accountId: string;
  /** Seconds it took to build, or 0 when an earlier run's folder was reused. */
  builtInSeconds: number;
}

/**
 * A data folder holding a synced account with 100 000 offers and 20 000 orders, built once by a real sync against
 * the demo marketplace and reused by later runs (its name carries the schema, so a new migration rebuilds it).
 */
export async function cacheFixture(counts = { offers: 100_000, orders: 20_000 }): Promise<CacheFixture> {
  const schema = createHash('sha256')
    .update(migrations.map((m) => `${m.id}:${m.sql}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const dataDir = join(tmpdir(), `seller-desk-bench-cache-${counts.offers}-${counts.orders}-${schema}`);
  const marker = join(dataDir, 'complete.json');
  const accountId = 'demo:43218765';
  if (existsSync(marker)) return { dataDir, accountId, builtInSeconds: 0 };
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const market = await startBenchMarket({ ...counts, ratings: 200 });
  const { core } = await benchCore(market.url, dataDir);
  try {
    // The lists the benchmarks read: the Money and Buyers streams would read each order's invoices and the profile
    // each offer's fees, thousands of requests that no figure here depends on.
    await core.sync.runOnce({ accountId, streams: ['offers', 'orders', 'ratings'] });
  } finally {
    await core.close();
    await market.stop();
  }
  writeFileSync(marker, JSON.stringify({ builtAt: new Date().toISOString() }));
  return { dataDir, accountId, builtInSeconds: (performance.now() - started) / 1000 };
}
