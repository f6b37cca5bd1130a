/** The billing list's periods: the last 7, 30 or 90 days (whole days in the seller's time zone), or from–to. */
export const billingPresets = [7, 30, 90] as const;
export type BillingPreset = (typeof billingPresets)[number];

/** The start of the day `days - 1` days before today, local time: "the last 30 days" include today. */
export function presetFrom(days: number, now = new Date()): string {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return start.toISOString();
}

/** Which preset a range is, if any: a preset starts at its day and has no end. */
export function presetOf(range: {
  from?: string | undefined;
  to?: string | undefined;
}): BillingPreset | null {
  if (range.to || !range.from) return null;
  return billingPresets.find((days) => presetFrom(days) === range.from) ?? null;
}
