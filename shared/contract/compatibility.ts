import { z } from 'zod';
import type { CompatibilityRow, CompatibleVehicle, OfferCompatibility } from '../compatibility';
import { channel } from './define';
import { accountIdField } from './query';

const offerRef = z.object({ accountId: accountIdField, offerId: z.string().min(1).max(200) }).strict();

/** Compatibility lists in the offer editor: the local copy's rules and vehicle database, and the suggestion. */
export const compatibilityChannels = {
  /** The offer's category rules, its list and the makes, from the local copy. */
  'compatibility:forOffer': channel<OfferCompatibility>()(offerRef, 'required'),
  /**
   * The vehicles of one make, from the local copy; a make never read is read from the marketplace first
   * (then kept, so it reads offline after).
   */
  'compatibility:vehicles': channel<CompatibleVehicle[]>()(
    z
      .object({
        accountId: accountIdField,
        itemsType: z.string().regex(/^[A-Z_]{1,40}$/),
        groupId: z.string().min(1).max(100),
      })
      .strict(),
    'required',
  ),
  /** The list the marketplace suggests for an offer that has none (needs the marketplace). */
  'compatibility:suggest': channel<CompatibilityRow[]>()(offerRef, 'required'),
};
