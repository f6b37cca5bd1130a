import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from './open';
import { processAlive } from '../kernel/process-alive';

interface LeaseRow {
  owner: string;
  pid: number;
  host: string;
  heartbeat_at: number;
}

/**
 * The tables holding leases, all of one shape (see migrations 020, 044 and 079): the workers' hold one row
 * (`id = 1`), the sync's one per account.
 */
export type LeaseTable = 'print_worker_lease' | 'outbox_worker_lease' | 'sync_lease';

export interface LeaseOptions {
  db: Db;
  table: LeaseTable;
  now: () => number;
  /** The account whose lease this is (`sync_lease` only; required there). */
  accountId?: string;
  /**
   * A holder on another machine sharing the folder that stayed silent this long is presumed dead (its pid cannot be
   * looked at from here). A holder on this machine keeps the lease while its process runs, however long its step.
   */
  staleMs?: number;
  pid?: number;
  /** This machine's name (tests pass another to play a second machine). */
  host?: string;
  isAlive?: (pid: number) => boolean;
}

export type LeaseResult = { held: false } | { held: true; takenOver: boolean };

/** Who holds a lease, as a process that did not get it tells the seller. */
export interface LeaseHolder {
  pid: number;
  host: string;
  heartbeatAt: number;
}

/**
 * Which process may run a durable worker (the print queue, the outbox) or sync an account: only the holder of its
 * lease, so the app and a command line on the same data folder never both send the same job or change, nor sync one
 * account twice. The lease belongs to a process: the holder renews it; another process of this machine takes it only
 * once the holder's process is gone (crash, kill, power cut), never because the heartbeat is old (a long step may
 * still be sending). A new holder that took it from a dead one is told so, because work that process left in
 * 'sending' needs care.
 */
export function createLease(options: LeaseOptions) {
  const { db, now, table } = options;
  if ((table === 'sync_lease') !== (options.accountId !== undefined)) {
    throw new Error(`A lease in ${table} ${table === 'sync_lease' ? 'needs' : 'takes no'} account id`);
  }
  const [keyColumn, key] = table === 'sync_lease' ? ['account_id', options.accountId!] : ['id', 1];
  const owner = randomUUID();
  const pid = options.pid ?? process.pid;
  const host = options.host ?? hostname();
  const staleMs = options.staleMs ?? 15_000;
  const isAlive = options.isAlive ?? processAlive;
  const read = db.prepare<[string | number], LeaseRow>(
    `SELECT owner, pid, host, heartbeat_at FROM ${table} WHERE ${keyColumn} = ?`,
  );
  const write = db.prepare(
    // DO UPDATE, not REPLACE: one row a key, kept in place.
    `INSERT INTO ${table} (${keyColumn}, owner, pid, host, heartbeat_at) VALUES (@key, @owner, @pid, @host, @now)
     ON CONFLICT (${keyColumn}) DO UPDATE SET owner = excluded.owner, pid = excluded.pid, host = excluded.host,
       heartbeat_at = excluded.heartbeat_at`,
  );
  const drop = db.prepare<[string, string | number]>(
    `DELETE FROM ${table} WHERE owner = ? AND ${keyColumn} = ?`,
  );

  const dead = (row: LeaseRow, at: number): boolean => holderGone(row, at, { pid, host, staleMs, isAlive });

  return {
    owner,
    /** Takes or renews the lease; with `onTakeover`, runs it in the same transaction as the takeover. */
    acquire: (onTakeover?: () => void): LeaseResult =>
      db
        .transaction((): LeaseResult => {
          const at = now();
          const row = read.get(key);
          if (row && row.owner !== owner && !dead(row, at)) return { held: false };
          write.run({ key, owner, pid, host, now: at });
          const takenOver = row?.owner !== owner;
          if (takenOver) onTakeover?.();
          return { held: true, takenOver };
        })
        .immediate(),
    /**
     * Whether the lease is still this process's, read without renewing it: asked right before a request goes out,
     * so a worker whose lease passed on (another machine took it from a silent holder) does not send.
     */
    held: (): boolean => read.get(key)?.owner === owner,
    /** Who holds it now (null: nobody), to say which process works instead. */
    holder(): LeaseHolder | null {
      const row = read.get(key);
      return row ? { pid: row.pid, host: row.host, heartbeatAt: row.heartbeat_at } : null;
    },
    release(): void {
      drop.run(owner, key);
    },
  };
}

export type Lease = ReturnType<typeof createLease>;

export interface LeaseViewer {
  pid: number;
  host: string;
  staleMs: number;
  isAlive: (pid: number) => boolean;
}

/**
 * Whether a lease's holder is gone, as the process `self` sees it: on another machine, silent for `staleMs` (its pid
 * cannot be looked at from here); on this one, its process ended. A lease of `self`'s own pid under another owner (a
 * core closed without releasing it) cannot be asked about by pid: only its silence tells.
 */
export function holderGone(
  row: Pick<LeaseRow, 'pid' | 'host' | 'heartbeat_at'>,
  at: number,
  self: LeaseViewer = { pid: process.pid, host: hostname(), staleMs: 15_000, isAlive: processAlive },
): boolean {
  if (row.host !== self.host || row.pid === self.pid) return at - row.heartbeat_at > self.staleMs;
  return !self.isAlive(row.pid);
}
