import { z } from 'zod';
import type { Page } from '../page';
import { ratingSorts, type RatingRow } from '../ratings';
import { channel } from './define';
import { accountIdField, pagingFields } from './query';

export const ratingListSchema = z
  .object({
    accountId: accountIdField,
    recommended: z.boolean().optional(),
    answered: z.boolean().optional(),
    sort: z.enum(ratingSorts).default('-lastChangedAt'),
    ...pagingFields,
  })
  .strict();

export type RatingListQuery = z.output<typeof ratingListSchema>;

export const ratingChannels = {
  'ratings:list': channel<Page<RatingRow>>()(ratingListSchema),
};
