import { descriptionProblems, type DescriptionProblemCode } from './offer-description';
import type { OfferFields } from './outbox';

/** The marketplace's limits an offer change is checked against before it is stored (the marketplace checks again). */
export const offerLimits = { nameMax: 75, stockMax: 1_000_000 } as const;

export type OfferProblemCode = 'nameLength' | 'priceInvalid' | 'stockInvalid' | DescriptionProblemCode;

/** A value the marketplace would refuse for certain, at the field it names (the editor shows it there). */
export interface OfferProblem {
  /** A description's problem names its section or item: `description.sections.0.items.1`. */
  path: 'name' | 'sellingMode.price' | 'stock.available' | `description${string}`;
  code: OfferProblemCode;
}

/**
 * What is wrong with the values of an offer change, field by field; empty when nothing is. A description's
 * pictures are checked against the offer's `images` when they are known.
 */
export function offerProblems(fields: OfferFields, images: readonly string[] | null = null): OfferProblem[] {
  const problems: OfferProblem[] = [];
  if (
    fields.name !== undefined &&
    (fields.name.trim() === '' || [...fields.name].length > offerLimits.nameMax)
  )
    problems.push({ path: 'name', code: 'nameLength' });
  if (
    fields.price !== undefined &&
    (!/^\d{1,9}(\.\d{1,2})?$/.test(fields.price.amount) || Number(fields.price.amount) <= 0)
  )
    problems.push({ path: 'sellingMode.price', code: 'priceInvalid' });
  if (
    fields.stock !== undefined &&
    (!Number.isInteger(fields.stock) || fields.stock < 0 || fields.stock > offerLimits.stockMax)
  )
    problems.push({ path: 'stock.available', code: 'stockInvalid' });
  if (fields.description !== undefined) problems.push(...descriptionProblems(fields.description, images));
  return problems;
}
