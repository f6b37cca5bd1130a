import type { DemoMarket, DemoMarketOptions } from '../../electron/demo-market';
import type { Core } from '../../electron/core/compose';
import type { SyncStream } from '../../shared/sync-status';
import { closeAfterEach } from './cleanup';
import { signedInCore, type TestCoreOptions } from './core';
import { apiClient, signIn, type ApiClient } from './demo-market';
import { startTestMarket } from './demo-market';

export interface StationOptions {
  market?: DemoMarketOptions;
  core?: TestCoreOptions & { seller?: string };
  /** The streams of the first sync pass; `[]` for none (the test syncs itself), all of them when left out. */
  streams?: SyncStream[];
}

export interface Station {
  market: DemoMarket;
  core: Core;
  accountId: string;
  /** The seller's access token, and the marketplace API as the seller's own tools would call it. */
  token: string;
  api: ApiClient;
}

/**
 * The set-up most integration tests share: a demo marketplace and a core signed in to it (and synced), both closed
 * after each test, the core first. Call it at the top of a test file; it returns the function that opens one.
 */
export function stationsClosedAfterEach(): (options?: StationOptions) => Promise<Station> {
  const opened = closeAfterEach();
  return async (options = {}) => {
    const market = opened(await startTestMarket(options.market));
    const signed = await signedInCore(market, options.core);
    const core = opened(signed.core);
    const { streams } = options;
    if (!streams) await core.sync.runOnce({ accountId: signed.accountId });
    else if (streams.length > 0) await core.sync.runOnce({ accountId: signed.accountId, streams });
    const token = (await signIn(market.url)).access_token;
    return { market, core, accountId: signed.accountId, token, api: apiClient(market.url, token) };
  };
}
