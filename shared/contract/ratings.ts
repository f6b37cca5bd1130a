import { z } from 'zod';
import type { Change } from '../outbox';
import type { Page } from '../page';
import { ratingSorts, ratingTextMax, type RatingRow } from '../ratings';
import { channel } from './define';
import { accountIdField, pagingFields, emptyPage, searchField } from './query';

export const ratingListSchema = z
  .object({
    accountId: accountIdField,
    recommended: z.boolean().optional(),
    answered: z.boolean().optional(),
    /** The buyer's login, the comment, the answer, the order's id or its offers' titles, as the seller types. */
    search: searchField,
    sort: z.enum(ratingSorts).default('-lastChangedAt'),
    ...pagingFields,
  })
  .strict();

export type RatingListQuery = z.output<typeof ratingListSchema>;

/**
 * An answer's or a removal request's text: the marketplace takes 1 to 500 characters, counted as JavaScript
 * counts them (an emoji is two), which zod's own `max` does not.
 */
const ratingText = z
  .string()
  .refine((text) => text.length <= ratingTextMax, `at most ${ratingTextMax} characters`)
  .refine((text) => text.trim().length > 0, 'the text is empty');

const ratingRef = { accountId: accountIdField, ratingId: z.string().min(1).max(200) };

export const ratingChannels = {
  'ratings:list': channel<Page<RatingRow>>()(ratingListSchema, emptyPage),
  /** One rating of the local copy, as the list shows it: its open detail. */
  'ratings:get': channel<RatingRow>()(z.object(ratingRef).strict(), 'required'),
  /** Stores the seller's answer (shown at once); the outbox sends it. */
  'ratings:answer': channel<Change>()(z.object({ ...ratingRef, text: ratingText }).strict(), 'required'),
  /** Stores a request to remove the rating, with its reason; refused past the rating's `removalPossibleTo`. */
  'ratings:requestRemoval': channel<Change>()(
    z.object({ ...ratingRef, message: ratingText }).strict(),
    'required',
  ),
};
