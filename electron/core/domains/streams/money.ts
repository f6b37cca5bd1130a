import { paymentOperationsReader } from '../payments/payment-operations-sync';
import { billingReader } from '../billing/billing-sync';
import type { StreamReader } from '../../sync/readers';
import { refundClaimsReader } from '../claims/claims-sync';

/**
 * The money stream: what the marketplace charged (billing entries), what it paid out and holds (payment
 * operations) and the seller's commission refund claims. Read every `moneyPollMs`; each reader is one line here.
 */
export const moneyReaders: StreamReader[] = [paymentOperationsReader, refundClaimsReader, billingReader];
