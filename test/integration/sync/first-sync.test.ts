import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { compare, localSnapshot, serverSnapshot } from '../../helpers/sync';

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
      const diff = compare(serverSnapshot(market), localSnapshot(localDb(core), accountId));
      expect(diff.orders.local).toEqual(diff.orders.server);
      expect(diff.offers.local).toEqual(diff.offers.server);
      expect(diff.ratings.local).toEqual(diff.ratings.server);
      expect(diff.merges.local).toEqual(diff.merges.server);
    } finally {
      await core.close();
    }
  });
});
