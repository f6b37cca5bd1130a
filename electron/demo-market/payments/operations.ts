import { DAY, HOUR, MINUTE } from '../clock';
import { streamFor } from '../random';
import type { Order } from '../state/types';
import type { World } from '../world';
import type { Blockade } from './blockades';

export type WalletType = 'AVAILABLE' | 'WAITING';
export type OperationGroup = 'INCOME' | 'OUTCOME' | 'REFUND' | 'BLOCKADES';

/** One payment operation as the demo keeps it: amounts in grosze, times in ms. */
export interface PaymentOperation {
  type: 'CONTRIBUTION' | 'REFUND_CHARGE' | 'PAYOUT' | 'BLOCKADE';
  group: OperationGroup;
  walletType: WalletType;
  operator: string;
  currency: string;
  value: number;
  /** The wallet's balance after the operation. */
  balance: number;
  occurredAt: number;
  /** The order whose buyer the operation names (a blockade names none, though it names the payment). */
  order: Order | null;
  paymentId: string | null;
  payoutId: string | null;
}

type Draft = Omit<PaymentOperation, 'balance'>;

/** Payouts go out once a week, on the same weekday and hour, of the whole available balance of each wallet. */
const PAYOUT_EVERY = 7 * DAY;
const PAYOUT_HOUR = 6 * HOUR;

const cents = (amount: string): number => Math.round(Number(amount) * 100);

/** The operator the order's payment went through: the demo's online payments go through PAYU or P24. */
export const operatorOf = (order: Order): string => (order.payment.provider === 'PAYU' ? 'PAYU' : 'P24');

/** When the money of a paid order went back to the buyer: its cancellation, or some days after a return. */
function refundTime(world: World, order: Order, returnDays: number): number | null {
  if (order.status === 'CANCELLED') {
    const event = world.store
      .orderEventsOf(order.sellerId)
      .find((e) => e.orderId === order.id && (e.type === 'BUYER_CANCELLED' || e.type === 'AUTO_CANCELLED'));
    return event?.occurredAt ?? null;
  }
  if (order.fulfillment === 'RETURNED') return order.payment.finishedAt! + returnDays * DAY;
  return null;
}

/**
 * The drafts of one paid order: the buyer's payment lands in the waiting wallet, moves to the available one a few
 * days later (it leaves the waiting wallet as the same contribution with the opposite sign: the documents do not
 * show how the marketplace records the move, and this keeps each wallet's balance the sum of its operations), and
 * goes back to the buyer when the order was cancelled after payment or returned. Each payment draws from a stream
 * of its own, so the operations of one order never shift another's.
 */
function orderDrafts(world: World, seed: number, order: Order): Draft[] {
  const r = streamFor(seed, `payment-operations:${order.payment.id}`);
  const paidAt = order.payment.finishedAt!;
  const value = cents(order.payment.paidAmount!);
  const releaseAt = paidAt + r.int(2, 5) * DAY + r.int(0, 6 * 60) * MINUTE;
  const refundAt = refundTime(world, order, r.int(5, 12));
  const base = {
    operator: operatorOf(order),
    currency: 'PLN',
    order,
    paymentId: order.payment.id,
    payoutId: null,
  };
  const drafts: Draft[] = [
    { ...base, type: 'CONTRIBUTION', group: 'INCOME', walletType: 'WAITING', value, occurredAt: paidAt },
  ];
  if (refundAt !== null && refundAt < releaseAt) {
    drafts.push({
      ...base,
      type: 'REFUND_CHARGE',
      group: 'REFUND',
      walletType: 'WAITING',
      value: -value,
      occurredAt: refundAt,
    });
    return drafts;
  }
  drafts.push(
    {
      ...base,
      type: 'CONTRIBUTION',
      group: 'INCOME',
      walletType: 'WAITING',
      value: -value,
      occurredAt: releaseAt,
    },
    { ...base, type: 'CONTRIBUTION', group: 'INCOME', walletType: 'AVAILABLE', value, occurredAt: releaseAt },
  );
  if (refundAt !== null) {
    drafts.push({
      ...base,
      type: 'REFUND_CHARGE',
      group: 'REFUND',
      walletType: 'AVAILABLE',
      value: -value,
      occurredAt: refundAt,
    });
  }
  return drafts;
}

const walletKey = (op: { operator: string; walletType: WalletType; currency: string }) =>
  `${op.operator}:${op.walletType}:${op.currency}`;

/** A blockade holds its money back from the available wallet. */
const blockadeDraft = (b: Blockade): Draft => ({
  type: 'BLOCKADE',
  group: 'BLOCKADES',
  walletType: 'AVAILABLE',
  operator: b.operator,
  currency: b.currency,
  value: -b.value,
  occurredAt: b.occurredAt,
  order: null,
  paymentId: b.paymentId,
  payoutId: null,
});

/**
 * Every payment operation of a seller up to now, oldest first, with each wallet's balance after it: derived from
 * the seller's orders (and the blockades placed) on each call, so the orders' own life (payments, cancellations)
 * shows here at once, and the same orders and seed always give the same operations.
 */
export function operationsOf(
  world: World,
  seed: number,
  sellerId: string,
  blockades: readonly Blockade[] = [],
): PaymentOperation[] {
  const now = world.clock.now();
  const drafts = world.store
    .ordersOf(sellerId)
    .filter((o) => o.mergedInto === null && o.payment.finishedAt !== null && o.payment.paidAmount !== null)
    .flatMap((o) => orderDrafts(world, seed, o))
    .concat(blockades.map(blockadeDraft))
    .filter((d) => d.occurredAt <= now)
    .sort((a, b) => a.occurredAt - b.occurredAt);
  const balances = new Map<string, number>();
  const done: PaymentOperation[] = [];
  const apply = (draft: Draft) => {
    const key = walletKey(draft);
    const balance = (balances.get(key) ?? 0) + draft.value;
    balances.set(key, balance);
    done.push({ ...draft, balance });
  };
  const first = drafts[0]?.occurredAt;
  let payoutAt = first === undefined ? Infinity : Math.floor(first / DAY) * DAY + PAYOUT_EVERY + PAYOUT_HOUR;
  for (const draft of drafts) {
    while (payoutAt <= draft.occurredAt) {
      payOut(seed, sellerId, payoutAt, balances, apply);
      payoutAt += PAYOUT_EVERY;
    }
    apply(draft);
  }
  while (payoutAt <= now) {
    payOut(seed, sellerId, payoutAt, balances, apply);
    payoutAt += PAYOUT_EVERY;
  }
  return done;
}

/** The week's payout: each available wallet with money in it is emptied to the seller's bank account. */
function payOut(
  seed: number,
  sellerId: string,
  at: number,
  balances: Map<string, number>,
  apply: (draft: Draft) => void,
): void {
  for (const [key, balance] of [...balances].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [operator, walletType, currency] = key.split(':') as [string, WalletType, string];
    if (walletType !== 'AVAILABLE' || balance <= 0) continue;
    apply({
      type: 'PAYOUT',
      group: 'OUTCOME',
      walletType,
      operator,
      currency,
      value: -balance,
      occurredAt: at,
      order: null,
      paymentId: null,
      payoutId: streamFor(seed, `payout:${sellerId}:${key}:${at}`).uuid(),
    });
  }
}
