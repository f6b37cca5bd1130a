import type { Claim, ClaimStatus } from '../../../../shared/claims';
import type { Money } from '../../../../shared/money';
import { at, int, isoTime, MalformedRecord, money, obj, str } from '../../market/records/json';

/** A commission refund claim as read from the marketplace's body (RefundClaim). */
export type RefundClaimRecord = Pick<
  Claim,
  | 'id'
  | 'status'
  | 'type'
  | 'quantity'
  | 'commission'
  | 'buyerId'
  | 'buyerLogin'
  | 'lineItemId'
  | 'offerId'
  | 'createdAt'
>;

/** The description shows the commission as a JSON number: kept as text with two decimals, as money is here. */
const twoDecimals = (m: Money | null): Money | null => {
  if (!m) return null;
  const n = Number(m.amount);
  return Number.isFinite(n) ? { amount: n.toFixed(2), currency: m.currency } : m;
};

/** Reads one claim; one without an id, a line item, a known status or a quantity cannot be kept. */
export function refundClaimFrom(body: unknown): RefundClaimRecord {
  const o = obj(body);
  const id = str(o?.id);
  const lineItemId = str(at(o, 'lineItem.id'));
  const status = str(o?.status);
  const quantity = int(o?.quantity);
  if (!o || id === null || lineItemId === null)
    throw new MalformedRecord('a claim without an id or line item');
  // A status the app does not know is kept as it came (the marketplace adds them): the claim is shown all the same.
  if (status === null) throw new MalformedRecord(`claim ${id} has no status`);
  if (quantity === null || quantity < 1) throw new MalformedRecord(`claim ${id} has no quantity`);
  const type = str(o.type);
  return {
    id,
    status: status as ClaimStatus,
    type: type === 'MANUAL' || type === 'AUTOMATIC' ? type : null,
    quantity,
    commission: twoDecimals(money(o.commission)),
    buyerId: str(at(o, 'buyer.id')),
    // The description's claim names its buyer by id only; a marketplace that adds the login is taken at its word.
    buyerLogin: str(at(o, 'buyer.login')),
    lineItemId,
    offerId: str(at(o, 'lineItem.offer.id')),
    createdAt: isoTime(o.createdAt),
  };
}

/** The list's answer: `{ refundClaims: [...], count }`. */
export function refundClaimListFrom(body: unknown): unknown[] {
  const list = obj(body)?.refundClaims;
  return Array.isArray(list) ? list : [];
}
