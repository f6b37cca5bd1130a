import type { RefundBasis } from '../../../../shared/returns';
import type { Db } from '../../db/open';
import { arr, at, int, money, obj, str } from '../../market/records/json';

/** Amounts in grosze, so sums never round. */
export const cents = (amount: string): number => Math.round(Number(amount) * 100);
export const amountOf = (c: number): string => (c / 100).toFixed(2);

/**
 * What a refund of the order may still give back, from the local copy: each line item's paid price times its
 * quantity and the delivery's cost, less what the refunds stored (sent or on their way, not failed) gave back
 * already; with the quantities the order's returns name, to prefill the form. Null when the order is not stored.
 */
export function refundBasis(db: Db, accountId: string, orderId: string): RefundBasis | null {
  const order = db
    .prepare<[string, string], { raw: string }>('SELECT raw FROM orders WHERE account_id = ? AND id = ?')
    .get(accountId, orderId);
  if (!order) return null;
  const form = obj(JSON.parse(order.raw)) ?? {};
  const refunds = db
    .prepare<[string, string], { raw: string }>(
      'SELECT raw FROM refunds WHERE account_id = ? AND order_id = ?',
    )
    .all(accountId, orderId)
    .map((r) => obj(JSON.parse(r.raw)) ?? {});
  const returns = db
    .prepare<[string, string], { raw: string }>(
      "SELECT raw FROM customer_returns WHERE account_id = ? AND order_id = ? AND status <> 'REJECTED'",
    )
    .all(accountId, orderId)
    .map((r) => obj(JSON.parse(r.raw)) ?? {});
  const refundedItems = new Map<string, number>();
  let refundedDelivery = 0;
  for (const refund of refunds) {
    for (const value of arr(refund.lineItems)) {
      const li = obj(value);
      const id = str(li?.id);
      if (!li || !id) continue;
      const price = priceOf(form, id);
      const given =
        str(li.type) === 'QUANTITY' ? price * (int(li.quantity) ?? 0) : cents(money(li.value)?.amount ?? '0');
      refundedItems.set(id, (refundedItems.get(id) ?? 0) + given);
    }
    refundedDelivery += cents(money(at(refund, 'delivery.value'))?.amount ?? '0');
  }
  const returnedByOffer = new Map<string, number>();
  for (const r of returns)
    for (const value of arr(r.items)) {
      const item = obj(value);
      const offerId = str(item?.offerId);
      if (offerId)
        returnedByOffer.set(offerId, (returnedByOffer.get(offerId) ?? 0) + (int(item?.quantity) ?? 0));
    }
  const deliveryCost = money(at(form, 'delivery.cost'));
  const currency = money(at(form, 'summary.totalToPay'))?.currency ?? deliveryCost?.currency ?? 'PLN';
  const paid = str(at(form, 'payment.finishedAt')) !== null;
  return {
    orderId,
    paymentId: paid ? str(at(form, 'payment.id')) : null,
    currency,
    lineItems: arr(form.lineItems).flatMap((value) => {
      const li = obj(value);
      const id = str(li?.id);
      if (!li || !id) return [];
      const price = cents(money(li.price)?.amount ?? '0');
      const bought = int(li.quantity) ?? 0;
      const left = price * bought - (refundedItems.get(id) ?? 0);
      const refundable = price > 0 ? Math.max(0, Math.floor(left / price)) : 0;
      const offerId = str(at(li, 'offer.id')) ?? '';
      return [
        {
          lineItemId: id,
          name: str(at(li, 'offer.name')) ?? '',
          bought,
          price: amountOf(price),
          refundable,
          returned: Math.min(refundable, returnedByOffer.get(offerId) ?? 0),
        },
      ];
    }),
    delivery: {
      paid: amountOf(cents(deliveryCost?.amount ?? '0')),
      refundable: amountOf(Math.max(0, cents(deliveryCost?.amount ?? '0') - refundedDelivery)),
    },
  };
}

function priceOf(form: Record<string, unknown>, lineItemId: string): number {
  const li = arr(form.lineItems)
    .map(obj)
    .find((l) => str(l?.id) === lineItemId);
  return cents(money(li?.price)?.amount ?? '0');
}
