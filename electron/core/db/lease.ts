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

/** The tables holding one lease each, all of one shape (see migrations 020 and 044). */
export type LeaseTable = 'print_worker_lease' | 'outbox_worker_lease';

export interface LeaseOptions {
  db: Db;
  table: LeaseTable;
  now: () => number;
  /** A holder silent for this long is presumed dead, even on another machine sharing the folder. */
  staleMs?: number;
  pid?: number;
  isAlive?: (pid: number) => boolean;
}

export type LeaseResult = { held: false } | { held: true; takenOver: boolean };

/**
 * Which process may run a durable worker (the print queue, the outbox): only the holder of its lease, so the app
 * and a command line on the same data folder never both send the same job or change. The holder renews it; a new
 * holder that took it from a dead one (crash, kill, power cut) is told so, because work that process left in
 * 'sending' needs care.
 */
export function createLease(options: LeaseOptions) {
  const { db, now, table } = options;
  const owner = randomUUID();
  const pid = options.pid ?? process.pid;
  const host = hostname();
  const staleMs = options.staleMs ?? 15_000;
  const isAlive = options.isAlive ?? processAlive;
  const read = db.prepare<[], LeaseRow>(`SELECT owner, pid, host, heartbeat_at FROM ${table}`);
  const write = db.prepare(
    // DO UPDATE, not REPLACE: one row only, kept in place.
    `INSERT INTO ${table} (id, owner, pid, host, heartbeat_at) VALUES (1, @owner, @pid, @host, @now)
     ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, pid = excluded.pid, host = excluded.host,
       heartbeat_at = excluded.heartbeat_at`,
  );
  const drop = db.prepare<[string]>(`DELETE FROM ${table} WHERE owner = ?`);

  const dead = (row: LeaseRow, at: number): boolean =>
    at - row.heartbeat_at > staleMs || (row.host === host && row.pid !== pid && !isAlive(row.pid));

  return {
    owner,
    /** Takes or renews the lease; with `onTakeover`, runs it in the same transaction as the takeover. */
    acquire: (onTakeover?: () => void): LeaseResult =>
      db
        .transaction((): LeaseResult => {
          const at = now();
          const row = read.get();
          if (row && row.owner !== owner && !dead(row, at)) return { held: false };
          write.run({ owner, pid, host, now: at });
          const takenOver = row?.owner !== owner;
          if (takenOver) onTakeover?.();
          return { held: true, takenOver };
        })
        .immediate(),
    release(): void {
      drop.run(owner);
    },
  };
}

export type Lease = ReturnType<typeof createLease>;
