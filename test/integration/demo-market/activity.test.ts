import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket({ activitySeconds: 60 });
});
afterAll(() => market.close());

describe('background activity on the marketplace clock', () => {
  it('brings new orders, payments, cancellations and merges as the clock moves', () => {
    const before = market.control.orders({ sellerId: MAIN_SELLER_ID, includeMerged: true }).length;
    const eventsBefore = market.control.orderEvents({ sellerId: MAIN_SELLER_ID }).length;
    market.control.advanceClock({ seconds: 6 * 3600 });
    const after = market.control.orders({ sellerId: MAIN_SELLER_ID, includeMerged: true });
    expect(after.length).toBeGreaterThan(before + 50);
    expect(market.control.orderEvents({ sellerId: MAIN_SELLER_ID }).length).toBeGreaterThan(
      eventsBefore + 100,
    );
    expect(after.some((o) => o.mergedInto !== null)).toBe(true);
    expect(after.filter((o) => o.status === 'CANCELLED').length).toBeGreaterThan(0);
  });

  it('runs a given number of steps on request, and stops when switched off', () => {
    const steps = market.control.runActivity({ steps: 30 });
    expect(steps).toHaveLength(30);
    expect(steps.some((s) => s.startsWith('order '))).toBe(true);
    market.control.setActivity({ seconds: null });
    const count = market.control.orders({ sellerId: MAIN_SELLER_ID, includeMerged: true }).length;
    market.control.advanceClock({ seconds: 3600 });
    expect(market.control.orders({ sellerId: MAIN_SELLER_ID, includeMerged: true }).length).toBe(count);
  });
});
