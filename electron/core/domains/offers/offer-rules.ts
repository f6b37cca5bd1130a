import { descriptionLimits } from '../../../../shared/offer-description';
import { offerLimits, offerProblems } from '../../../../shared/offer-rules';
import type { OfferFields } from '../../../../shared/outbox';
import type { Language } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';
import { offerText } from './messages';

/**
 * Refuses values the marketplace would refuse for certain, naming the field, before anything is stored; a
 * description's pictures are checked against the offer's `images` when the local copy knows them.
 */
export function checkOfferFields(
  fields: OfferFields,
  language: Language,
  images: readonly string[] | null = null,
): void {
  const problem = offerProblems(fields, images)[0];
  if (!problem) return;
  const values = {
    max:
      problem.code === 'nameLength'
        ? offerLimits.nameMax
        : problem.code === 'descriptionTooLong'
          ? descriptionLimits.maxBytes
          : problem.code === 'sectionItems'
            ? descriptionLimits.maxItems
            : offerLimits.stockMax,
  };
  throw new AppError('VALIDATION_FAILED', `${problem.path}: ${offerText.text(problem.code, 'en', values)}`, {
    userMessage: offerText.text(problem.code, language, values),
  });
}
