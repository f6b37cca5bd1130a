import type { FieldError } from '../../../../shared/errors';
import type { OfferAfterSales, OfferFields } from '../../../../shared/outbox';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import { offerFromDetail, type OfferRecord } from './offer-records';
import { errorOf, transient } from '../../market/step-errors';
import { seg } from '../../shipping/gateway';
import { askedPause } from '../../outbox/step';

/** Where one step of an offer edit left it. */
export type EditStep =
  | { kind: 'sent'; offer: unknown }
  | { kind: 'accepted'; operation: string; retryAfterMs: number }
  | { kind: 'refused'; errors: FieldError[] }
  /** The offer no longer exists (404): nothing can change it any more. */
  | { kind: 'gone' }
  /**
   * The marketplace finished the accepted edit, and the offer holds other values: changed elsewhere since, or not
   * applied. Sending it again could overwrite a newer change, so the seller decides (retry).
   */
  | { kind: 'finishedOtherwise' }
  /** Not now: offline, a 5xx, the offer still busy with an earlier edit. `delivered`: may it have landed? */
  | { kind: 'later'; delivered: 'none' | 'unknown'; retryAfterMs: number | null; error: FieldError };

/** The PATCH body of an edit: only the fields it sets, in the marketplace's shape. */
export function patchBody(fields: OfferFields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (fields.name !== undefined) body.name = fields.name;
  if (fields.price !== undefined) body.sellingMode = { price: fields.price };
  if (fields.stock !== undefined) body.stock = { available: fields.stock };
  if (fields.description !== undefined) body.description = fields.description;
  if (fields.afterSalesServices !== undefined)
    body.afterSalesServices = afterSalesBody(fields.afterSalesServices);
  if (fields.compatibilityList !== undefined) body.compatibilityList = fields.compatibilityList;
  if (fields.shippingRatesId !== undefined) body.delivery = { shippingRates: { id: fields.shippingRatesId } };
  return body;
}

/** Whether the offer as the marketplace holds it carries every value of the edit. */
export function carries(offer: unknown, fields: OfferFields): boolean {
  let record: OfferRecord;
  try {
    record = offerFromDetail(offer);
  } catch {
    return false;
  }
  if (fields.name !== undefined && record.name !== fields.name) return false;
  if (
    fields.price !== undefined &&
    (record.price === null ||
      Number(record.price.amount) !== Number(fields.price.amount) ||
      record.price.currency !== fields.price.currency)
  )
    return false;
  if (fields.stock !== undefined && record.stockAvailable !== fields.stock) return false;
  if (
    fields.shippingRatesId !== undefined &&
    (offer as { delivery?: { shippingRates?: { id?: unknown } } }).delivery?.shippingRates?.id !==
      fields.shippingRatesId
  )
    return false;
  if (fields.description !== undefined) {
    const description = (offer as { description?: unknown }).description;
    if (JSON.stringify(description) !== JSON.stringify(fields.description)) return false;
  }
  if (fields.afterSalesServices !== undefined && !sameAfterSales(offer, fields.afterSalesServices))
    return false;
  if (fields.compatibilityList !== undefined && !carriesList(offer, fields.compatibilityList)) return false;
  return true;
}

/** The conditions as the marketplace names them in an offer: by id; a warranty left out is null. */
export function afterSalesBody(a: OfferAfterSales): Record<string, unknown> {
  const ref = (id: string | null) => (id === null ? null : { id });
  return {
    ...(a.returnPolicyId !== null ? { returnPolicy: ref(a.returnPolicyId) } : {}),
    ...(a.impliedWarrantyId !== null ? { impliedWarranty: ref(a.impliedWarrantyId) } : {}),
    warranty: ref(a.warrantyId),
  };
}

