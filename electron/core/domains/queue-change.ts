import type { ChangeRepo, NewChange } from '../outbox/change-repo';

/**
 * A change of one entity queued on its own, not as part of a batch; `request` is the body its request sends when it
 * is fixed when the change is made.
 */
export function queueChange(
  changes: Pick<ChangeRepo, 'insert'>,
  change: Omit<NewChange, 'batchId' | 'request'> & { request?: unknown },
  now: number,
): number {
  return changes.insert({ ...change, batchId: null, request: change.request ?? null }, now);
}
