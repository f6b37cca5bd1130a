import { badRequest, unprocessable } from '../http/errors';
import { isObject, type Json } from '../offers/rules';
import type { ConditionAddress } from '../state/types';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_240;

/** 422 with the path of the field and the reason in both languages. */
export const invalid = (path: string, en: string, pl: string) =>
  unprocessable(`${path}: ${en}`, path, 'VALIDATION_ERROR', `${path}: ${pl}`);

/** A body that is not a JSON object is malformed (400); its fields are checked one by one after (422). */
export function bodyObject(body: unknown): Json {
  if (!isObject(body)) throw badRequest('The body must be a JSON object', null, 'MALFORMED_REQUEST');
  return body;
}

export function requiredText(value: unknown, path: string, max: number): string {
  if (value === undefined || value === null) throw invalid(path, 'is required', 'pole jest wymagane');
  if (typeof value !== 'string') throw invalid(path, 'must be a text', 'musi być tekstem');
  if (value.trim() === '') throw invalid(path, 'must not be empty', 'nie może być puste');
  if (value.length > max) {
    throw invalid(path, `must be at most ${max} characters`, `może mieć najwyżej ${max} znaków`);
  }
  return value;
}

export function optionalText(value: unknown, path: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  return requiredText(value, path, max);
}

export function requiredObject(value: unknown, path: string): Json {
  if (value === undefined || value === null) throw invalid(path, 'is required', 'pole jest wymagane');
  if (!isObject(value)) throw invalid(path, 'must be an object', 'musi być obiektem');
  return value;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  if (value === undefined || value === null) throw invalid(path, 'is required', 'pole jest wymagane');
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    const list = allowed.join(', ');
    throw invalid(path, `must be one of ${list}`, `musi mieć jedną z wartości ${list}`);
  }
  return value as T;
}

const POST_CODES: Record<string, RegExp> = {
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} \d{2}$/,
  SK: /^\d{3} \d{2}$/,
};
const OTHER_POST_CODE = /^[A-Za-z0-9 -]{1,16}$/;

/**
 * A return or complaints address. Return policies limit the lengths by country (names 50 for CZ and SK, streets
 * 35 and cities 30 for PL, CZ and SK) and the post code's form; implied warranties allow 200 everywhere.
 */
export function address(value: unknown, path: string, byCountry: boolean): ConditionAddress {
  const o = requiredObject(value, path);
  const countryCode = requiredText(o.countryCode, `${path}.countryCode`, 2);
  if (!/^[A-Z]{2}$/.test(countryCode)) {
    throw invalid(
      `${path}.countryCode`,
      'must be a two-letter country code',
      'musi być dwuliterowym kodem kraju',
    );
  }
  const short = byCountry && ['PL', 'CZ', 'SK'].includes(countryCode);
  const postCode = requiredText(o.postCode, `${path}.postCode`, 16);
  if (byCountry && !(POST_CODES[countryCode] ?? OTHER_POST_CODE).test(postCode)) {
    throw invalid(
      `${path}.postCode`,
      `is not a post code of ${countryCode}`,
      `nie jest kodem pocztowym ${countryCode}`,
    );
  }
  return {
    name: requiredText(o.name, `${path}.name`, byCountry && ['CZ', 'SK'].includes(countryCode) ? 50 : 200),
    street: requiredText(o.street, `${path}.street`, short ? 35 : 200),
    postCode,
    city: requiredText(o.city, `${path}.city`, short ? 30 : 200),
    countryCode,
  };
}

const ALLOWED_TAGS = new Set(['p', 'b', 'ul', 'ol', 'li']);

/** A description may keep the tags p, b, ul, ol and li; any other tag is dropped, its text kept. */
export function description(value: unknown, path: string): string | null {
  const text = optionalText(value, path, DESCRIPTION_MAX);
  if (text === null) return null;
  return text.replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (tag, name: string) =>
    ALLOWED_TAGS.has(name.toLowerCase()) ? tag.replace(/\s[^>]*/, '') : '',
  );
}
