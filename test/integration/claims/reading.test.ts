import { describe, expect, it } from 'vitest';
import { createClaimsRepo } from '../../../electron/core/domains/claims/claims-repo';
import type { MarketRequest } from '../../../electron/core/market/client';
import type { StreamContext } from '../../../electron/core/sync/context';
import {
  CLAIMS_PAGE,
  CLAIMS_REQUESTS_PER_TURN,
  refundClaimsReader,
} from '../../../electron/core/domains/claims/claims-sync';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { dbFile } from '../../helpers/migrations';
import { openDatabase } from '../../../electron/core/db/open';
import { insertAccount } from '../../helpers/rows';

/** A marketplace holding `total` claims, newest first, answering the list's pages as the description shows them. */
function listing(total: number, boughtAt = '2026-02-20T10:00:00Z') {
  const asked: number[] = [];
  const ordersAsked: MarketRequest[] = [];
  const client = {
    request: (req: MarketRequest) => {
      if (req.path === '/order/checkout-forms') {
        ordersAsked.push(req);
        const form = { id: 'order-1', buyer: { id: 'b1', login: 'ola_kupuje' }, lineItems: [{ id: 'li-0' }] };
        return Promise.resolve({ status: 200, data: { checkoutForms: [form], count: 1 }, headers: {} });
      }
      const offset = Number(req.query?.offset ?? 0);
      const limit = Number(req.query?.limit ?? 25);
      asked.push(offset);
      const refundClaims = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
        id: `claim-${offset + i}`,
        status: 'IN_PROGRESS',
        quantity: 1,
        commission: { amount: 2.5, currency: 'PLN' },
        buyer: { id: 'b1' },
        createdAt: '2026-03-01T10:00:00Z',
        lineItem: {
          id: `li-${offset + i}`,
          quantity: 1,
          boughtAt,
          offer: { id: 'o1' },
        },
        type: 'MANUAL',
      }));
      return Promise.resolve({
        status: 200,
        data: { refundClaims, count: refundClaims.length },
        headers: {},
      });
    },
  };
  return { client, asked, ordersAsked };
}

function context(total: number, boughtAt?: string) {
  const db = openDatabase(dbFile());
  insertAccount(db);
  const { client, asked, ordersAsked } = listing(total, boughtAt);
  const ctx = {
    accountId: 'demo:1',
    client,
    db,
    clock: { now: () => Date.parse('2026-03-02T10:00:00Z') },
    // The orders' first load still under way: a buyer not in the local copy yet is not asked for elsewhere.
    repos: {
      state: { get: () => ({ lastCompleteAt: null, resume: null }) },
      unoffered: { skipped: () => false },
    },
    options: { ordersBackfillDays: 60 },
    logger: silentLogger,
    signal: new AbortController().signal,
  } as unknown as StreamContext;
  return { ctx, db, asked, ordersAsked };
}

describe('the refund claims reader', () => {
  it('reads a long list over several turns, at most five requests each, keeping its place in between', async () => {
    const total = CLAIMS_PAGE * CLAIMS_REQUESTS_PER_TURN + 30;
    const { ctx, db, asked } = context(total);
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: true, more: true });
    expect(asked).toEqual([0, 100, 200, 300, 400]);
    expect(createClaimsRepo(db).readingOffset('demo:1')).toBe(500);

    asked.length = 0;
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: true, more: false });
    expect(asked).toEqual([500]);
    expect(refundClaimsReader.count(db, 'demo:1')).toBe(total);
    // Caught up: the next poll reads from the top again (statuses change on the marketplace's side).
    asked.length = 0;
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: false, more: true });
    expect(asked).toEqual([0, 100, 200, 300, 400]);
    expect(createClaimsRepo(db).get('demo:1', 'claim-0')).toMatchObject({
      commission_amount: '2.50',
      status: 'IN_PROGRESS',
    });
    db.close();
  });

  it('a short list is one request a turn', async () => {
    const { ctx, asked } = context(3);
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: true, more: false });
    expect(asked).toEqual([0]);
  });

  it('while the orders first load, only a buyer of a purchase older than it reaches is read from the orders', async () => {
    // Bought within the load's days: the order is on its way into the local copy, nothing is read for it.
    const recent = context(2);
    await refundClaimsReader.read(recent.ctx);
    expect(recent.ordersAsked).toEqual([]);
    expect(
      recent.db.prepare('SELECT count(*) AS n FROM refund_claims WHERE buyer_sought_at IS NULL').get(),
    ).toEqual({
      n: 2,
    });

    // Bought before them: the orders of the purchase's days are read once, and answer both claims of that buyer.
    const old = context(2, '2025-12-01T10:00:00Z');
    expect(await refundClaimsReader.read(old.ctx)).toEqual({ changed: true, more: false });
    expect(old.ordersAsked.map((r) => r.query)).toEqual([
      {
        'lineItems.boughtAt.gte': '2025-11-30T10:00:00.000Z',
        'lineItems.boughtAt.lte': '2025-12-02T10:00:00.000Z',
        sort: 'lineItems.boughtAt',
        limit: 100,
        offset: 0,
      },
    ]);
    expect(old.db.prepare('SELECT id, buyer_login FROM refund_claims ORDER BY id').all()).toEqual([
      { id: 'claim-0', buyer_login: 'ola_kupuje' },
      { id: 'claim-1', buyer_login: 'ola_kupuje' },
    ]);
  });
});
