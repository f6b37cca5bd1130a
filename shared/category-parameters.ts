import type { CategoryParameter, ParameterValue } from './categories';
import type { Language } from './settings';

export const parameterErrorCodes = [
  'REQUIRED',
  'NOT_A_NUMBER',
  'OUT_OF_RANGE',
  'TOO_PRECISE',
  'INVALID_RANGE',
  'UNKNOWN_VALUE',
  'TOO_MANY_VALUES',
  'TOO_SHORT',
  'TOO_LONG',
] as const;
export type ParameterErrorCode = (typeof parameterErrorCodes)[number];

/** A parameter's problem at its field, shaped like the marketplace's errors: `parameters[<id>]`. */
export interface ParameterError {
  path: string;
  code: ParameterErrorCode;
  userMessage: string;
}

type Values = Record<string, string>;

/** Polish plurals: 1 znak, 2–4 znaki (not 12–14), otherwise znaków. */
function pl(count: string, one: string, few: string, many: string): string {
  const n = Number(count);
  if (n === 1) return `${count} ${one}`;
  const last = n % 10;
  const lastTwo = n % 100;
  return `${count} ${last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many}`;
}
const en = (count: string, one: string, many: string): string => `${count} ${count === '1' ? one : many}`;

const texts: Record<Language, Record<ParameterErrorCode, (v: Values) => string>> = {
  pl: {
    REQUIRED: (v) => `Podaj wartość parametru „${v.name}”.`,
    NOT_A_NUMBER: (v) => `Parametr „${v.name}”: wpisz ${v.integer ? 'liczbę całkowitą' : 'liczbę'}.`,
    OUT_OF_RANGE: (v) => `Parametr „${v.name}”: wartość musi być od ${v.min} do ${v.max}${v.unit}.`,
    TOO_PRECISE: (v) =>
      `Parametr „${v.name}”: najwyżej ${pl(v.precision!, 'cyfra', 'cyfry', 'cyfr')} po przecinku.`,
    INVALID_RANGE: (v) => `Parametr „${v.name}”: podaj zakres „od” i „do”, „od” nie większe niż „do”.`,
    UNKNOWN_VALUE: (v) => `Parametr „${v.name}”: wybierz wartość z listy.`,
    TOO_MANY_VALUES: (v) =>
      `Parametr „${v.name}”: najwyżej ${pl(v.count!, 'wartość', 'wartości', 'wartości')}.`,
    TOO_SHORT: (v) => `Parametr „${v.name}”: co najmniej ${pl(v.length!, 'znak', 'znaki', 'znaków')}.`,
    TOO_LONG: (v) => `Parametr „${v.name}”: najwyżej ${pl(v.length!, 'znak', 'znaki', 'znaków')}.`,
  },
  en: {
    REQUIRED: (v) => `Fill in the parameter “${v.name}”.`,
    NOT_A_NUMBER: (v) => `Parameter “${v.name}”: enter ${v.integer ? 'a whole number' : 'a number'}.`,
    OUT_OF_RANGE: (v) => `Parameter “${v.name}”: the value must be from ${v.min} to ${v.max}${v.unit}.`,
    TOO_PRECISE: (v) =>
      `Parameter “${v.name}”: at most ${en(v.precision!, 'digit', 'digits')} after the decimal point.`,
    INVALID_RANGE: (v) => `Parameter “${v.name}”: give a range “from” and “to”, “from” not above “to”.`,
    UNKNOWN_VALUE: (v) => `Parameter “${v.name}”: choose a value from the list.`,
    TOO_MANY_VALUES: (v) => `Parameter “${v.name}”: at most ${en(v.count!, 'value', 'values')}.`,
    TOO_SHORT: (v) => `Parameter “${v.name}”: at least ${en(v.length!, 'character', 'characters')}.`,
    TOO_LONG: (v) => `Parameter “${v.name}”: at most ${en(v.length!, 'character', 'characters')}.`,
  },
};

/** A number as the seller reads it: a decimal comma in Polish. */
const shown = (n: number, language: Language): string =>
  language === 'pl' ? String(n).replace('.', ',') : String(n);

const filled = (texts: readonly string[] | undefined): string[] =>
  (texts ?? []).filter((t) => t.trim() !== '');

function hasValue(value: ParameterValue | undefined): value is ParameterValue {
  if (!value) return false;
  if (filled(value.values).length > 0 || filled(value.valuesIds).length > 0) return true;
  const range = value.rangeValue;
  return !!range && (range.from.trim() !== '' || range.to.trim() !== '');
}

