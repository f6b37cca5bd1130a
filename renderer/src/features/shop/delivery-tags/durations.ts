/** An ISO 8601 duration of whole hours or days (PT24H, P3D) in hours; null for any other. */
export function durationHours(iso: string | null): number | null {
  const match = iso ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso) : null;
  if (!match) return null;
  const [, days, hours, minutes, seconds] = match;
  return (
    Number(days ?? 0) * 24 + Number(hours ?? 0) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600
  );
}

/** A shipping time as the seller reads it: "24–48 h", "0 h" for at once; the raw text when not whole hours. */
export function shippingTimeText(from: string | null, to: string | null): string {
  const a = durationHours(from);
  const b = durationHours(to);
  if (a === null || b === null) return [from, to].filter(Boolean).join(' – ') || '–';
  return a === b ? `${a} h` : `${a}–${b} h`;
}
