import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { orderListSchema } from '../../shared/contract/orders';
import { coreWithDemo } from '../helpers/core';
import { benchLimits, round } from './support/bench-market';
import { cacheFixture } from './support/cache-fixture';

/**
 * From creating the core on a data folder holding 100 000 offers and 20 000 orders (opening the database and
 * checking its migrations, settings, vault) and starting it (sync included), to the first orders page answered.
 * The marketplace is not reachable: the screens must not wait for it.
 */
export default async function startup(args: string[]): Promise<Record<string, unknown>> {
  const runs = Number(args[0] ?? 5);
  const fixture = await cacheFixture();
  const times: number[] = [];
  let rows = 0;
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const core = coreWithDemo({ url: 'http://127.0.0.1:9' }, { dataDir: fixture.dataDir });
    core.start();
    const page = core.queries.orders.list(orderListSchema.parse({ accountId: fixture.accountId }));
    times.push(performance.now() - started);
    rows = page.rows.length;
    total = page.total;
    await core.close();
  }
  return {
    firstPageRows: rows,
    orders: total,
    firstRunMs: round(times[0]!, 1),
    medianMs: round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!, 1),
    runs,
    dataDir: join(fixture.dataDir),
    cacheBuiltInSeconds: round(fixture.builtInSeconds, 1),
    ...benchLimits,
  };
}
