import type { TableName } from '../../../shared/contract';

interface Refresh {
  tables: readonly TableName[];
  run: () => void;
}

const refreshes = new Set<Refresh>();

/**
 * What a store reads again when the core says some of these local tables changed. Answers the way to stop (a
 * screen's store stops when the screen goes); `watchChanged` (connection) delivers the events.
 */
export function refreshOn(tables: readonly TableName[], run: () => void): () => void {
  const refresh = { tables, run };
  refreshes.add(refresh);
  return () => refreshes.delete(refresh);
}

/** Whether a `changed` event names one of these tables. */
const touches = (changed: readonly TableName[], tables: readonly TableName[]): boolean =>
  changed.some((table) => tables.includes(table));

/** Runs every refresh one of whose tables is among `changed`, in the order they were declared. */
export function dispatchChanged(changed: readonly TableName[]): void {
  // A refresh may stop or declare others while this runs: the ones declared when the event came are the ones asked.
  const failures: unknown[] = [];
  for (const refresh of [...refreshes]) {
    if (!refreshes.has(refresh) || !touches(changed, refresh.tables)) continue;
    // One failing refresh does not keep the others from theirs: each was a listener of its own before.
    try {
      refresh.run();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
