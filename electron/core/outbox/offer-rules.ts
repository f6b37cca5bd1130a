import { offerLimits, offerProblems } from '../../../shared/offer-rules';
import type { OfferFields } from '../../../shared/outbox';
import type { Language } from '../../../shared/settings';
import { AppError } from '../app/errors';
import { outboxText } from './messages';

/** Refuses values the marketplace would refuse for certain, naming the field, before anything is stored. */
export function checkOfferFields(fields: OfferFields, language: Language): void {
  const problem = offerProblems(fields)[0];
  if (!problem) return;
  const values = { max: problem.code === 'nameLength' ? offerLimits.nameMax : offerLimits.stockMax };
  throw new AppError('VALIDATION_FAILED', `${problem.path}: ${outboxText.text(problem.code, 'en', values)}`, {
    userMessage: outboxText.text(problem.code, language, values),
  });
}
