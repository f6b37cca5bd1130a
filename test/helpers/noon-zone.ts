/**
 * A time zone in which it is between noon and one o'clock now, whatever the hour of the run: a station's day whose
 * "today" holds every deadline a test makes a few hours either side of now (none of them crosses midnight).
 * Etc/GMT zones name their offset with the sign reversed (Etc/GMT-5 is five hours east of Greenwich).
 */
export function noonZone(now = Date.now()): string {
  let offset = 12 - new Date(now).getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
