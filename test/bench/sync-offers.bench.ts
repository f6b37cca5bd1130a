import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { benchLimits, benchCore, round, rssSampler, startBenchMarket } from './support/bench-market';
import { vaultOf } from '../helpers/core';

/**
 * 100 000 offers into an empty data folder: the offers stream's complete re-list (journal head, 100 pages of
 * 1000, writes and search index), against a bare undici loop fetching the same pages in the same run.
 */
export default async function syncOffers(args: string[]): Promise<Record<string, unknown>> {
  const offers = Number(args[0] ?? 100_000);
  const market = await startBenchMarket({ offers, orders: 0, ratings: 0 });
  const { core, accountId } = await benchCore(market.url);
  try {
    const token = (await vaultOf(core).read(accountId))!.accessToken;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/vnd.allegro.public.v1+json' };
    const fetchPage = async (offset: number) => {
      const response = await request(`${market.url}/sale/offers?limit=1000&offset=${offset}`, { headers });
      return ((await response.body.json()) as { offers: unknown[] }).offers.length;
    };
    await fetchPage(0);

    const rawStarted = performance.now();
    let fetched = 0;
    for (let offset = 0; ; offset += 1000) {
      const count = await fetchPage(offset);
      fetched += count;
      if (count < 1000) break;
    }
    const rawSeconds = (performance.now() - rawStarted) / 1000;

    const peak = rssSampler();
    const started = performance.now();
    await core.sync.runOnce({ accountId, streams: ['offers'] });
    const seconds = (performance.now() - started) / 1000;
    const peakRssMb = peak();
    const synced = core.sync.accountStatus(accountId).streams.offers.count;
    return {
      offers: synced,
      fetchedRaw: fetched,
      seconds: round(seconds),
      offersPerSecond: Math.round(synced / seconds),
      peakRssMb,
      rawSeconds: round(rawSeconds),
      ratio: round(seconds / rawSeconds, 2),
      ...benchLimits,
    };
  } finally {
    await core.close();
    await market.stop();
  }
}
