import { unprocessable } from '../http/errors';
import { compatibleProduct, supportedCategory } from './data';

/** An offer's compatibility list as the demo keeps it: vehicle rows by id, or text rows. */
export type CompatibilityItem =
  { type: 'ID'; id: string; additionalInfo?: { value: string }[] } | { type: 'TEXT'; text: string };
export interface CompatibilityList {
  type: 'MANUAL';
  items: CompatibilityItem[];
}

/** Document 2, Limits: at most 200 characters per row in general, whatever the category says. */
const GENERAL_LINE = 200;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function notSupported(categoryId: string): Error {
  return unprocessable(
    `The category ${categoryId} does not support a compatibility list`,
    'compatibilityList',
    'CompatibilityListCategoryNotSupportedException',
    `Kategoria ${categoryId} nie obsługuje sekcji „Pasuje do”.`,
  );
}

/**
 * `compatibilityList` of a PATCH: null removes it; otherwise a MANUAL list whose rows have the form the
 * category takes (vehicle ids from the database, or text within the category's row and line limits).
 */
export function readCompatibilityList(value: unknown, categoryId: string): CompatibilityList | null {
  if (value === null) return null;
  const category = supportedCategory(categoryId);
  if (!category) throw notSupported(categoryId);
  if (!isObject(value) || !Array.isArray(value.items))
    throw unprocessable('compatibilityList must be an object with an items list', 'compatibilityList');
  if (value.type !== undefined && value.type !== 'MANUAL') {
    throw unprocessable(
      value.type === 'PRODUCT_BASED'
        ? 'A PRODUCT_BASED compatibility list needs a product that has one'
        : 'compatibilityList.type must be MANUAL or PRODUCT_BASED',
      'compatibilityList.type',
    );
  }
  if (value.items.length > category.maxRows) {
    throw unprocessable(
      `The compatibility list may hold at most ${category.maxRows} rows`,
      'compatibilityList.items',
      'VALIDATION_ERROR',
      `Sekcja „Pasuje do” może mieć najwyżej ${category.maxRows} wierszy.`,
    );
  }
  const maxLine = Math.min(category.maxCharactersPerLine ?? GENERAL_LINE, GENERAL_LINE);
  const items = value.items.map((item, index): CompatibilityItem => {
    const path = `compatibilityList.items[${index}]`;
    if (!isObject(item)) throw unprocessable('A compatibility list item must be an object', path);
    const type = item.type ?? (item.text !== undefined ? 'TEXT' : undefined);
    if (type !== 'ID' && type !== 'TEXT') {
      throw unprocessable(
        `Unknown compatibility list item type ${String(item.type)}`,
        path,
        'CompatibilityListUnknownItemsTypeException',
      );
    }
    if (type !== category.inputType) {
      throw unprocessable(
        `The category ${categoryId} takes ${category.inputType} items only`,
        path,
        'CompatibilityListUnsupportedItemsTypeException',
        `W tej kategorii sekcja „Pasuje do” przyjmuje tylko ${category.inputType === 'ID' ? 'pojazdy z bazy' : 'tekst'}.`,
      );
    }
    if (type === 'TEXT') {
      const text = typeof item.text === 'string' ? item.text.trim() : '';
      if (text === '') throw unprocessable('A text row must not be empty', `${path}.text`);
      if (text.length > maxLine) {
        throw unprocessable(
          `A text row may have at most ${maxLine} characters`,
          `${path}.text`,
          'VALIDATION_ERROR',
          `Wiersz sekcji „Pasuje do” może mieć najwyżej ${maxLine} znaków.`,
        );
      }
      return { type: 'TEXT', text };
    }
    const id = typeof item.id === 'string' ? item.id : '';
    if (!compatibleProduct(id)) {
      throw unprocessable(
        `Compatible product ${id || '(none)'} is not in the vehicle database`,
        `${path}.id`,
        'VALIDATION_ERROR',
        `Pojazdu ${id || '(brak)'} nie ma w bazie pojazdów.`,
      );
    }
    const info = Array.isArray(item.additionalInfo)
      ? item.additionalInfo
          .filter(isObject)
          .map((i) => ({ value: typeof i.value === 'string' ? i.value : '' }))
      : [];
    return { type: 'ID', id, ...(info.length > 0 ? { additionalInfo: info } : {}) };
  });
  return { type: 'MANUAL', items };
}
