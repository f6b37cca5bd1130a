import { hashString } from '../random';
import type { Order } from '../state/types';

/** A fifth of the other buyers (private ones too) ask for an invoice as well, so the Demo shows enough of them. */
const PRIVATE_SHARE = 20;

/**
 * Whether the buyer asked for an invoice. Company buyers' orders were drawn with it; the others are decided from
 * the order's own id (a stream of its own, derived from the seed through the id), so no existing draw moves.
 */
export function asksInvoice(order: Order): boolean {
  return order.invoiceRequired || hashString(`invoice-request:${order.id}`) % 100 < PRIVATE_SHARE;
}
