import type { Language } from '../../../shared/settings';
import { useLanguage } from './index';

const locales: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

/** Dates, times, numbers and money in the seller's language, not the browser's. */
export function formatters(language: Language) {
  const locale = locales[language];
  return {
    date: (iso: string | number) => new Date(iso).toLocaleDateString(locale),
    time: (iso: string | number) => new Date(iso).toLocaleTimeString(locale),
    dateTime: (iso: string | number) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
    number: (value: number) => value.toLocaleString(locale),
    money: (amount: string | number, currency = 'PLN') =>
      Number(amount).toLocaleString(locale, { style: 'currency', currency }),
  };
}

export function useFormat() {
  return formatters(useLanguage());
}