type Problem = { code: ParameterErrorCode; values?: Values } | null;

function numberProblem(p: Extract<CategoryParameter, { type: 'integer' | 'float' }>, text: string): Problem {
  const integer = p.type === 'integer';
  const match = (integer ? /^-?\d+$/ : /^-?\d+(?:\.(\d+))?$/).exec(text.trim());
  if (!match) return { code: 'NOT_A_NUMBER', values: integer ? { integer: 'yes' } : {} };
  const n = Number(text);
  if ((p.min !== null && n < p.min) || (p.max !== null && n > p.max)) return { code: 'OUT_OF_RANGE' };
  if (!integer && p.precision !== null && (match[1]?.length ?? 0) > p.precision)
    return { code: 'TOO_PRECISE' };
  return null;
}

/** The first thing wrong with a parameter's value, or null; a parameter without a value is never wrong here. */
function valueProblem(p: CategoryParameter, value: ParameterValue): Problem {
  const texts = filled(value.values);
  switch (p.type) {
    case 'dictionary': {
      const ids = filled(value.valuesIds);
      if (ids.some((id) => !p.dictionary.some((d) => d.id === id))) return { code: 'UNKNOWN_VALUE' };
      if (!p.customValuesEnabled && texts.some((t) => !p.dictionary.some((d) => d.value === t)))
        return { code: 'UNKNOWN_VALUE' };
      if (!p.multipleChoices && ids.length + texts.length > 1)
        return { code: 'TOO_MANY_VALUES', values: { count: '1' } };
      return null;
    }
    case 'integer':
    case 'float': {
      if (p.range) {
        const range = value.rangeValue;
        if (!range || range.from.trim() === '' || range.to.trim() === '') return { code: 'INVALID_RANGE' };
        const found = numberProblem(p, range.from) ?? numberProblem(p, range.to);
        if (found) return found;
        return Number(range.from) > Number(range.to) ? { code: 'INVALID_RANGE' } : null;
      }
      for (const text of texts) {
        const found = numberProblem(p, text);
        if (found) return found;
      }
      return texts.length > 1 ? { code: 'TOO_MANY_VALUES', values: { count: '1' } } : null;
    }
    case 'string': {
      const { allowedNumberOfValues: most, minLength, maxLength } = p;
      if (most !== null && texts.length > most)
        return { code: 'TOO_MANY_VALUES', values: { count: String(most) } };
      if (minLength !== null && texts.some((t) => t.trim().length < minLength))
        return { code: 'TOO_SHORT', values: { length: String(minLength) } };
      if (maxLength !== null && texts.some((t) => t.length > maxLength))
        return { code: 'TOO_LONG', values: { length: String(maxLength) } };
      return null;
    }
    case 'other':
      return null;
  }
}

function message(p: CategoryParameter, problem: NonNullable<Problem>, language: Language): string {
  const numeric = p.type === 'integer' || p.type === 'float' ? p : null;
  const values: Values = {
    name: p.name,
    min: numeric?.min === null || !numeric ? '…' : shown(numeric.min, language),
    max: numeric?.max === null || !numeric ? '…' : shown(numeric.max, language),
    unit: p.unit ? ` ${p.unit}` : '',
    precision: String(numeric?.precision ?? 0),
    ...problem.values,
  };
  return texts[language][problem.code](values);
}

/**
 * What stops these parameter values from being accepted, checked locally before anything is sent: each required
 * parameter without a value (`required` for an offer's parameters, `requiredForProduct` for a new product's), then
 * numbers outside their restrictions, dictionary values that are not in the dictionary, texts too long or too many.
 * One error per parameter, at `parameters[<id>]`, in the seller's language; values of parameters the category does
 * not list are left to the marketplace.
 */
export function missingParameters(
  definitions: readonly CategoryParameter[],
  values: readonly ParameterValue[],
  language: Language,
  requirement: 'offer' | 'product' = 'offer',
): ParameterError[] {
  const errors: ParameterError[] = [];
  for (const p of definitions) {
    const value = values.find((v) => v.id === p.id);
    const required = requirement === 'offer' ? p.required : p.requiredForProduct;
    const problem: Problem = hasValue(value)
      ? valueProblem(p, value)
      : required
        ? { code: 'REQUIRED' }
        : null;
    if (problem)
      errors.push({
        path: `parameters[${p.id}]`,
        code: problem.code,
        userMessage: message(p, problem, language),
      });
  }
  return errors;
}
