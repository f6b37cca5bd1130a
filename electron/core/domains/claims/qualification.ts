import { CLAIM_UNPAID_AFTER_DAYS, CLAIM_WINDOW_DAYS, type ClaimRefusal } from '../../../../shared/claims';
import type { Db } from '../../db/open';
import { arr, at, int, isoTime, str } from '../../market/records/json';

const DAY = 86_400_000;

/** An order's line item as the claim rules need it, read from the local copy. */
export interface OrderItem {
  lineItemId: string;
  offerId: string | null;
  offerTitle: string | null;
  quantity: number;
  boughtAt: string | null;
}

export interface OrderForClaims {
  id: string;
  paid: boolean;
  paymentType: string | null;
  fulfillmentStatus: string | null;
  supersededBy: string | null;
  buyerId: string | null;
  buyerLogin: string;
  items: OrderItem[];
}

interface OrderRow {
  id: string;
  paid: number;
  payment_type: string | null;
  fulfillment_status: string | null;
  superseded_by: string | null;
  bought_at: string | null;
  buyer_login: string;
  raw: string;
}

/** The order and its line items from the local copy, or null when the copy lacks it. */
export function orderForClaims(db: Db, accountId: string, orderId: string): OrderForClaims | null {
  const row = db
    .prepare<[string, string], OrderRow>(
      `SELECT id, paid, payment_type, fulfillment_status, superseded_by, bought_at, buyer_login, raw
       FROM orders
       WHERE account_id = ? AND id = ?`,
    )
    .get(accountId, orderId);
  if (!row) return null;
  const raw: unknown = JSON.parse(row.raw);
  const items = arr(at(raw, 'lineItems')).flatMap((item): OrderItem[] => {
    const id = str(at(item, 'id'));
    if (id === null) return [];
    return [
      {
        lineItemId: id,
        offerId: str(at(item, 'offer.id')),
        offerTitle: str(at(item, 'offer.name')),
        quantity: int(at(item, 'quantity')) ?? 1,
        boughtAt: isoTime(at(item, 'boughtAt')) ?? row.bought_at,
      },
    ];
  });
  return {
    id: row.id,
    paid: row.paid === 1,
    paymentType: row.payment_type,
    fulfillmentStatus: row.fulfillment_status,
    supersededBy: row.superseded_by,
    buyerId: str(at(raw, 'buyer.id')),
    buyerLogin: row.buyer_login,
    items,
  };
}

/**
 * Why this line item cannot be claimed now, by the marketplace's rules as the local copy can check them: the
 * order was not paid (cash on delivery is paid on delivery, so such an order does not count as unpaid) and the
 * buyer's 4 days to pay are over, or the order was returned; at most 90 days after the purchase; one claim a
 * line item (a withdrawn one no longer counts). The marketplace checks again and has the last word.
 */
export function refusalOf(
  order: OrderForClaims,
  item: OrderItem,
  claimed: boolean,
  now: number,
): ClaimRefusal | null {
  if (order.supersededBy !== null) return 'merged';
  if (claimed) return 'claimed';
  const bought = item.boughtAt === null ? NaN : Date.parse(item.boughtAt);
  const age = Number.isNaN(bought) ? 0 : now - bought;
  if (age > CLAIM_WINDOW_DAYS * DAY) return 'tooLate';
  if (order.fulfillmentStatus === 'RETURNED') return null;
  if (order.paid || order.paymentType === 'CASH_ON_DELIVERY') return 'paid';
  if (age < CLAIM_UNPAID_AFTER_DAYS * DAY) return 'tooEarly';
  return null;
}
