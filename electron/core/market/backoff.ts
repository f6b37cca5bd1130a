/**
 * Full jitter: a random wait between 0 and the exponential cap, so many clients retrying after the same outage do
 * not come back in step.
 */
export function fullJitterDelay(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number,
): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
