import type { Language } from '../../../shared/settings';
import { en } from './en';
import { pl, type Messages } from './pl';

export const dictionaries: Record<Language, Messages> = { pl, en };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A text in a language, with its `{name}` placeholders filled; pure, so any module (and a unit test) can use it. */
export function translate(
  language: Language,
  key: MessageKey,
  vars?: Record<string, string | number>,
): string {
  let node: unknown = dictionaries[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  const text = typeof node === 'string' ? node : key;
  return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
}
