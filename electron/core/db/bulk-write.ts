import type { Db } from './open';

/**
 * A transaction of rebuildable cache data (a page of a re-list or back-fill) committed without waiting for the
 * disk: WAL with synchronous=NORMAL stays consistent after a crash and may lose only the last such pages on a
 * power cut, which the resumable re-list loads again. The outbox and the print queue, which cannot be rebuilt,
 * keep synchronous=FULL: the setting is back before any other code can run, as the transaction is synchronous.
 */
export function bulkWrite<T>(db: Db, write: () => T): T {
  db.pragma('synchronous = NORMAL');
  try {
    return db.transaction(write)();
  } finally {
    db.pragma('synchronous = FULL');
  }
}
