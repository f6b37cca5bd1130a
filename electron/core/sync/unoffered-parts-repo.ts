import type { SyncStream, UnofferedPart } from '../../../shared/sync-status';
import type { Db } from '../db/open';
import { iso } from '../kernel/time/iso';

interface Row {
  part: string;
  stream: SyncStream;
  method: string;
  path: string;
  status: number;
  trace_id: string | null;
  since: number;
  checked_at: number;
}

export interface UnofferedMark {
  stream: SyncStream;
  method: string;
  path: string;
  status: number;
  traceId: string | undefined;
}

/** How long a part the marketplace does not serve is skipped before it is asked again. */
export const unofferedRetryMs = 24 * 3_600_000;

/** The parts of each account's sync its marketplace does not serve (migration 070), and when each is tried again. */
export function createUnofferedPartsRepo(db: Db, retryMs = unofferedRetryMs) {
  const one = db.prepare<[string, string], Row>(
    'SELECT * FROM unoffered_parts WHERE account_id = ? AND part = ?',
  );
  const all = db.prepare<[string], Row>('SELECT * FROM unoffered_parts WHERE account_id = ? ORDER BY part');
  const mark = db.prepare(
    `INSERT INTO unoffered_parts (account_id, part, stream, method, path, status, trace_id, since, checked_at)
     VALUES (@accountId, @part, @stream, @method, @path, @status, @traceId, @now, @now)
     ON CONFLICT (account_id, part) DO UPDATE SET stream = excluded.stream, method = excluded.method,
       path = excluded.path, status = excluded.status, trace_id = excluded.trace_id, checked_at = excluded.checked_at`,
  );
  const clear = db.prepare('DELETE FROM unoffered_parts WHERE account_id = ? AND part = ?');
  const shown = (row: Row): UnofferedPart => ({
    part: row.part,
    stream: row.stream,
    request: { method: row.method, path: row.path, status: row.status },
    ...(row.trace_id ? { traceId: row.trace_id } : {}),
    since: iso(row.since),
    retryAt: iso(row.checked_at + retryMs),
  });
  return {
    /** Whether the part is to be skipped now: the marketplace said it does not serve it less than a day ago. */
    skipped(accountId: string, part: string, now: number): boolean {
      const row = one.get(accountId, part);
      return row !== undefined && now - row.checked_at < retryMs;
    },
    /** The marketplace said it again (or first): since stays the first time. */
    mark(accountId: string, part: string, found: UnofferedMark, now: number): void {
      mark.run({ accountId, part, ...found, traceId: found.traceId ?? null, now });
    },
    /** Served again: answers whether it had been marked. */
    clear: (accountId: string, part: string): boolean => clear.run(accountId, part).changes > 0,
    list: (accountId: string): UnofferedPart[] => all.all(accountId).map(shown),
  };
}

export type UnofferedPartsRepo = ReturnType<typeof createUnofferedPartsRepo>;
