import type { ErrorCode } from '../../../shared/errors';
import type { Language } from '../../../shared/settings';
import { AppError } from './errors';

export type MessageValues = Record<string, string | number>;

/** How a `{name}` placeholder's value is written; a domain may show some values in words (a document kind). */
export type ShowValue = (name: string, value: string | number, language: Language) => string;

export interface MessageCatalog<K extends string> {
  text: (key: K, language: Language, values?: MessageValues) => string;
  /** An AppError whose message is English (logs, the command line) and whose userMessage is the seller's. */
  error: (code: ErrorCode, key: K, language: Language, values?: MessageValues) => AppError;
}

/**
 * The texts a domain shows the seller, in both languages with the same keys. A placeholder without a value stays
 * as written, so a missing value is seen rather than printed as "undefined".
 */
export function messageCatalog<K extends string>(
  texts: Record<Language, Record<K, string>>,
  show: ShowValue = (_name, value) => String(value),
): MessageCatalog<K> {
  const text = (key: K, language: Language, values: MessageValues = {}): string =>
    texts[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = values[name];
      return value === undefined ? placeholder : show(name, value, language);
    });
  return {
    text,
    error: (code, key, language, values = {}) =>
      new AppError(code, text(key, 'en', values), { userMessage: text(key, language, values) }),
  };
}
