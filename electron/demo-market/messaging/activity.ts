import { iso } from '../clock';
import type { World } from '../world';
import { buyerWrites, messagingStream, ordersByBuyer } from './buyers';
import { messagingOf } from './generate';
import type { DemoThread } from './types';

const followUps = [
  'Dzień dobry, czy jest już numer przesyłki?',
  'Czy mogę jeszcze zmienić kolor?',
  'Proszę o kontakt w sprawie zamówienia.',
  'Paczka dotarła, dziękuję!',
];

/**
 * A buyer writes to the seller: in a given thread, or in one picked from the seller's threads or with a buyer
 * of an order who has not written yet (always such a buyer with `newBuyer`, while there is one). The draw comes from a stream of its own, numbered like the center's ids.
 */
export function buyerMessage(
  world: World,
  seed: number,
  sellerId: string,
  args: { threadId?: string; text?: string; newBuyer?: boolean } = {},
): { threadId: string; messageId: string; at: string } | null {
  const seller = world.store.seller(sellerId);
  if (!seller) return null;
  const m = messagingOf(world, seed, seller);
  m.issued++;
  const r = messagingStream(seed, sellerId, `arrival:${m.issued}`);
  let thread: DemoThread | undefined = args.threadId
    ? m.threads.find((t) => t.id === args.threadId)
    : undefined;
  if (args.threadId && !thread) return null;
  let order = null;
  if (!thread) {
    const known = new Set(m.threads.map((t) => t.login));
    const fresh = ordersByBuyer(world, sellerId).filter((o) => !known.has(o.buyer.login));
    if (fresh.length > 0 && (args.newBuyer === true || r.chance(0.4))) {
      order = fresh[0]!;
      thread = { id: r.uuid(), login: order.buyer.login, read: false, lastMessageAt: 0 };
      m.threads.push(thread);
    } else if (m.threads.length > 0) thread = r.pick(m.threads);
    else return null;
  }
  const at = world.clock.now();
  const message = buyerWrites(m, r, thread, order, args.text ?? r.pick(followUps), at);
  return { threadId: thread.id, messageId: message.id, at: iso(at) };
}

/** Buyers write now and then while background activity is on: one message every ten activity steps' time. */
export function registerBuyerMessages(
  world: World,
  seed: number,
  sellerId: string,
  state: { seconds: number | null },
): { start(): void } {
  const every = () => (state.seconds === null ? null : state.seconds * 10_000);
  world.scheduler.register('buyer-message', (_ref, at) => {
    const interval = every();
    if (interval === null) return;
    buyerMessage(world, seed, sellerId);
    world.scheduler.schedule(at + interval, 'buyer-message', '');
  });
  return {
    start() {
      world.scheduler.cancel('buyer-message', '');
      const interval = every();
      if (interval !== null) world.scheduler.schedule(world.clock.now() + interval, 'buyer-message', '');
    },
  };
}
