import type { Change, OfferFields, RatingFields } from '../../../../shared/outbox';
import type { OrderFields } from '../../../../shared/tracking';
import type { TranslationFields } from '../../../../shared/translations';
import type { Translate } from '../../i18n/translate';

type Fields = OfferFields & RatingFields & TranslationFields & OrderFields;
/** An order's change shows its tracking number (with its carrier) or the status it sets; the rest is in its detail. */
type Field = Exclude<keyof Fields, 'carrierId' | 'carrierName' | 'lineItemIds' | 'afterChange'>;
/** The seller's way of writing money (useFormat's `money`). */
type Money = (amount: string, currency: string) => string;

const order: Field[] = [
  'language',
  'name',
  'title',
  'price',
  'stock',
  'status',
  'description',
  'afterSalesServices',
  'compatibilityList',
  'shippingRatesId',
  'tagIds',
  'answer',
  'removal',
  'deleted',
  'waybill',
  'fulfillmentStatus',
];
/** A translation's fields, named in its own messages. */
type TranslationField = 'language' | 'title' | 'deleted';
const isTranslationField = (field: Field): field is TranslationField =>
  field === 'language' || field === 'title' || field === 'deleted';

function valueText(fields: Fields, field: Field, t: Translate, money: Money): string {
  switch (field) {
    case 'price':
      return fields.price ? money(fields.price.amount, fields.price.currency) : '–';
    case 'stock':
      return fields.stock === undefined ? '–' : String(fields.stock);
    case 'status':
      return fields.status ? t(`outbox.publication.${fields.status}`) : '–';
    case 'description':
      // A description is sections of HTML: the history says that it changed, the editor shows it.
      return '…';
    case 'afterSalesServices':
      // Conditions are named by id: the offer's detail shows their names.
      return fields.afterSalesServices ? '…' : '–';
    case 'compatibilityList':
      // The history counts the rows; the editor shows them.
      return fields.compatibilityList ? String(fields.compatibilityList.items.length) : '–';
    case 'deleted':
      return fields.deleted ? t(`offerTranslations.deletedValues.${fields.deleted}`) : '–';
    case 'tagIds':
      return fields.tagIds ? String(fields.tagIds.length) : '–';
    case 'waybill':
      return fields.waybill ? `${fields.waybill} (${fields.carrierName ?? fields.carrierId ?? ''})` : '–';
    case 'fulfillmentStatus':
      return fields.fulfillmentStatus ? t(`fulfillmentStatus.${fields.fulfillmentStatus as 'SENT'}`) : '–';
    default:
      return fields[field] ?? '–';
  }
}

/** Each field a change sets, with its value before and after, in the order the editor shows the fields. */
export function changeLines(
  change: Pick<Change, 'fields' | 'previous'>,
  t: Translate,
  money: Money,
): { field: Field; label: string; before: string; after: string }[] {
  return order
    .filter((field) => change.fields[field] !== undefined)
    .map((field) => ({
      field,
      label: isTranslationField(field) ? t(`offerTranslations.fields.${field}`) : t(`outbox.fields.${field}`),
      before: valueText(change.previous, field, t, money),
      after: valueText(change.fields, field, t, money),
    }));
}

/** Undo makes a change back to the values before; only a change the marketplace holds has something to undo. */
export const undoable = (change: Pick<Change, 'state' | 'entityType'>): boolean =>
  change.state === 'sent' && change.entityType === 'offer';
