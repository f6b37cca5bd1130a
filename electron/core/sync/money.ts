import { paymentOperationsReader } from './payment-operations';
import { billingReader } from './billing';
import type { StreamReader } from './readers';
import { refundClaimsReader } from './refund-claims';

/**
 * The money stream: what the marketplace charged (billing entries), what it paid out and holds (payment
 * operations) and the seller's commission refund claims. Read every `moneyPollMs`; each reader is one line here.
 */
export const moneyReaders: StreamReader[] = [paymentOperationsReader, refundClaimsReader, billingReader];
