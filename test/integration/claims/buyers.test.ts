import { describe, expect, it } from 'vitest';
import { BUYER_PAGES_PER_CLAIM } from '../../../electron/core/domains/claims/claim-buyers';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { localDb } from '../../helpers/core';
import { stationsClosedAfterEach } from '../../helpers/station';

const openStation = stationsClosedAfterEach();

interface HeldOrder {
  id: string;
  buyer: { id: string; login: string };
  lineItems: { id: string }[];
}
interface HeldClaim {
  id: string;
  buyer: { id: string };
  lineItem: { id: string };
}

interface StoredBuyer {
  id: string;
  buyer_login: string | null;
  buyer_sought_at: number | null;
}

const held = (market: DemoMarket) => ({
  orders: market.control.orders({ sellerId: MAIN_SELLER_ID }) as HeldOrder[],
  claims: market.control.refundClaims({ sellerId: MAIN_SELLER_ID }) as HeldClaim[],
});

const ordersRead = (market: DemoMarket) => market.control.requestLog({ path: '^/order/checkout-forms$' });

async function moneyTurn(core: Core, accountId: string): Promise<void> {
  await core.sync.runOnce({ accountId, streams: ['money'] });
}

/** The claim's buyer as the local copy keeps it, and as the Commission refunds list shows it. */
function buyerOf(core: Core, accountId: string, claimId: string) {
  const stored = localDb(core)
    .prepare<[string, string], StoredBuyer>(
      'SELECT id, buyer_login, buyer_sought_at FROM refund_claims WHERE account_id = ? AND id = ?',
    )
    .get(accountId, claimId)!;
  const listed = core.claims.list(accountId, { offset: 0, limit: 100 }).rows.find((c) => c.id === claimId)!;
  return { stored, listed: { buyerId: listed.buyerId, buyerLogin: listed.buyerLogin } };
}

/** The local copy loses every order of this buyer, as it never held orders older than its first load. */
function forgetBuyersOrders(core: Core, accountId: string, buyerId: string): void {
  const db = localDb(core);
  const gone = db
    .prepare("DELETE FROM orders WHERE account_id = ? AND json_extract(raw, '$.buyer.id') = ?")
    .run(accountId, buyerId);
  expect(gone.changes).toBeGreaterThan(0);
  db.prepare(
    'UPDATE refund_claims SET buyer_login = NULL, buyer_sought_at = NULL WHERE account_id = ? AND buyer_id = ?',
  ).run(accountId, buyerId);
}

describe("a commission refund claim's buyer, named by the marketplace by id only", () => {
  it('is found in the local copy of orders, else read once from the marketplace, else shown by number', async () => {
    // The marketplace's clock at the app's: the claims' purchases are within the local copy's days.
    const { core, market, accountId } = await openStation({
      market: { clockStart: new Date().toISOString() },
    });
    const { orders, claims } = held(market);
    expect(claims.length).toBeGreaterThanOrEqual(2);
    const loginOf = (claim: HeldClaim) => orders.find((o) => o.buyer.id === claim.buyer.id)!.buyer.login;
    const ofBuyer = (claim: HeldClaim) => orders.filter((o) => o.buyer.id === claim.buyer.id);
    const [fromMarket, notFound] = claims.filter(
      (c, i) => claims.findIndex((other) => other.buyer.id === c.buyer.id) === i,
    ) as [HeldClaim, HeldClaim | undefined];
    expect(notFound).toBeDefined();

    // From the local copy: every claim's order is there, so the marketplace is not asked.
    localDb(core).prepare('UPDATE refund_claims SET buyer_login = NULL, buyer_sought_at = NULL').run();
    market.control.clearRequestLog();
    await moneyTurn(core, accountId);
    expect(ordersRead(market)).toEqual([]);
    for (const claim of claims) {
      expect(buyerOf(core, accountId, claim.id).stored.buyer_login).toBe(loginOf(claim));
    }

    // Not in the local copy: the marketplace's orders of the purchase's days are read, and the login kept.
    forgetBuyersOrders(core, accountId, fromMarket.buyer.id);
    market.control.clearRequestLog();
    await moneyTurn(core, accountId);
    const reads = ordersRead(market);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads.length).toBeLessThanOrEqual(BUYER_PAGES_PER_CLAIM);
    expect(reads[0]!.query).toContain('lineItems.boughtAt.gte');
    expect(reads[0]!.query).toContain('lineItems.boughtAt.lte');
    expect(buyerOf(core, accountId, fromMarket.id).listed).toEqual({
      buyerId: fromMarket.buyer.id,
      buyerLogin: loginOf(fromMarket),
    });
    market.control.clearRequestLog();
    await moneyTurn(core, accountId);
    expect(ordersRead(market)).toEqual([]);

    // Neither here nor there (the marketplace no longer lists the order): read once, then the buyer's number.
    market.control.unlistOrders({ orderIds: ofBuyer(notFound!).map((o) => o.id) });
    forgetBuyersOrders(core, accountId, notFound!.buyer.id);
    market.control.clearRequestLog();
    await moneyTurn(core, accountId);
    expect(ordersRead(market).length).toBeGreaterThanOrEqual(1);
    const missing = buyerOf(core, accountId, notFound!.id);
    expect(missing.stored.buyer_login).toBeNull();
    expect(missing.stored.buyer_sought_at).not.toBeNull();
    expect(missing.listed).toEqual({ buyerId: notFound!.buyer.id, buyerLogin: null });
    market.control.clearRequestLog();
    await moneyTurn(core, accountId);
    expect(ordersRead(market)).toEqual([]);
  });
});
