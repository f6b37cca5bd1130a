import type {
  ConditionAddress,
  ImpliedWarranty,
  ReturnPolicy,
  Warranty,
  WarrantyPeriod,
} from './after-sales';
import type { FieldError } from './errors';
import type { Language } from './settings';

/** What the seller edits: a condition without its id (an edit starts from the stored one). */
export type AfterSalesDraft = Omit<ReturnPolicy, 'id'> | Omit<ImpliedWarranty, 'id'> | Omit<Warranty, 'id'>;

/** The marketplace's limits for after-sales conditions (document 3 and its reference). */
export const afterSalesLimits = { nameMax: 200, descriptionMax: 10_240 } as const;

export const restrictionCauses = [
  'SEALED_MEDIA',
  'SEALED_ITEM_NO_RETURN_DUE_HEALTH_OR_HYGIENE',
  'CUSTOM_ITEM',
  'SHORT_SHELF_LIFE',
  'INSEPARABLY_LINKED',
  'PRESS',
  'MEDICINAL_PRODUCT',
  'NOT_RECORDED_DIGITAL_CONTENT',
  'VALUE_DEPENDENT_ON_FINANCIAL_MARKET',
] as const;

type Code =
  | 'required'
  | 'tooLong'
  | 'notAllowed'
  | 'days'
  | 'years'
  | 'period'
  | 'countryCode'
  | 'postCode'
  | 'phone'
  | 'email';

const labels: Record<string, [pl: string, en: string]> = {
  name: ['Nazwa', 'Name'],
  'availability.range': ['Prawo odstąpienia', 'Right of withdrawal'],
  'availability.restrictionCause.name': ['Powód ograniczenia', 'Reason for the restriction'],
  withdrawalPeriod: ['Czas na odstąpienie', 'Withdrawal period'],
  'returnCost.coveredBy': ['Koszt zwrotu pokrywa', 'Return cost paid by'],
  'address.name': ['Nazwa w adresie', 'Name in the address'],
  'address.street': ['Ulica', 'Street'],
  'address.postCode': ['Kod pocztowy', 'Post code'],
  'address.city': ['Miasto', 'City'],
  'address.countryCode': ['Kraj', 'Country'],
  'contact.phoneNumber': ['Telefon', 'Phone'],
  'contact.email': ['E-mail', 'E-mail'],
  'individual.period': ['Okres dla konsumentów', 'Period for consumers'],
  'corporate.period': ['Okres dla firm', 'Period for companies'],
  type: ['Gwarant', 'Warrantor'],
  description: ['Opis', 'Description'],
};

const texts: Record<Language, Record<Code, (label: string, extra: string) => string>> = {
  pl: {
    required: (l) => `${l}: pole jest wymagane.`,
    tooLong: (l, max) => `${l}: najwyżej ${max} znaków.`,
    notAllowed: (l) => `${l}: wybierz wartość z listy.`,
    days: (l) => `${l}: podaj liczbę dni (np. 14).`,
    years: (l) => `${l}: podaj pełne lata (np. 2).`,
    period: (l) => `${l}: podaj okres w latach, miesiącach lub dniach albo zaznacz „dożywotnia”.`,
    countryCode: (l) => `${l}: podaj dwuliterowy kod kraju (np. PL).`,
    postCode: (l, country) => `${l}: to nie jest kod pocztowy kraju ${country}.`,
    phone: (l) => `${l}: podaj od 9 do 15 cyfr.`,
    email: (l) => `${l}: to nie jest adres e-mail.`,
  },
  en: {
    required: (l) => `${l}: this field is required.`,
    tooLong: (l, max) => `${l}: at most ${max} characters.`,
    notAllowed: (l) => `${l}: choose a value from the list.`,
    days: (l) => `${l}: enter a number of days (such as 14).`,
    years: (l) => `${l}: enter whole years (such as 2).`,
    period: (l) => `${l}: enter a period in years, months or days, or tick “lifetime”.`,
    countryCode: (l) => `${l}: enter a two-letter country code (such as PL).`,
    postCode: (l, country) => `${l}: this is not a post code of ${country}.`,
    phone: (l) => `${l}: enter 9 to 15 digits.`,
    email: (l) => `${l}: this is not an e-mail address.`,
  },
};

