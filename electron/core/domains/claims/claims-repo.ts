import type { Db } from '../../db/open';
import type { RefundClaimRecord } from './claim-records';

/** A claim as the local copy stores it: the record's columns and the body whole. */
export interface StoredClaim extends RefundClaimRecord {
  /** The order the seller claimed from, when known here (a claim made here); else found by its line item. */
  orderId: string | null;
  raw: string;
}

export interface ClaimRow {
  id: string;
  status: string;
  type: string | null;
  line_item_id: string;
  order_id: string | null;
  offer_id: string | null;
  buyer_id: string | null;
  buyer_login: string | null;
  buyer_sought_at: number | null;
  quantity: number;
  commission_amount: string | null;
  currency: string | null;
  created_at: string | null;
  raw: string;
}

/** A claim whose buyer is known by id only, with what its order is looked for by. */
export interface BuyerSought {
  id: string;
  buyer_id: string | null;
  line_item_id: string;
  offer_id: string | null;
  bought_at: string | null;
}

/** A change of the claim on its way: the sync leaves such a claim as the seller made it. */
const openChange = `EXISTS (SELECT 1 FROM outbox_changes c WHERE c.account_id = refund_claims.account_id
  AND c.entity_type = 'claim' AND c.entity_id = refund_claims.id AND c.state IN ('queued', 'sending', 'confirming'))`;

/** The order of a line item in the local copy: the one it is in now, not one a buyer merged away. */
export const orderOfLineItem = `(SELECT li.order_id FROM order_line_items li
  JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
  WHERE li.account_id = @accountId AND li.line_item_id = @lineItemId
  ORDER BY o.superseded_by IS NOT NULL, o.bought_at DESC LIMIT 1)`;

/**
 * The commission refund claims of each account. Invariants: a claim with a change on its way and one made here
 * (`local-…`) are left as they are by the sync, so the seller's change is not undone by an older read; a claim
 * the marketplace stops listing is kept (claims are never deleted there, only withdrawn).
 */
export function createClaimsRepo(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO refund_claims (account_id, id, status, type, line_item_id, order_id, offer_id, buyer_id,
       buyer_login, quantity, commission_amount, currency, created_at, raw, stored_at)
     VALUES (@accountId, @id, @status, @type, @lineItemId, coalesce(@orderId, ${orderOfLineItem}), @offerId,
       @buyerId, @buyerLogin, @quantity, @amount, @currency, @createdAt, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET status = excluded.status, type = excluded.type,
       line_item_id = excluded.line_item_id, order_id = coalesce(excluded.order_id, refund_claims.order_id),
       offer_id = excluded.offer_id, buyer_id = excluded.buyer_id,
       buyer_login = coalesce(excluded.buyer_login, refund_claims.buyer_login), quantity = excluded.quantity,
       commission_amount = excluded.commission_amount, currency = excluded.currency,
       created_at = excluded.created_at, raw = excluded.raw, stored_at = excluded.stored_at
     WHERE refund_claims.raw <> excluded.raw OR refund_claims.order_id IS NOT excluded.order_id`,
  );
  const isHeld = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM refund_claims WHERE account_id = ? AND id = ? AND ${openChange}`,
  );
  const one = db.prepare<[string, string], ClaimRow>(
    'SELECT * FROM refund_claims WHERE account_id = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM refund_claims WHERE account_id = ? AND id = ?');
  const rename = db.prepare('UPDATE refund_claims SET id = ? WHERE account_id = ? AND id = ?');
  const setStatus = db.prepare('UPDATE refund_claims SET status = ? WHERE account_id = ? AND id = ?');
  const counting = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM refund_claims WHERE account_id = ? AND line_item_id = ? AND status <> 'CANCELLED'`,
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM refund_claims WHERE account_id = ?',
  );
  const offsetOf = db.prepare<[string], { next_offset: number }>(
    'SELECT next_offset FROM refund_claims_reading WHERE account_id = ?',
  );
  const setOffset = db.prepare(
    `INSERT INTO refund_claims_reading (account_id, next_offset) VALUES (?, ?)
     ON CONFLICT (account_id) DO UPDATE SET next_offset = excluded.next_offset`,
  );

  const awaiting = db.prepare<[string, number], BuyerSought>(
    `SELECT id, buyer_id, line_item_id, offer_id, json_extract(raw, '$.lineItem.boughtAt') AS bought_at
     FROM refund_claims WHERE account_id = ? AND buyer_login IS NULL AND buyer_sought_at IS NULL
     ORDER BY created_at DESC, id LIMIT ?`,
  );
  const setBuyer = db.prepare(
    `UPDATE refund_claims SET buyer_login = coalesce(@login, buyer_login),
       buyer_sought_at = iif(@login IS NULL, @soughtAt, buyer_sought_at)
     WHERE account_id = @accountId AND id = @id`,
  );

  function put(accountId: string, c: StoredClaim, now: number): boolean {
    return (
      upsert.run({
        accountId,
        id: c.id,
        status: c.status,
        type: c.type,
        lineItemId: c.lineItemId,
        orderId: c.orderId,
        offerId: c.offerId,
        buyerId: c.buyerId,
        buyerLogin: c.buyerLogin,
        quantity: c.quantity,
        amount: c.commission?.amount ?? null,
        currency: c.commission?.currency ?? null,
        createdAt: c.createdAt,
        raw: c.raw,
        now,
      }).changes > 0
    );
  }

  return {
    put,
    /** Stores what the marketplace listed, leaving alone the claims the seller is changing; answers whether any changed. */
    storeListed: db.transaction((accountId: string, claims: StoredClaim[], now: number): boolean => {
      let changed = false;
      for (const c of claims) {
        if (isHeld.get(accountId, c.id)!.n > 0) continue;
        if (put(accountId, c, now)) changed = true;
      }
      return changed;
    }),
    get: (accountId: string, id: string): ClaimRow | undefined => one.get(accountId, id),
    remove: (accountId: string, id: string) => remove.run(accountId, id),
    rename: (accountId: string, from: string, to: string) => rename.run(to, accountId, from),
    setStatus: (accountId: string, id: string, status: string) => setStatus.run(status, accountId, id),
    /** Claims that still count for the line item (every one but a withdrawn claim): the marketplace allows one. */
    countingFor: (accountId: string, lineItemId: string): number => counting.get(accountId, lineItemId)!.n,
    count: (accountId: string): number => count.get(accountId)!.n,
    /** Claims whose buyer's login is not known yet and was not looked for on the marketplace, newest first. */
    awaitingBuyer: (accountId: string, limit: number): BuyerSought[] => awaiting.all(accountId, limit),
    /** The login found for a claim's buyer; or none, after the marketplace was asked at `soughtAt`. */
    setBuyer: (accountId: string, id: string, found: { login: string } | { soughtAt: number }) =>
      setBuyer.run({
        accountId,
        id,
        login: 'login' in found ? found.login : null,
        soughtAt: 'soughtAt' in found ? found.soughtAt : null,
      }),
    readingOffset: (accountId: string): number => offsetOf.get(accountId)?.next_offset ?? 0,
    setReadingOffset: (accountId: string, offset: number) => setOffset.run(accountId, offset),
  };
}

export type ClaimsRepo = ReturnType<typeof createClaimsRepo>;
