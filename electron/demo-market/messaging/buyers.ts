import { streamFor, type Random } from '../random';
import type { Order } from '../state/order-types';
import type { World } from '../world';
import type { DemoMessage, DemoThread, SellerMessaging } from './types';

/** The marketplace's streams for the message center: of their own, so no other generated data shifts. */
export const messagingStream = (seed: number, sellerId: string, label: string): Random =>
  streamFor(seed, `messaging:${label}:${sellerId}`);

/** The buyers' orders, newest first, one per buyer, the seller's merged orders left out. */
export function ordersByBuyer(world: World, sellerId: string): Order[] {
  const seen = new Set<string>();
  return [...world.store.ordersOf(sellerId)]
    .filter((o) => !o.mergedInto && !o.buyer.guest)
    .sort((a, b) => b.createdAt - a.createdAt)
    .filter((o) => !seen.has(o.buyer.login) && seen.add(o.buyer.login));
}

/** A buyer's message about an order (and its first offer) added to a thread, which becomes unread. */
export function buyerWrites(
  m: SellerMessaging,
  r: Random,
  thread: DemoThread,
  order: Order | null,
  text: string,
  at: number,
): DemoMessage {
  const message: DemoMessage = {
    id: r.uuid(),
    threadId: thread.id,
    author: 'buyer',
    text,
    createdAt: at,
    orderId: order?.id ?? null,
    offerId: order?.lineItems[0]?.offerId ?? null,
    attachmentIds: [],
  };
  m.messages.push(message);
  thread.lastMessageAt = at;
  thread.read = false;
  return message;
}
