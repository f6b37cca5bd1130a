import type { StreamReader } from './readers';
import { invoicesReader } from './invoices';

/**
 * The money stream: what the marketplace charged (billing entries), what it paid out and holds (payment
 * operations) and the seller's commission refund claims. Read every `moneyPollMs`; each reader is one line here.
 */
export const moneyReaders: StreamReader[] = [invoicesReader];
