import { performance } from 'node:perf_hooks';
import { startCli } from '../helpers/cli';
import { V1, signIn } from '../helpers/demo-market';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The demo marketplace at benchmark scale, started exactly as `npm run --silent cli -- demo-market ...` does:
 * time until it prints its URL, then the time to serve pages of 1000 offers (first page cold, then a walk
 * through the list). Args: [offers] [orders] [pages].
 */
export default async function demoMarketBench(args: string[]): Promise<Record<string, unknown>> {
  const offers = Number(args[0] ?? 100_000);
  const orders = Number(args[1] ?? 20_000);
  const pages = Number(args[2] ?? 100);
  const started = performance.now();
  const cli = startCli([
    'demo-market',
    '--port',
    '0',
    '--seed',
    '7',
    '--offers',
    String(offers),
    '--orders',
    String(orders),
  ]);
  try {
    const line = await cli.firstLine;
    const readySeconds = (performance.now() - started) / 1000;
    const url = line.replace('Demo marketplace: ', '');
    const { access_token: token } = await signIn(url);
    const get = async (path: string) => {
      const t = performance.now();
      const response = await fetch(`${url}${path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: V1 },
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.toString()}`);
      return { ms: performance.now() - t, bytes: body.length, body };
    };
    const first = await get('/sale/offers?limit=1000');
    const { totalCount } = JSON.parse(first.body.toString()) as { totalCount: number };
    const times: number[] = [];
    for (let i = 0; i < pages; i++) {
      const offset = ((i * 1000) % Math.max(1000, totalCount - 1000)) | 0;
      times.push((await get(`/sale/offers?limit=1000&offset=${offset}`)).ms);
    }
    const sortedFirst = await get('/sale/offers?limit=1000&sort=-sellingMode.price.amount');
    const sortedTimes: number[] = [];
    for (let i = 0; i < 20; i++)
      sortedTimes.push(
        (await get(`/sale/offers?limit=1000&offset=${i * 1000}&sort=-sellingMode.price.amount`)).ms,
      );
    times.sort((a, b) => a - b);
    sortedTimes.sort((a, b) => a - b);
    return {
      offers,
      orders,
      listedOffers: totalCount,
      readySeconds: round(readySeconds),
      firstPageMs: round(first.ms),
      pageBytes: first.bytes,
      pages,
      pageP50Ms: round(quantile(times, 0.5)),
      pageP95Ms: round(quantile(times, 0.95)),
      pageMaxMs: round(times[times.length - 1]!),
      sortedFirstPageMs: round(sortedFirst.ms),
      sortedPageP50Ms: round(quantile(sortedTimes, 0.5)),
      sortedPageP95Ms: round(quantile(sortedTimes, 0.95)),
    };
  } finally {
    await cli.stop();
  }
}
