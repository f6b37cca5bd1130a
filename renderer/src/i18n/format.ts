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
    /** "12 s ago", "3 min ago", "yesterday"... */
    ago: (iso: string | number, now = Date.now()) => relative(locale, new Date(iso).getTime() - now),
    /** "in 25 s", "in 4 min"... */
    in: (iso: string | number, now = Date.now()) => relative(locale, new Date(iso).getTime() - now),
    /** A length of time: "45 s", "3 min", "2 h". */
    duration: (ms: number) => duration(locale, ms),
  };
}

export function useFormat() {
  return formatters(useLanguage());
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

function relative(locale: string, deltaMs: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of units) {
    if (Math.abs(deltaMs) >= size || unit === 'second')
      return format.format(Math.round(deltaMs / size), unit);
  }
  return format.format(0, 'second');
}

function duration(locale: string, ms: number): string {
  for (const [unit, size] of units) {
    if (ms >= size || unit === 'second') {
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(
        Math.round(ms / size),
      );
    }
  }
  return '';
}