function sameAfterSales(offer: unknown, a: OfferAfterSales): boolean {
  const held = (offer as { afterSalesServices?: Record<string, { id?: unknown } | null> }).afterSalesServices;
  const id = (key: string) => (typeof held?.[key]?.id === 'string' ? held[key].id : null);
  return (
    (a.returnPolicyId === null || id('returnPolicy') === a.returnPolicyId) &&
    (a.impliedWarrantyId === null || id('impliedWarranty') === a.impliedWarrantyId) &&
    id('warranty') === a.warrantyId
  );
}

/** The same rows in the same order (the marketplace may add fields to a row, such as an empty additionalInfo). */
function carriesList(offer: unknown, wanted: NonNullable<OfferFields['compatibilityList']>): boolean {
  const held = (offer as { compatibilityList?: { items?: unknown } | null }).compatibilityList;
  const items = Array.isArray(held?.items) ? (held.items as Record<string, unknown>[]) : [];
  return (
    items.length === wanted.items.length &&
    wanted.items.every((item, index) =>
      item.type === 'ID' ? items[index]?.id === item.id : items[index]?.text === item.text,
    )
  );
}

/** A failure as a step's outcome: a 409 (busy) or a transient failure waits, any other 4xx is a refusal. */
function failed(error: unknown, sent: boolean): EditStep {
  if (error instanceof MarketError && error.status === 404) return { kind: 'gone' };
  if (error instanceof MarketError && error.status === 409)
    return { kind: 'later', delivered: 'none', retryAfterMs: null, error: errorOf(error) };
  if (transient(error)) {
    // No answer or a 5xx after the request went out: it may have landed. A 401 or 429 was not applied.
    const unknown = sent && error instanceof MarketError && (error.status === 0 || error.status >= 500);
    return {
      kind: 'later',
      delivered: unknown ? 'unknown' : 'none',
      retryAfterMs: askedPause(error),
      error: errorOf(error),
    };
  }
  if (error instanceof MarketError && error.status >= 400 && error.status < 500)
    return { kind: 'refused', errors: [errorOf(error)] };
  throw error;
}

const offerPath = (id: string) => `/sale/product-offers/${seg(id)}`;

/**
 * Sends an edit (PATCH /sale/product-offers/{id}). 200: applied; 202: accepted, its operation read later.
 * Sending the same absolute values twice sets them twice, so a resend after a read-back is harmless.
 */
export async function sendEdit(client: MarketClient, offerId: string, request: unknown): Promise<EditStep> {
  try {
    const answer = await client.request({
      method: 'PATCH',
      path: offerPath(offerId),
      body: request,
      beta: 3,
    });
    if (answer.status === 202 && answer.location)
      return { kind: 'accepted', operation: answer.location, retryAfterMs: (answer.retryAfter ?? 1) * 1000 };
    return { kind: 'sent', offer: answer.data };
  } catch (error) {
    return failed(error, true);
  }
}

/** The offer as the marketplace holds it now; null when it is gone. */
export async function readOffer(client: MarketClient, offerId: string): Promise<unknown> {
  try {
    return await client.get(offerPath(offerId));
  } catch (error) {
    if (error instanceof MarketError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Reads an accepted edit's operation: still working (202) waits, done (303) reads the offer. An operation the
 * marketplace no longer knows is settled by reading the offer back; a finished one is never sent again.
 */
export async function readOperation(
  client: MarketClient,
  offerId: string,
  operation: string,
  fields: OfferFields,
): Promise<EditStep | { kind: 'unknown' }> {
  try {
    const path = new URL(operation).pathname.replace(/^.*?(\/sale\/)/, '$1');
    const answer = await client.request({ method: 'GET', path, beta: 3 });
    if (answer.status === 202)
      return { kind: 'accepted', operation, retryAfterMs: (answer.retryAfter ?? 1) * 1000 };
    const offer = await readOffer(client, offerId);
    if (offer === null) return { kind: 'gone' };
    return carries(offer, fields) ? { kind: 'sent', offer } : { kind: 'finishedOtherwise' };
  } catch (error) {
    if (error instanceof MarketError && error.status === 404) return { kind: 'unknown' };
    return failed(error, false);
  }
}
