/**
 * Text for the full-text indexes and the queries against them. The FTS5 tokenizer (`unicode61
 * remove_diacritics 2`) folds ą ć ę ń ó ś ź ż to their base letters but not ł, which has no Unicode
 * decomposition: both sides are folded here first, so "lodz" finds "Łódź".
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l');
}

/** A sort key that orders Polish names sensibly without a collation: no case, no diacritics. */
export function sortKey(text: string): string {
  return foldText(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

const maxTerms = 8;

/**
 * The FTS5 query for what the seller typed: every word must match as a prefix ("kub czerw" finds "Kubek
 * czerwony"). Words are quoted, so FTS5 syntax typed by the seller is taken literally. Null: nothing to search.
 */
export function ftsQuery(input: string | undefined): string | null {
  if (!input) return null;
  const terms = foldText(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, maxTerms);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term}"*`).join(' ');
}

/**
 * The FTS5 query for a whole code in one column of an index (a waybill, an external id): its words one after the
 * other, as the tokenizer splits them. It finds the rows that may hold the code; the caller compares the code
 * itself, since "AB-12" and "AB 12" are the same words. Null: the code has no words.
 */
export function ftsPhrase(column: string, code: string): string | null {
  const terms = foldText(code)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
  return terms.length === 0 ? null : `${column} : "${terms.join(' ')}"`;
}

/**
 * The digits of a phone number, indexed next to it so "600100200" finds "+48 600 100 200": all of them, and the
 * national number (the last nine) without the country code.
 */
export function digitsOf(text: string | null | undefined): string {
  const digits = (text ?? '').replace(/\D+/g, '');
  return digits.length > 9 ? `${digits} ${digits.slice(-9)}` : digits;
}
