import { DAY } from '../clock';
import { commissionOn } from '../pricing/fee-model';
import type { LineItem, Order } from '../state/types';
import type { World } from '../world';
import type { StoredClaim } from './types';

/**
 * The marketplace's rules for a commission refund claim: the order was not paid (the buyer did not pay within
 * the payment deadline, counted as 4 days after the purchase) or it was returned, the purchase is at most
 * 90 days old, and each line item is claimed once (a claim the seller withdrew no longer counts).
 */
export const UNPAID_AFTER_MS = 4 * DAY;
export const CLAIM_WINDOW_MS = 90 * DAY;

/** Cash on delivery is paid when the parcel is handed over: such an order is not "unpaid" while it is on its way. */
export const unpaid = (order: Order): boolean =>
  order.payment.finishedAt === null && order.payment.type !== 'CASH_ON_DELIVERY';

export const returned = (order: Order): boolean => order.fulfillment === 'RETURNED';

/** Why this line item cannot be claimed now (English and Polish), or null when it can. */
export function refusal(order: Order, item: LineItem, now: number): { en: string; pl: string } | null {
  const age = now - item.boughtAt;
  if (age > CLAIM_WINDOW_MS)
    return {
      en: 'A commission refund can be claimed up to 90 days after the purchase',
      pl: 'O zwrot prowizji można wnioskować do 90 dni od zakupu.',
    };
  if (returned(order)) return null;
  if (!unpaid(order))
    return {
      en: 'A commission refund can be claimed only for an order that was not paid or was returned',
      pl: 'O zwrot prowizji można wnioskować tylko dla zamówienia nieopłaconego lub zwróconego.',
    };
  if (age < UNPAID_AFTER_MS)
    return {
      en: 'The buyer still has time to pay: claim 4 days after the purchase at the earliest',
      pl: 'Kupujący ma jeszcze czas na zapłatę: wniosek można złożyć najwcześniej 4 dni po zakupie.',
    };
  return null;
}

export const qualifies = (order: Order, now: number): boolean =>
  order.mergedInto === null && order.lineItems.some((li) => refusal(order, li, now) === null);

/** The commission the marketplace took on this quantity of the line item (gross, as the fee model charges it). */
export function commissionFor(world: World, item: LineItem, quantity: number): string {
  const offer = world.store.offer(item.offerId);
  const each = Number(commissionOn(offer?.categoryId ?? '', Number(item.price), offer?.format ?? 'BUY_NOW'));
  return (Math.round(each * quantity * 100) / 100).toFixed(2);
}

/** A claim that still counts for its line item (every one but a withdrawn claim). */
export const counts = (claim: StoredClaim): boolean => claim.status !== 'CANCELLED';
