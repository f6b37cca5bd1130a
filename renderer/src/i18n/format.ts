import type { Language } from '../../../shared/settings';
import { useLanguage } from './index';

/** The one map from the interface language to the locale every date, number and amount is written in. */
export const locales: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

/** Dates, times, numbers and money in the seller's language, not the browser's. */
export function formatters(language: Language) {
  const locale = locales[language];
  return {
    date: (iso: string | number) => new Date(iso).toLocaleDateString(locale),
    time: (iso: string | number) => new Date(iso).toLocaleTimeString(locale),
    dateTime: (iso: string | number) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
    /** Day, month and time to the second, for the print queue: "05.03, 10:15:02". */
    stamp: (iso: string | number) =>
      new Date(iso).toLocaleString(locale, {
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    number: (value: number) => value.toLocaleString(locale),
    money: (amount: string | number, currency = 'PLN') =>
      Number(amount).toLocaleString(locale, { style: 'currency', currency }),
    /** How far a moment is from now, either way: "12 s ago", "in 4 min", "yesterday". */
    relative: (iso: string | number, now = Date.now()) => relative(locale, new Date(iso).getTime() - now),
    /** A length of time: "45 s", "3 min", "2 h". */
    duration: (ms: number) => duration(locale, ms),
  };
}

export type Format = ReturnType<typeof formatters>;

export function useFormat(): Format {
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
