import { z } from 'zod';
import type { Page } from '../page';
import {
  operationGroups,
  paymentSorts,
  walletTypes,
  type PaymentBalances,
  type PaymentOperationRow,
} from '../payments';
import { channel } from './define';
import { accountIdField, isoDateTime, pagingFields, emptyList, emptyPage } from './query';

export const paymentListSchema = z
  .object({
    accountId: accountIdField,
    group: z.enum(operationGroups).optional(),
    walletType: z.enum(walletTypes).optional(),
    /** Operations that occurred at or after this instant. */
    from: isoDateTime.optional(),
    /** Operations that occurred at or before this instant. */
    to: isoDateTime.optional(),
    sort: z.enum(paymentSorts).default('-occurredAt'),
    ...pagingFields,
  })
  .strict();

export type PaymentListQuery = z.output<typeof paymentListSchema>;

/** The seller's payment operations and wallets, read from the local copy (the money stream keeps it). */
export const paymentChannels = {
  /** Newest first, filtered by group, wallet and time. */
  'payments:list': channel<Page<PaymentOperationRow>>()(paymentListSchema, emptyPage),
  /** Each wallet's balance after its newest operation, and the totals per currency. */
  'payments:balances': channel<PaymentBalances>()(z.object({ accountId: accountIdField }).strict(), {
    empty: { wallets: [], totals: [] },
  }),
  /** The operations of one payment (an order's), newest first. */
  'payments:ofPayment': channel<PaymentOperationRow[]>()(
    z.object({ accountId: accountIdField, paymentId: z.string().min(1).max(100) }).strict(),
    emptyList,
  ),
};
