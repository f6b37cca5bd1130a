const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The next version of a record (or a page of rows) read again from the local copy, sharing every top-level value
 * (every row) that did not change with the previous one, and the previous one itself when nothing changed. Reads
 * come again after every save and every `changed` event; sharing lets the parts of a screen whose values did not
 * change skip their render.
 */
export function keepEqual<T>(previous: T | null | undefined, next: T): T {
  if (previous === null || previous === undefined || typeof next !== 'object' || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    const before = previous as unknown[];
    const rows = (next as unknown[]).map((row, index) => (same(before[index], row) ? before[index] : row));
    const unchanged = rows.length === before.length && rows.every((row, index) => row === before[index]);
    return (unchanged ? previous : rows) as T;
  }
  if (typeof previous !== 'object' || Array.isArray(previous)) return next;
  const before = previous as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  let unchanged = Object.keys(before).length === Object.keys(next).length;
  for (const [key, value] of Object.entries(next)) {
    merged[key] = Object.hasOwn(before, key) && same(before[key], value) ? before[key] : value;
    if (merged[key] !== before[key]) unchanged = false;
  }
  return unchanged ? previous : (merged as T);
}
