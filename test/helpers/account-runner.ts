import { openDatabase } from '../../electron/core/db/open';
import { silentLogger } from '../../electron/core/kernel/logger';
import type { MarketClient } from '../../electron/core/market/client';
import type { StreamRunners } from '../../electron/core/sync/context';
import { createRepos } from '../../electron/core/domains/streams';
import { defaultSyncOptions } from '../../electron/core/sync/options';
import { createAccountRunner, type RunnerDeps } from '../../electron/core/sync/runner';
import { createSyncWriter } from '../../electron/core/domains/streams/writer/sync-writer';
import { insertAccount } from './rows';

/**
 * One account's runner over an in-memory database, with the given streams (the others idle: caught up at once),
 * a client whose only request (the offline probe) answers as `probe` says, and polls a minute apart.
 */
export function runnerHarness(
  streams: Partial<StreamRunners>,
  probe: () => Promise<unknown> = () => Promise.resolve({}),
  blockedUntil: () => number | null = () => null,
  deps: Partial<RunnerDeps> = {},
) {
  const db = openDatabase(':memory:');
  insertAccount(db, 'a');
  const idle = () => Promise.resolve({ more: false });
  const probes: number[] = [];
  const client = {
    request: () => {
      probes.push(Date.now());
      return probe();
    },
  } as unknown as MarketClient;
  let statusChanges = 0;
  const repos = createRepos(db);
  const runner = createAccountRunner({
    accountId: 'a',
    client: () => Promise.resolve(client),
    db,
    repos,
    writer: createSyncWriter(db, repos, { threadFrom: Infinity, logger: silentLogger }),
    clock: { now: () => Date.now() },
    logger: silentLogger,
    options: {
      ...defaultSyncOptions,
      probeMinMs: 40,
      probeMaxMs: 160,
      errorRetryMs: 1000,
      ordersPollMs: 60_000,
      offersPollMs: 60_000,
      ratingsPollMs: 60_000,
      profilePollMs: 60_000,
      moneyPollMs: 60_000,
      buyersPollMs: 60_000,
    },
    streams: {
      profile: idle,
      offers: idle,
      orders: idle,
      ratings: idle,
      money: idle,
      buyers: idle,
      ...streams,
    },
    gate: {
      acquire: () => Promise.resolve({ waitedMs: 0, done: () => undefined }),
      block: () => undefined,
      blockedUntil,
      concurrency: () => ({ limit: 1, inFlight: 0 }),
    },
    random: () => 1,
    wantedOffers: new Set(),
    changed: () => undefined,
    onStatus: () => void statusChanges++,
    ...deps,
  });
  return { runner, probes, db, statusChanges: () => statusChanges };
}
