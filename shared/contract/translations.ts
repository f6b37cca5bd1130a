import { z } from 'zod';
import { offerLimits } from '../offer-rules';
import type { Change } from '../outbox';
import { languageTagPattern, translationElements, type OfferTranslations } from '../translations';
import { channel } from './define';
import { accountIdField } from './query';

const offerId = z.string().min(1).max(200);
const language = z.string().regex(languageTagPattern);

const description = z
  .object({
    sections: z
      .array(
        z
          .object({
            items: z
              .array(
                z
                  .object({
                    type: z.string().min(1).max(40),
                    content: z.string().max(40_000).optional(),
                    url: z.string().max(2000).optional(),
                  })
                  .strict(),
              )
              .max(10),
          })
          .strict(),
      )
      .min(1)
      .max(100),
  })
  .strict();

const ref = z.object({ accountId: accountIdField, offerId }).strict();

/** An offer's translations: read from the local copy; edits and deletes of manual ones go through the outbox. */
export const translationChannels = {
  /** From the local copy (offline too), the waiting changes shown. */
  'translations:get': channel<OfferTranslations>()(ref, 'required'),
  /** Reads them from the marketplace into the local copy first (the detail opened online); OFFLINE when it cannot. */
  'translations:refresh': channel<OfferTranslations>()(ref, 'required'),
  /** A manual translation's title and/or description in one language; at least one of them. */
  'translations:edit': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        offerId,
        language,
        title: z.string().min(1).max(offerLimits.nameMax).optional(),
        description: description.optional(),
      })
      .strict()
      .refine(
        (input) => input.title !== undefined || input.description !== undefined,
        'title or description',
      ),
    'required',
  ),
  /** Deletes a manual translation's title, description, or both when `element` is left out. */
  'translations:delete': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        offerId,
        language,
        element: z.enum(translationElements).optional(),
      })
      .strict(),
    'required',
  ),
};
