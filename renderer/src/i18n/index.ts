import type { Language } from '../../../shared/settings';
import { useSettingsStore } from '../stores/settings';
import { en } from './en';
import { pl, type Messages } from './pl';

export const dictionaries: Record<Language, Messages> = { pl, en };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

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

export function useLanguage(): Language {
  return useSettingsStore((state) => state.settings?.language ?? 'pl');
}

export function useT(): Translate {
  const language = useLanguage();
  return (key, vars) => translate(language, key, vars);
}
