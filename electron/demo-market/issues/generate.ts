import { DAY, HOUR } from '../clock';
import { SUBJECTS, stableId } from '../disputes/generate';
import { createRandom, hashString, type Random } from '../random';
import type { Order } from '../state/order-types';
import type { Seller } from '../state/types';
import type { World } from '../world';
import type {
  ExpectationName,
  IssueStatus,
  SellerIssues,
  StoredIssue,
  StoredIssueAttachment,
  StoredIssueMessage,
} from './types';

export { stableId };

/**
 * The reasons served, in the two languages answered (PostPurchaseIssue.subject: "possible values in english based
 * on the reason field"); the dispute reasons come from the disputes' own list.
 */
export const REASONS: Record<string, { pl: string; en: string }> = {
  ...SUBJECTS,
  DEFECT_FOUND_DURING_USE: { pl: 'Wady ujawniły się podczas użytkowania', en: 'Defects emerged during use' },
  ITEM_IS_DAMAGED: { pl: 'Produkt jest uszkodzony', en: 'The product is damaged' },
  RECEIVED_INCOMPLETE_ORDER: {
    pl: 'Otrzymałem niekompletne zamówienie',
    en: 'I received an incomplete order',
  },
};

/** A claim's decision is due 14 days after it was opened (the statutory term); the description's example adds a day. */
export const STATUS_DUE = 14 * DAY;
export const DECISION_DUE = 15 * DAY;

/** A 1x1 PNG: the photo a buyer adds to a claim, small enough to keep in the saved state. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Plan {
  type: 'DISPUTE' | 'CLAIM';
  status: IssueStatus;
  reason: string;
  expectation: ExpectationName | null;
  text: string;
  /** Who wrote after the buyer's opening message. */
  then: ('SELLER' | 'ADMIN' | 'BUYER')[];
}

/** Four claims (three waiting for the seller, one accepted) and three disputes (two ongoing, one closed). */
const PLANS: Plan[] = [
  {
    type: 'CLAIM',
    status: 'CLAIM_SUBMITTED',
    reason: 'ITEM_IS_DAMAGED',
    expectation: 'REFUND',
    text: 'Obudowa pękła przy pierwszym użyciu, załączam zdjęcie.',
    then: [],
  },
  {
    type: 'DISPUTE',
    status: 'DISPUTE_ONGOING',
    reason: 'NO_PRODUCT_RECEIVED',
    expectation: null,
    text: 'Dzień dobry, paczka nadal do mnie nie dotarła. Co się dzieje?',
    then: ['SELLER', 'BUYER'],
  },
  {
    type: 'CLAIM',
    status: 'CLAIM_SUBMITTED',
    reason: 'DEFECT_FOUND_DURING_USE',
    expectation: 'REPAIR',
    text: 'Po tygodniu urządzenie przestało się włączać.',
    then: ['ADMIN'],
  },
  {
    type: 'DISPUTE',
    status: 'DISPUTE_ONGOING',
    reason: 'MISSING_PRODUCT_ELEMENT',
    expectation: null,
    text: 'W zestawie brakuje ładowarki, proszę o dosłanie.',
    then: [],
  },
  {
    type: 'CLAIM',
    status: 'CLAIM_SUBMITTED',
    reason: 'NOT_AS_DESCRIBED',
    expectation: 'PARTIAL_REFUND',
    text: 'Kolor jest inny niż na zdjęciach w ofercie, proszę o częściowy zwrot.',
    then: ['SELLER'],
  },
  {
    type: 'CLAIM',
    status: 'CLAIM_ACCEPTED',
    reason: 'RECEIVED_INCOMPLETE_ORDER',
    expectation: 'EXCHANGE',
    text: 'Dostałem jedną sztukę zamiast dwóch.',
    then: ['SELLER'],
  },
  {
    type: 'DISPUTE',
    status: 'DISPUTE_CLOSED',
    reason: 'NO_REFUND_AFTER_RETURNING_PRODUCT',
    expectation: null,
    text: 'Odesłałem towar dwa tygodnie temu i nadal czekam na zwrot pieniędzy.',
    then: ['SELLER', 'ADMIN'],
  },
];

const FOLLOW_UPS: Record<'SELLER' | 'ADMIN' | 'BUYER', string> = {
  SELLER: 'Dzień dobry, sprawdzamy sprawę i wkrótce odpiszemy.',
  ADMIN: 'Dzień dobry, jako opiekun zgłoszenia prosimy sprzedającego o odpowiedź w ciągu 3 dni roboczych.',
  BUYER: 'Czekam na odpowiedź.',
};

