import { requestLine } from '../../../shared/errors';
import type {
  AccountUnreachable,
  ConnectionState,
  StreamStatus,
  SyncStream,
  SyncStreamError,
} from '../../../shared/sync-status';

/** The account's latest success of any stream: how fresh its local copy is. */
export function lastSyncOf(streams: Record<SyncStream, StreamStatus>): string | null {
  const times = Object.values(streams)
    .map((s) => s.lastSuccessAt)
    .filter((t): t is string => t !== null);
  return times.length > 0 ? times.sort().at(-1)! : null;
}

/**
 * Whether the account's marketplace is out of reach, from the failures stored per stream (a stream's success
 * clears its own): since the first of them, the latest try, and its reason. A runner that heard the marketplace
 * answer since knows better than what is stored until its streams ran again.
 */
export function unreachableOf(
  streams: Record<SyncStream, StreamStatus>,
  connection: ConnectionState,
): AccountUnreachable | null {
  if (connection === 'online') return null;
  const failures = Object.values(streams)
    .map((s) => s.lastError)
    .filter((e): e is SyncStreamError => e !== null && e.code === 'OFFLINE')
    .sort((a, b) => a.at.localeCompare(b.at));
  const latest = failures.at(-1);
  if (!latest) return null;
  const since = failures.map((e) => e.since ?? e.at).sort()[0]!;
  const line = requestLine(latest.request, latest.traceId);
  return {
    since,
    lastTriedAt: latest.at,
    reason: `${latest.userMessage ?? latest.message}${line ? ` (${line})` : ''}`,
  };
}
