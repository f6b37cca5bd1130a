import type { FieldError } from '../../../../shared/errors';
import { offerLimits, offerProblems, type OfferProblem } from '../../../../shared/offer-rules';
import type { OfferChangeMarks, OfferDetail } from '../../../../shared/offers';
import type { OfferField, OfferFields } from '../../../../shared/outbox';
import type { Translate } from '../../i18n/translate';

/** The editor's fields as typed: text, so a half-typed price is kept as the seller left it. */
export interface OfferDraft {
  name: string;
  price: string;
  stock: string;
}

/** Where the marketplace (and the local checks) name the fields the editor shows. */
export const editorPaths = ['name', 'sellingMode.price', 'stock.available', 'description'] as const;
export type EditorPath = (typeof editorPaths)[number];

export const pathOfField: Partial<Record<OfferField, EditorPath>> = {
  name: 'name',
  price: 'sellingMode.price',
  stock: 'stock.available',
  description: 'description',
};

/** `decimal` is the interface language's decimal mark: the price field shows "184,99" where the lists do. */
export function draftOf(
  offer: Pick<OfferDetail, 'name' | 'price' | 'stockAvailable'>,
  decimal = '.',
): OfferDraft {
  return {
    name: offer.name,
    price: offer.price?.amount.replace('.', decimal) ?? '',
    stock: offer.stockAvailable === null ? '' : String(offer.stockAvailable),
  };
}

/** "12,5" and "12.50 " are the same price: a decimal comma as Polish sellers type it, spaces dropped. */
function normalAmount(text: string): string {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Number(plain).toFixed(2) : plain;
}

/**
 * What the draft changes on the offer (fields left as they are stay out) and what is wrong with it for certain,
 * at the fields the marketplace would name.
 */
export function draftChange(
  offer: Pick<OfferDetail, 'name' | 'price' | 'stockAvailable'>,
  draft: OfferDraft,
): { fields: OfferFields; problems: OfferProblem[] } {
  const fields: OfferFields = {};
  const problems: OfferProblem[] = [];
  if (draft.name !== offer.name) fields.name = draft.name.trim();
  const amount = normalAmount(draft.price);
  if (offer.price && amount !== normalAmount(offer.price.amount)) {
    fields.price = { amount, currency: offer.price.currency };
  }
  const stockText = draft.stock.trim();
  if (stockText !== (offer.stockAvailable === null ? '' : String(offer.stockAvailable))) {
    if (/^\d{1,9}$/.test(stockText)) fields.stock = Number(stockText);
    else problems.push({ path: 'stock.available', code: 'stockInvalid' });
  }
  return { fields, problems: [...offerProblems(fields), ...problems] };
}

/** The field a path names, also a part of it (sellingMode.price.amount, description.sections[0]...). */
export const editorPathOf = (path: string | null): EditorPath | undefined =>
  editorPaths.find((p) => path === p || path?.startsWith(`${p}.`) || path?.startsWith(`${p}[`));

export const hasFields = (fields: OfferFields): boolean => Object.keys(fields).length > 0;

/**
 * One message per field: a local check's first, else the marketplace's refusal as it wrote it. Errors at no
 * field the editor shows go under `other`.
 */
export function fieldMessages(
  problems: OfferProblem[],
  failed: OfferChangeMarks['failedChange'],
  t: Translate,
): { at: Partial<Record<EditorPath, string>>; other: FieldError[] } {
  const at: Partial<Record<EditorPath, string>> = {};
  const other: FieldError[] = [];
  for (const error of failed?.errors ?? []) {
    const path = editorPathOf(error.path);
    if (path) at[path] ??= error.userMessage;
    else other.push(error);
  }
  for (const problem of problems) {
    const path = editorPathOf(problem.path);
    if (path) at[path] = t(`outbox.problems.${problem.code}`, { max: offerLimits.nameMax });
  }
  return { at, other };
}
