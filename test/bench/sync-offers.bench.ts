import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import {
  benchLimits,
  bareLoopMedian,
  benchCore,
  control,
  processCpuSeconds,
  round,
  startBenchMarket,
  syncAlone,
  type BenchMarket,
} from './support/bench-market';
import { vaultOf } from '../helpers/core';

/** A page of 1000 offers as a bare loop reads it: the request and the JSON, nothing written. */
async function fetchPage(url: string, token: string, offset: number): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/vnd.allegro.public.v1+json' };
  const response = await request(`${url}/sale/offers?limit=1000&offset=${offset}`, { headers });
  return ((await response.body.json()) as { offers: unknown[] }).offers.length;
}

async function bareLoop(url: string, token: string): Promise<{ fetched: number; seconds: number }> {
  const started = performance.now();
  let fetched = 0;
  for (let offset = 0; ; offset += 1000) {
    const count = await fetchPage(url, token, offset);
    fetched += count;
    if (count < 1000) break;
  }
  return { fetched, seconds: (performance.now() - started) / 1000 };
}

/**
 * A first sync of the offers stream into an empty data folder (journal head, every page, search index) by a
 * process that only syncs, as the app is built; with the token for the bare loop.
 */
async function firstSync(market: BenchMarket) {
  const { core, accountId, dataDir } = await benchCore(market.url);
  const token = (await vaultOf(core).read(accountId))!.accessToken;
  await core.close();
  // The marketplace's first answers are slower (its code warms up): a page before anything is timed.
  await fetchPage(market.url, token, 0);
  const marketCpu = processCpuSeconds(market.cli.child.pid);
  const alone = await syncAlone(dataDir, market.url, ['offers']);
  const marketCpuAfter = processCpuSeconds(market.cli.child.pid);
  const marketCpuSeconds = marketCpu === null || marketCpuAfter === null ? null : marketCpuAfter - marketCpu;
  return { ...alone, marketCpuSeconds, synced: alone.counts.offers ?? 0, token };
}

/**
 * The shortest the sync could take on this machine: the processor time it and the marketplace spent on it, spread
 * evenly over every core (the bare loop's work is a part of the marketplace's). Null where /proc is not there.
 */
function cpuFloorSeconds(sync: { cpuSeconds: number; marketCpuSeconds: number | null }): number | null {
  if (sync.marketCpuSeconds === null) return null;
  return (sync.cpuSeconds + sync.marketCpuSeconds) / availableParallelism();
}

/**
 * 100 000 offers into an empty data folder: the offers stream's complete re-list (journal head, 100 pages of
 * 1000, writes and search index), against a bare undici loop fetching the same pages in the same run; then both
 * again with the marketplace answering every request 150 ms later (a real marketplace's distance), where the
 * sync should hide its writes behind the next page's wait. The sync runs in a process that does nothing else:
 * its time and its peak memory are of that one run.
 */
export default async function syncOffers(args: string[]): Promise<Record<string, unknown>> {
  const offers = Number(args[0] ?? 100_000);
  const latencyMs = Number(args[1] ?? 150);
  const market = await startBenchMarket({ offers, orders: 0, ratings: 0 });
  try {
    const sync = await firstSync(market);
    const raw = await bareLoopMedian(() => bareLoop(market.url, sync.token));
    const floorSeconds = cpuFloorSeconds(sync);

    await control(market.url, 'setLatency', { ms: latencyMs });
    const rawFar = await bareLoop(market.url, sync.token);
    const syncFar = await firstSync(market);
    return {
      offers: sync.synced,
      fetchedRaw: raw.fetched,
      seconds: round(sync.seconds),
      offersPerSecond: Math.round(sync.synced / sync.seconds),
      // The peak of the process that ran the timed sync and nothing else.
      peakRssMb: sync.peakRssMb,
      rawSeconds: round(raw.seconds),
      rawRunsSeconds: raw.runs,
      ratio: round(sync.seconds / raw.seconds, 2),
      syncCpuSeconds: round(sync.cpuSeconds),
      marketCpuSeconds: sync.marketCpuSeconds === null ? null : round(sync.marketCpuSeconds),
      cores: availableParallelism(),
      cpuFloorRatio: floorSeconds === null ? null : round(floorSeconds / raw.seconds, 2),
      latencyMs,
      secondsWithLatency: round(syncFar.seconds),
      rawSecondsWithLatency: round(rawFar.seconds),
      ratioWithLatency: round(syncFar.seconds / rawFar.seconds, 3),
      offersWithLatency: syncFar.synced,
      ...benchLimits,
    };
  } finally {
    await market.stop();
  }
}
