import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket({ offers: 10, orders: 30, ratings: 5 });
});
afterAll(() => market.close());

// The marketplace's change times have a precision: a rating given and answered within one of its instants keeps
// the time the local copy already holds, so the time alone cannot say the copy is current.
it('a rating answered within the instant it was given is read again by the next sync', async () => {
  const { core, accountId } = await signedInCore(market);
  const db = localDb(core);
  try {
    market.control.freezeClock();
    let given: string | undefined;
    for (let step = 0; step < 200 && !given; step++) {
      const [happened] = market.control.runActivity({ steps: 1 });
      if (happened?.startsWith('rating for ')) given = happened.slice('rating for '.length);
    }
    expect(given).toBeDefined();
    const rating = market.control.ratings({ sellerId: MAIN_SELLER_ID }).find((r) => r.orderId === given)!;
    await core.sync.runOnce({ accountId, streams: ['ratings'] });
    const stored = () =>
      db
        .prepare<[string, string], { answered: number; last_changed_at: string }>(
          'SELECT answered, last_changed_at FROM ratings WHERE account_id = ? AND id = ?',
        )
        .get(accountId, rating.id);
    expect(stored()).toEqual({ answered: 0, last_changed_at: rating.lastChangedAt });

    const seller = await core.accounts.client(accountId);
    await seller.request({
      method: 'PUT',
      path: `/sale/user-ratings/${rating.id}/answer`,
      body: { message: 'Dziękujemy!' },
      idempotent: true,
    });
    const answered = market.control.ratings({ sellerId: MAIN_SELLER_ID }).find((r) => r.id === rating.id)!;
    expect(answered.answer).toBe('Dziękujemy!');
    expect(answered.lastChangedAt).toBe(rating.lastChangedAt);

    await core.sync.runOnce({ accountId, streams: ['ratings'] });
    expect(stored()).toEqual({ answered: 1, last_changed_at: rating.lastChangedAt });
  } finally {
    await core.close();
  }
});
