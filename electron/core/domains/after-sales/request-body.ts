import type { AfterSalesDraft } from '../../../../shared/after-sales-rules';
import { obj, type Json } from '../../market/records/json';

/** Fields the marketplace sets itself: never sent back. */
const serverFields = ['id', 'seller', 'createdAt', 'updatedAt'];

/**
 * The body of a POST or PUT of an after-sales condition: the seller's draft laid over the condition's stored body
 * (for an edit), so fields the app does not know travel back unchanged, as a PUT replaces the condition whole.
 */
export function afterSalesRequestBody(draft: AfterSalesDraft, stored: unknown = null): Json {
  const base: Json = { ...(obj(stored) ?? {}) };
  // A description cleared in the draft is left out, not carried over from the stored body.
  for (const field of [...serverFields, 'description']) delete base[field];
  switch (draft.kind) {
    case 'return-policy': {
      // The withdrawal form is the marketplace's own and cannot be changed.
      delete base.attachment;
      return {
        ...base,
        name: draft.name,
        availability: {
          range: draft.range,
          restrictionCause: draft.restrictionCause ? { name: draft.restrictionCause.name } : null,
        },
        withdrawalPeriod: draft.withdrawalPeriod,
        returnCost: draft.returnCostCoveredBy ? { coveredBy: draft.returnCostCoveredBy } : null,
        address: draft.address,
        contact: draft.contact,
        options: draft.options,
      };
    }
    case 'implied-warranty':
      return {
        ...base,
        name: draft.name,
        individual: { period: draft.individualPeriod },
        corporate: draft.corporatePeriod ? { period: draft.corporatePeriod } : null,
        address: draft.address,
        ...(draft.description !== null ? { description: draft.description } : {}),
      };
    case 'warranty':
      return {
        ...base,
        name: draft.name,
        type: draft.type,
        individual: draft.individual,
        corporate: draft.corporate,
        attachment: draft.attachment ? { id: draft.attachment.id, name: draft.attachment.name } : null,
        ...(draft.description !== null ? { description: draft.description } : {}),
      };
  }
}