const POST_CODES: Record<string, RegExp> = { PL: /^\d{2}-\d{3}$/, CZ: /^\d{3} \d{2}$/, SK: /^\d{3} \d{2}$/ };
const ANY_POST_CODE = /^[A-Za-z0-9 -]{1,16}$/;
const DAYS = /^P\d+D$/;
const YEARS = /^P[1-9]\d*Y$/;
const PERIOD = /^P(?=\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?$/;

/**
 * What the marketplace would refuse in a condition, field by field, in the seller's language; empty when nothing.
 * Paths are the marketplace's (`address.postCode`), so its own answers land on the same fields.
 */
export function afterSalesProblems(draft: AfterSalesDraft, language: Language): FieldError[] {
  const problems: FieldError[] = [];
  const add = (path: string, code: Code, extra = '') => {
    const [pl, en] = labels[path] ?? [path, path];
    problems.push({ path, code, userMessage: texts[language][code](language === 'pl' ? pl : en, extra) });
  };
  const text = (path: string, value: string | null | undefined, max: number, required = true): boolean => {
    if (value === null || value === undefined || value.trim() === '') {
      if (required) add(path, 'required');
      return false;
    }
    if ([...value].length > max) {
      add(path, 'tooLong', String(max));
      return false;
    }
    return true;
  };
  const oneOf = (path: string, value: string | null, allowed: readonly string[]) => {
    if (value === null || value === '') add(path, 'required');
    else if (!allowed.includes(value)) add(path, 'notAllowed');
  };
  const address = (a: ConditionAddress | null, byCountry: boolean) => {
    if (!a) {
      for (const field of ['name', 'street', 'postCode', 'city', 'countryCode'])
        add(`address.${field}`, 'required');
      return;
    }
    const country = a.countryCode;
    const countryOk = /^[A-Z]{2}$/.test(country);
    if (!countryOk) add('address.countryCode', country === '' ? 'required' : 'countryCode');
    const short = byCountry && ['PL', 'CZ', 'SK'].includes(country);
    text('address.name', a.name, byCountry && ['CZ', 'SK'].includes(country) ? 50 : 200);
    text('address.street', a.street, short ? 35 : 200);
    text('address.city', a.city, short ? 30 : 200);
    // The reference gives post code formats for return addresses only.
    if (text('address.postCode', a.postCode, 16) && countryOk && byCountry) {
      if (!(POST_CODES[country] ?? ANY_POST_CODE).test(a.postCode))
        add('address.postCode', 'postCode', country);
    }
  };
  const warrantyPeriod = (path: string, p: WarrantyPeriod | null) => {
    if (p?.lifetime) return;
    if (!p?.period) add(`${path}.period`, 'required');
    else if (!PERIOD.test(p.period)) add(`${path}.period`, 'period');
  };

  text('name', draft.name, afterSalesLimits.nameMax);
  switch (draft.kind) {
    case 'return-policy': {
      oneOf('availability.range', draft.range, ['FULL', 'RESTRICTED']);
      if (draft.range === 'RESTRICTED') {
        oneOf('availability.restrictionCause.name', draft.restrictionCause?.name ?? null, restrictionCauses);
      }
      const full = draft.range === 'FULL';
      if (full && !draft.withdrawalPeriod) add('withdrawalPeriod', 'required');
      else if (draft.withdrawalPeriod && !DAYS.test(draft.withdrawalPeriod)) add('withdrawalPeriod', 'days');
      if (full) oneOf('returnCost.coveredBy', draft.returnCostCoveredBy, ['SELLER', 'BUYER']);
      address(draft.address, true);
      const phone = draft.contact?.phoneNumber;
      if (phone && !/^\+?[\d ]{9,17}$/.test(phone)) add('contact.phoneNumber', 'phone');
      const email = draft.contact?.email;
      if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) add('contact.email', 'email');
      break;
    }
    case 'implied-warranty':
      if (!draft.individualPeriod) add('individual.period', 'required');
      else if (!YEARS.test(draft.individualPeriod)) add('individual.period', 'years');
      if (draft.corporatePeriod && !YEARS.test(draft.corporatePeriod)) add('corporate.period', 'years');
      address(draft.address, false);
      text('description', draft.description, afterSalesLimits.descriptionMax, false);
      break;
    case 'warranty':
      oneOf('type', draft.type, ['MANUFACTURER', 'SELLER']);
      warrantyPeriod('individual', draft.individual);
      if (draft.corporate) warrantyPeriod('corporate', draft.corporate);
      text('description', draft.description, afterSalesLimits.descriptionMax, false);
      break;
  }
  return problems;
}
