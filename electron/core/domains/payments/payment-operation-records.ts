import { createHash } from 'node:crypto';
import type { WalletType } from '../../../../shared/payments';
import { arr, at, int, isoTime, money, obj, str } from '../../market/records/json';

/** One payment operation as the local copy stores it. */
export interface PaymentOperationRecord {
  id: string;
  occurredAt: string;
  occurredMs: number;
  type: string;
  group: string;
  walletType: WalletType;
  operator: string | null;
  currency: string;
  valueAmount: string;
  valueCents: number;
  balanceAmount: string | null;
  balanceCents: number | null;
  paymentId: string | null;
  participantLogin: string | null;
  participantName: string | null;
  raw: string;
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);

/**
 * The marketplace gives an operation no id. What tells two apart: its type, wallet, time, value and the balance
 * after it (two equal payments at the same instant still leave different balances), and the payment, payout,
 * surcharge or deduction it belongs to. Times are taken in one form, so `...:00Z` and `...:00.000Z` are one.
 */
function digest(o: Record<string, unknown>, occurredAt: string): string {
  const parts = [
    str(o.type),
    str(at(o, 'wallet.type')),
    str(at(o, 'wallet.paymentOperator')),
    occurredAt,
    str(at(o, 'value.amount')),
    str(at(o, 'value.currency')),
    str(at(o, 'wallet.balance.amount')),
    str(at(o, 'payment.id')),
    str(at(o, 'payout.id')),
    str(at(o, 'surcharge.id')),
    str(at(o, 'deduction.id')),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

function record(value: unknown): PaymentOperationRecord | null {
  const o = obj(value);
  const occurredAt = isoTime(o?.occurredAt);
  const walletType = str(at(o, 'wallet.type'));
  const amount = money(o?.value);
  // A wallet type the app does not know is kept as it came: the operation is the seller's money all the same.
  if (!o || occurredAt === null || !amount || walletType === null) return null;
  const occurredMs = Date.parse(occurredAt);
  if (Number.isNaN(occurredMs)) return null;
  const balance = money(at(o, 'wallet.balance'));
  const participant = obj(o.participant);
  const name = [str(participant?.firstName), str(participant?.lastName)].filter(Boolean).join(' ');
  return {
    id: digest(o, occurredAt),
    occurredAt,
    occurredMs,
    type: str(o.type) ?? '',
    group: str(o.group) ?? '',
    walletType: walletType as WalletType,
    operator: str(at(o, 'wallet.paymentOperator')),
    currency: amount.currency,
    valueAmount: amount.amount,
    valueCents: cents(amount.amount),
    balanceAmount: balance?.amount ?? null,
    balanceCents: balance ? cents(balance.amount) : null,
    paymentId: str(at(o, 'payment.id')),
    participantLogin: str(participant?.login),
    participantName: str(participant?.companyName) ?? (name || null),
    raw: JSON.stringify(o),
  };
}

/** `{ paymentOperations[], count, totalCount }`; an operation without a time, value or known wallet is left out. */
export function paymentOperationsFrom(body: unknown): {
  operations: PaymentOperationRecord[];
  /** How many the page held, usable or not: the read goes on by this. */
  count: number;
  totalCount: number | null;
} {
  const o = obj(body);
  const items = arr(o?.paymentOperations);
  return {
    operations: items.flatMap((item) => record(item) ?? []),
    count: items.length,
    totalCount: int(o?.totalCount),
  };
}
