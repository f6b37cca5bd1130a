import type { Language } from '../../../shared/settings';
import { en } from './en';
import { pl, type Messages } from './pl';

export const dictionaries: Record<Language, Messages> = { pl, en };

/**
 * A text that says a count: Polish has three forms for whole numbers (1 oferta, 2–4 and 22–24 oferty, 5–21 ofert)
 * and one for fractions, English uses `one` and `other`. The form is picked by `Intl.PluralRules` from `{count}`.
 */
export interface Plural {
  one: string;
  few: string;
  many: string;
  other: string;
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | Plural ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const pluralLocales: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };
const pluralRules = new Map<Language, Intl.PluralRules>();

function isPlural(node: unknown): node is Plural {
  return typeof node === 'object' && node !== null && typeof (node as Partial<Plural>).other === 'string';
}

function pluralForm(language: Language, forms: Plural, count: unknown): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(pluralLocales[language])));
  // Polish and English never answer `zero` or `two`; a language that does falls back to `other`.
  const form = rules.select(Number(count));
  return form === 'one' || form === 'few' || form === 'many' ? forms[form] : forms.other;
}

/**
 * A text in a language, with its `{name}` placeholders filled; pure, so any module (and a unit test) can use it.
 * Keys are checked when the app is built, so one that is not found ends in a value the marketplace sent that the
 * app has no words for (a new return reason, status or carrier): it is shown as it came, never as a key.
 */
export function translate(
  language: Language,
  key: MessageKey,
  vars?: Record<string, string | number>,
): string {
  let node: unknown = dictionaries[language];
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    const next =
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (next === undefined) return parts.slice(index).join('.');
    node = next;
  }
  const text =
    typeof node === 'string' ? node : isPlural(node) ? pluralForm(language, node, vars?.count) : key;
  return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
}
