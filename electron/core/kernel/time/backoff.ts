export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

/**
 * How a pause is spread: 'full' anywhere from zero to the ceiling, so clients that failed together (many
 * installations after one outage, ten labels for one switched-off printer) do not come back in step; 'equal'
 * between half the ceiling and all of it, for a probe that should not come back too soon either; 'none' exactly it.
 */
export type Jitter = 'full' | 'equal' | 'none';

/**
 * The pause before retry `retry` (1 for the first retry after a failure): the base doubled with every retry,
 * at most the cap, spread by the jitter.
 */
export function backoffDelay(
  retry: number,
  policy: BackoffPolicy,
  jitter: Jitter,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, retry - 1));
  switch (jitter) {
    case 'full':
      return Math.floor(random() * ceiling);
    case 'equal':
      return Math.round(ceiling * (0.5 + random() / 2));
    case 'none':
      return ceiling;
  }
}
