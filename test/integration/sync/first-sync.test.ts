import { afterAll, beforeAll, describe, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { expectCopyOfMarket } from '../../helpers/sync';

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket({ offers: 120, orders: 60, ratings: 40 });
});
afterAll(() => market.close());

describe('first sync against the demo marketplace', () => {
  it('copies every offer, order and rating of the account', async () => {
    const { core, accountId } = await signedInCore(market);
    try {
      await core.sync.runOnce({ accountId });
      expectCopyOfMarket(market, localDb(core), accountId);
    } finally {
      await core.close();
    }
  });
});
