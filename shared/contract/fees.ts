import { z } from 'zod';
import type { FeePreview, OfferQuoteSummary, OfferQuotes } from '../fees';
import { channel } from './define';
import { accountIdField, emptyList } from './query';

const offerId = z.string().regex(/^\d{1,20}$/);
/** A price as the editor sends it once the seller's typing is a valid amount: digits, at most two decimals. */
const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);
/** The batch price change previews at most this many offers (one request each). */
export const feePreviewBatchMax = 20;

/**
 * What the marketplace charges. The previews ask the marketplace (they need the connection: OFFLINE without it);
 * the offers' running fees come from the local copy.
 */
export const feeChannels = {
  'fees:preview': channel<FeePreview>()(
    z.object({ accountId: accountIdField, offerId, amount }).strict(),
    'required',
  ),
  /** Several offers at new prices (the batch price change): each one's preview, or its error's text. */
  'fees:previewMany': channel<{ offerId: string; preview: FeePreview | null; error: string | null }[]>()(
    z
      .object({
        accountId: accountIdField,
        items: z.array(z.object({ offerId, amount }).strict()).min(1).max(feePreviewBatchMax),
      })
      .strict(),
    'required',
  ),
  'fees:quotes': channel<OfferQuoteSummary[]>()(z.object({ accountId: accountIdField }).strict(), emptyList),
  'fees:offerQuotes': channel<OfferQuotes | null>()(
    z.object({ accountId: accountIdField, offerId }).strict(),
    'required',
  ),
};
