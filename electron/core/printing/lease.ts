import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/open';
import { processAlive } from '../system/process-alive';

interface LeaseRow {
  owner: string;
  pid: number;
  host: string;
  heartbeat_at: number;
}

export interface LeaseOptions {
  db: Db;
  now: () => number;
  /** A holder silent for this long is presumed dead, even on another machine sharing the folder. */
  staleMs?: number;
  pid?: number;
  isAlive?: (pid: number) => boolean;
}

export type LeaseResult = { held: false } | { held: true; takenOver: boolean };

/**
 * Which process may send print jobs: only the holder of this lease, so the app and a command line on the
 * same data folder never both send the same job. The holder renews it; a new holder that took it from a
 * dead one (crash, kill, power cut) is told so, because jobs that process left in 'sending' need care.
 */
export function createLease(options: LeaseOptions) {
  const { db, now } = options;
  const owner = randomUUID();
  const pid = options.pid ?? process.pid;
  const host = hostname();
  const staleMs = options.staleMs ?? 15_000;
  const isAlive = options.isAlive ?? processAlive;
  const read = db.prepare<[], LeaseRow>('SELECT owner, pid, host, heartbeat_at FROM print_worker_lease');
  const write = db.prepare(
    // DO UPDATE, not REPLACE: one row only, kept in place.
    `INSERT INTO print_worker_lease (id, owner, pid, host, heartbeat_at) VALUES (1, @owner, @pid, @host, @now)
     ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, pid = excluded.pid, host = excluded.host,
       heartbeat_at = excluded.heartbeat_at`,
  );
  const drop = db.prepare<[string]>('DELETE FROM print_worker_lease WHERE owner = ?');

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
