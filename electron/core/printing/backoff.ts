export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 2000, capMs: 5 * 60_000 };

/**
 * "Full jitter": a random delay between zero and an exponentially growing ceiling, so jobs that failed
 * together (a printer switched off with ten labels queued) do not all knock again at the same moment.
 */
export function retryDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}
