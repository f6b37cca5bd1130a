import type { OfferFields } from '../../../../shared/outbox';
import { afterSalesBody } from './offer-edit';

/**
 * An offer's full JSON with the fields of a change that live only there (not in the list's columns) written as the
 * marketplace holds them: what the local copy shows while the change waits. One place for both the seller's edit
 * and the sync's overlay, so a new field of the editor is added once.
 */
export function withDetailFields(raw: string, fields: OfferFields): string {
  const { description, afterSalesServices, compatibilityList, shippingRatesId } = fields;
  if ([description, afterSalesServices, compatibilityList, shippingRatesId].every((f) => f === undefined))
    return raw;
  const body = JSON.parse(raw) as Record<string, unknown>;
  if (shippingRatesId !== undefined) {
    const delivery = body.delivery as Record<string, unknown> | undefined;
    body.delivery = { ...delivery, shippingRates: { id: shippingRatesId } };
  }
  if (description !== undefined) body.description = description;
  if (afterSalesServices !== undefined) body.afterSalesServices = afterSalesBody(afterSalesServices);
  if (compatibilityList !== undefined) body.compatibilityList = compatibilityList;
  return JSON.stringify(body);
}
