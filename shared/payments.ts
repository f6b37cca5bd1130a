import type { Money } from './money';

/** The groups of payment operation types the marketplace filters by (document 2 and the reference description). */
export const operationGroups = ['INCOME', 'OUTCOME', 'REFUND', 'BLOCKADES'] as const;
export type OperationGroup = (typeof operationGroups)[number];

/** AVAILABLE: money the seller can pay out; WAITING: money held for a while before it can be. */
export const walletTypes = ['AVAILABLE', 'WAITING'] as const;
export type WalletType = (typeof walletTypes)[number];

/** The list's orders: newest first (the default) or oldest first. */
export const paymentSorts = ['-occurredAt', 'occurredAt'] as const;

/** One payment operation of the local copy, as the list and the order's detail show it. */
export interface PaymentOperationRow {
  id: string;
  occurredAt: string;
  /** CONTRIBUTION, PAYOUT, REFUND_CHARGE, SURCHARGE...: the marketplace's own name. */
  type: string;
  group: string;
  walletType: WalletType;
  operator: string | null;
  value: Money;
  /** The wallet's balance after the operation. */
  balance: Money | null;
  paymentId: string | null;
  /** The order of the local copy that carries this payment, when there is one. */
  orderId: string | null;
  buyerLogin: string | null;
  buyerName: string | null;
}

/** One wallet (operator, type and currency): the balance after its newest operation in the local copy. */
export interface WalletBalance {
  walletType: WalletType;
  operator: string | null;
  balance: Money;
  asOf: string;
}

/** The wallets, and per currency the available and waiting money added up over the operators. */
export interface PaymentBalances {
  wallets: WalletBalance[];
  totals: { currency: string; available: Money; waiting: Money }[];
}
