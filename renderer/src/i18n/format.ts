import type { Language } from '../../../shared/settings';
import { useLanguage } from './index';

/** The one map from the interface language to the locale every date, number and amount is written in. */
export const locales: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** Built on first use: each Intl formatter loads its locale's data, and the first screen needs only a few. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One formatter per key (a currency, a unit), built the first time the key comes. */
function perKey<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}

/**
 * Dates, times, numbers and money in the seller's language, not the browser's. Every Intl formatter is built once
 * per language (and currency or unit): `toLocaleString` with options builds a new one on each call, which cost a
 * list of a few hundred prices tens of milliseconds per render.
 */
function buildFormatters(language: Language) {
  const locale = locales[language];
  const date = once(() => new Intl.DateTimeFormat(locale));
  const time = once(
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', second: 'numeric' }),
  );
  const dateTime = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }));
  // Histories (an offer's changes, the print queue, a parcel's steps) tell apart what happened seconds apart.
  const history = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }));
  // A calendar day (`2026-12-01`) is no moment: read and written in UTC, so no time zone moves it to another day.
  const day = once(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }));
  const number = once(() => new Intl.NumberFormat(locale));
  const currency = perKey(
    (code: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: code }),
  );
  const relativeTime = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
  const unitFormat = perKey(
    (unit: Intl.RelativeTimeFormatUnit) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
  );
  return {
    date: (iso: string | number) => date().format(new Date(iso)),
    time: (iso: string | number) => time().format(new Date(iso)),
    /** When a row of a list happened, to the minute: "5.03.2026, 10:15". */
    dateTime: (iso: string | number) => dateTime().format(new Date(iso)),
    /** When an entry of a history happened, to the second: "5.03.2026, 10:15:02". */
    history: (iso: string | number) => history().format(new Date(iso)),
    /** A calendar day written `YYYY-MM-DD`, as a seller says it: "1 grudnia", "1 December". */
    day: (ymd: string) => day().format(new Date(`${ymd}T00:00:00Z`)),
    number: (value: number) => number().format(value),
    /** The decimal mark of the language, for fields that show and take amounts: "," in Polish. */
    decimal: () =>
      number()
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.',
    /** How the language writes a currency beside an amount: "zł" in Polish, "PLN" in English. */
    currencySymbol: (code: string) =>
      currency(code)
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? code,
    money: (amount: string | number, code = 'PLN') => currency(code).format(Number(amount)),
    /** How far a moment is from now, either way: "12 s ago", "in 4 min", "yesterday". */
    relative: (iso: string | number, now = Date.now()) => {
      const deltaMs = new Date(iso).getTime() - now;
      for (const [unit, size] of units) {
        if (Math.abs(deltaMs) >= size || unit === 'second')
          return relativeTime().format(Math.round(deltaMs / size), unit);
      }
      return relativeTime().format(0, 'second');
    },
    /** A length of time: "45 s", "3 min", "2 h". */
    duration: (ms: number) => {
      for (const [unit, size] of units) {
        if (ms >= size || unit === 'second') return unitFormat(unit).format(Math.round(ms / size));
      }
      return '';
    },
  };
}

export type Format = ReturnType<typeof buildFormatters>;

const built = new Map<Language, Format>();

/** The formatters of a language: one object per language, so components that take it do not re-render for it. */
export function formatters(language: Language): Format {
  let format = built.get(language);
  if (!format) built.set(language, (format = buildFormatters(language)));
  return format;
}

export function useFormat(): Format {
  return formatters(useLanguage());
}
