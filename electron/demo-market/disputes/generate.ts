import { createRandom, hashString, type Random } from '../random';
import type { Order } from '../state/order-types';
import type { Seller } from '../state/types';
import type { World } from '../world';
import type { DisputeStatus, SellerDisputes, StoredDispute, StoredDisputeMessage } from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The reasons a buyer opens a dispute with (the reference's subject values), in the two languages served. */
export const SUBJECTS: Record<string, { pl: string; en: string }> = {
  NO_PRODUCT_RECEIVED: { pl: 'Nie otrzymałem produktu', en: 'I have not received the product' },
  MISSING_PRODUCT_ELEMENT: { pl: 'Brakuje elementu produktu', en: 'Missing product element' },
  PRODUCT_DAMAGED_PARCEL_INTACT: {
    pl: 'Produkt jest uszkodzony, ale paczka jest cała',
    en: 'The product is damaged, but the parcel is intact',
  },
  NOT_AS_DESCRIBED: { pl: 'Niezgodny z opisem', en: 'Does not match the description' },
  NO_REFUND_AFTER_RETURNING_PRODUCT: {
    pl: 'Brak zwrotu pieniędzy po odesłaniu produktu',
    en: 'No refund after returning the product',
  },
};

const BUYER_TEXTS = [
  'Dzień dobry, paczka nadal do mnie nie dotarła. Co się dzieje?',
  'W zestawie brakuje ładowarki, proszę o dosłanie.',
  'Produkt ma pękniętą obudowę, załączam zdjęcie.',
  'Kolor jest inny niż na zdjęciach w ofercie.',
  'Odesłałem towar dwa tygodnie temu i nadal czekam na zwrot pieniędzy.',
];
const STAFF_TEXT =
  'Dzień dobry, jako opiekun dyskusji prosimy sprzedającego o odpowiedź w ciągu 3 dni roboczych.';
const SELLER_TEXT = 'Dzień dobry, sprawdzamy sprawę i wkrótce odpiszemy.';

/** A stable UUID-shaped id from the generator, so the same seed gives the same disputes. */
const idFrom = (r: Random): string => r.uuid();

function messagesFor(
  r: Random,
  order: Order,
  openedAt: number,
  subjectIndex: number,
): StoredDisputeMessage[] {
  const list: StoredDisputeMessage[] = [];
  let at = openedAt;
  const add = (m: Omit<StoredDisputeMessage, 'id' | 'createdAt' | 'type' | 'attachmentIds'>) => {
    list.push({ id: idFrom(r), createdAt: at, type: 'REGULAR', attachmentIds: [], ...m });
    at += r.int(2, 20) * HOUR;
  };
  add({ role: 'BUYER', login: order.buyer.login, text: BUYER_TEXTS[subjectIndex % BUYER_TEXTS.length]! });
  if (r.chance(0.5)) add({ role: 'SELLER', login: null, text: SELLER_TEXT });
  if (r.chance(0.5)) add({ role: 'ADMIN', login: null, text: STAFF_TEXT });
  if (r.chance(0.5)) add({ role: 'BUYER', login: order.buyer.login, text: 'Czekam na odpowiedź.' });
  return list;
}

/**
 * A seller's disputes: six about the seller's first paid orders, three ongoing, two closed and one unresolved, each
 * with the buyer's opening message and sometimes the seller's and the staff's. Drawn from a stream of their own,
 * seeded from the shop (its first order's id comes from the world's seed), and made on first use, so every other
 * generated family keeps its data.
 */
function generated(world: World, seller: Seller): SellerDisputes {
  const orders = world.store
    .ordersOf(seller.id)
    .filter((o) => o.mergedInto === null && o.payment.finishedAt !== null && !o.buyer.guest)
    .slice(0, 6);
  if (orders.length === 0) return { disputes: [], attachments: [] };
  const r = createRandom(hashString(`disputes:${seller.id}:${orders[0]!.id}`));
  const statuses: DisputeStatus[] = [
    'DISPUTE_ONGOING',
    'DISPUTE_ONGOING',
    'DISPUTE_CLOSED',
    'DISPUTE_ONGOING',
    'DISPUTE_UNRESOLVED',
    'DISPUTE_CLOSED',
  ];
  const codes = Object.keys(SUBJECTS);
  const now = world.clock.now();
  const disputes = orders.map((order, i): StoredDispute => {
    const subjectIndex = r.int(0, codes.length - 1);
    const openedAt = Math.min(order.createdAt + r.int(1, 4) * DAY, now - 3 * DAY);
    const messages = messagesFor(r, order, openedAt, subjectIndex).filter((m) => m.createdAt < now);
    return {
      id: idFrom(r),
      orderId: order.id,
      orderCreatedAt: order.createdAt,
      buyer: { id: order.buyer.id, login: order.buyer.login },
      subject: codes[subjectIndex]!,
      description: null,
      offerId: order.lineItems[0]?.offerId ?? null,
      status: statuses[i % statuses.length]!,
      openedAt,
      messages,
    };
  });
  return { disputes, attachments: [] };
}

/**
 * An id for something made while serving (a message, an attachment), from a label of its own: the world's shared
 * stream is never drawn from, so the rest of the generated data and activity stays as it was.
 */
export const stableId = (label: string): string => createRandom(hashString(label)).uuid();

/** The seller's disputes, generated on first use and kept with the seller (saved with the state). */
export function disputesOf(world: World, seller: Seller): SellerDisputes {
  seller.disputes ??= generated(world, seller);
  return seller.disputes;
}
