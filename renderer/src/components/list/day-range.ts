const pad = (n: number): string => String(n).padStart(2, '0');

/** The day (YYYY-MM-DD) of an instant in the seller's time zone, as the date picker takes it. */
export function dayOf(iso: string | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The picker gives a day; the query wants an instant: the whole day in the seller's time zone. */
export const dayStart = (day: string | null) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
export const dayEnd = (day: string | null) =>
  day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined;
