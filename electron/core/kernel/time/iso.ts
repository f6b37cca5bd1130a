/**
 * An instant in the one form Seller Desk stores and sends across the bridge: ISO 8601 in UTC
 * (`2026-03-02T10:00:00.000Z`), so stored times compare as text. Null stays null.
 */
export function iso(at: number | string | Date): string;
export function iso(at: number | string | Date | null): string | null;
export function iso(at: number | string | Date | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}
