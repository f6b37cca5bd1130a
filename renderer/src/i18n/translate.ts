import type { Language } from '../../../shared/settings';
import { en } from './en';
import { pl, type Messages } from './pl';

export const dictionaries: Record<Language, Messages> = { pl, en };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

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
  const text = typeof node === 'string' ? node : key;
  return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
}