function messagesFor(r: Random, plan: Plan, order: Order, seller: Seller, openedAt: number) {
  const list: StoredIssueMessage[] = [];
  let at = openedAt;
  for (const role of ['BUYER' as const, ...plan.then]) {
    const login = role === 'BUYER' ? order.buyer.login : role === 'SELLER' ? seller.login : null;
    const text = list.length === 0 ? plan.text : FOLLOW_UPS[role];
    // The seller's reply to a claim asking for a partial refund also asks for the item back.
    const type =
      role === 'SELLER' && plan.expectation === 'PARTIAL_REFUND' ? 'RETURN_REQUIRED_CUSTOM' : 'REGULAR';
    list.push({ id: r.uuid(), text, attachmentIds: [], role, login, type, createdAt: at });
    at += r.int(2, 20) * HOUR;
  }
  return list;
}

/**
 * A seller's issues: seven about the seller's paid orders (from the seventh on, so they are not the orders the
 * documents' disputes are about), each with the buyer's opening message and sometimes the seller's and the staff's.
 * Drawn from a stream of their own seeded from the shop, and made on first use, so no other generated family shifts.
 */
function generated(world: World, seller: Seller): SellerIssues {
  const orders = world.store
    .ordersOf(seller.id)
    .filter((o) => o.mergedInto === null && o.payment.finishedAt !== null && !o.buyer.guest)
    .slice(6, 6 + PLANS.length);
  if (orders.length === 0) return { issues: [], attachments: [] };
  const r = createRandom(hashString(`issues:${seller.id}:${orders[0]!.id}`));
  const now = world.clock.now();
  const attachments: StoredIssueAttachment[] = [];
  const issues = orders.map((order, i): StoredIssue => {
    const plan = PLANS[i]!;
    const claim = plan.type === 'CLAIM';
    // Open claims are young enough that their deadline is still ahead.
    const openedAt = now - (plan.status === 'CLAIM_SUBMITTED' ? r.int(1, 5) : r.int(6, 20)) * DAY;
    const messages = messagesFor(r, plan, order, seller, openedAt).filter((m) => m.createdAt < now);
    const line = order.lineItems[0];
    const price = line?.price ?? '0.00';
    const issue: StoredIssue = {
      id: r.uuid(),
      type: plan.type,
      referenceNumber: claim ? `${i + 1}/${new Date(openedAt).getUTCFullYear()}` : null,
      decisionDueAt: claim ? openedAt + DECISION_DUE : null,
      openedAt,
      reason: plan.reason,
      reasonDescription: claim ? plan.text : null,
      buyer: { id: order.buyer.id, login: order.buyer.login },
      orderId: order.id,
      orderCreatedAt: order.createdAt,
      status: plan.status,
      returnRequired: messages.some((m) => m.type === 'RETURN_REQUIRED_CUSTOM') ? true : null,
      expectations: plan.expectation
        ? [
            {
              name: plan.expectation,
              refund: plan.expectation.endsWith('REFUND')
                ? {
                    amount: plan.expectation === 'REFUND' ? price : (Number(price) / 2).toFixed(2),
                    currency: 'PLN',
                  }
                : null,
            },
          ]
        : [],
      description: claim ? null : plan.text,
      offer: line ? { id: line.offerId, quantity: 1 } : null,
      right: claim ? (i % 2 === 0 ? 'COMPLAINT' : 'WARRANTY') : null,
      attachmentIds: [],
      messages,
      decision:
        plan.status === 'CLAIM_ACCEPTED'
          ? { status: 'ACCEPTED_EXCHANGE', message: 'Wyślemy brakującą sztukę.', partialRefund: null }
          : null,
    };
    if (i === 0 && messages[0]) {
      const photo: StoredIssueAttachment = {
        id: r.uuid(),
        fileName: 'uszkodzenie.png',
        size: PHOTO.length,
        data: PHOTO.toString('base64'),
        contentType: 'image/png',
        messageId: messages[0].id,
      };
      attachments.push(photo);
      messages[0].attachmentIds.push(photo.id);
      issue.attachmentIds.push(photo.id);
    }
    return issue;
  });
  return { issues, attachments };
}

/** The seller's issues, generated on first use and kept with the seller (saved with the state). */
export function issuesOf(world: World, seller: Seller): SellerIssues {
  seller.issues ??= generated(world, seller);
  return seller.issues;
}
