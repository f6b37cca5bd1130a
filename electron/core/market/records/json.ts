import { iso } from '../../kernel/time/iso';

/** Defensive readers for marketplace JSON: a missing or mistyped field becomes null, never an exception. */
export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const str = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** A JSON number (or numeric text) as a number; anything else null. */
export const num = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
};

export const int = (value: unknown): number | null => {
  const n = num(value);
  return n === null ? null : Math.trunc(n);
};

export const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** Follows a dotted path through nested objects. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    const o = obj(current);
    if (!o) return undefined;
    current = o[key];
  }
  return current;
}

/** Money as `{amount, currency}`; the amount may come as a JSON number in some answers. */
export function money(value: unknown): { amount: string; currency: string } | null {
  const o = obj(value);
  const amount = str(o?.amount);
  const currency = str(o?.currency);
  return amount !== null && currency !== null ? { amount, currency } : null;
}

/** Thrown for an answer the sync cannot use at all (an order without an id, say). */
export class MalformedRecord extends Error {}

/** A marketplace time in one canonical form (`2026-03-02T10:00:00.000Z`), so stored times compare as text. */
export function isoTime(value: unknown): string | null {
  const text = str(value);
  if (text === null) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? text : iso(ms);
}
