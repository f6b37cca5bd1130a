import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { orderListSchema } from '../../shared/contract/orders';
import { coreWithDemo } from '../helpers/core';
import { benchLimits, round } from './support/bench-market';
import { cacheFixture } from './support/cache-fixture';
import { firstRowsInChromium } from './support/first-rows';

/**
 * From creating the core on a data folder holding 100 000 offers and 20 000 orders (opening the database and
 * checking its migrations, settings, vault) and starting it (sync included), to the first orders page answered;
 * then, on the same folder, from launching the built web host to the first orders rows painted in Chromium
 * (`firstRowsMs`, `firstScreenKb`: support/first-rows.ts). The marketplace is not reachable: the screens must not
 * wait for it. Arguments: core runs (5), browser runs (3); run `npm run build` first.
 */
export default async function startup(args: string[]): Promise<Record<string, unknown>> {
  const runs = Number(args[0] ?? 5);
  const browserRuns = Number(args[1] ?? 3);
  const fixture = await cacheFixture();
  const times: number[] = [];
  let rows = 0;
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const core = coreWithDemo({ url: 'http://127.0.0.1:9' }, { dataDir: fixture.dataDir });
    core.start();
    const page = core.queries.orders.list({ ...orderListSchema.parse({}), accountId: fixture.accountId });
    times.push(performance.now() - started);
    rows = page.rows.length;
    total = page.total;
    await core.close();
  }
  const inBrowser = await firstRowsInChromium(fixture.dataDir, browserRuns);
  return {
    firstPageRows: rows,
    orders: total,
    firstRunMs: round(times[0]!, 1),
    medianMs: round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!, 1),
    runs,
    ...inBrowser,
    dataDir: join(fixture.dataDir),
    cacheBuiltInSeconds: round(fixture.builtInSeconds, 1),
    ...benchLimits,
  };
}
