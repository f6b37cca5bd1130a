import { workerData } from 'node:worker_threads';
import { openDatabase } from '../../../db/open';
import { createOffersRepo } from '../../offers/offers-repo';
import { createOrdersRepo } from '../../orders/orders-repo';
import { createSyncStateRepo } from '../../../sync/sync-state-repo';
import { writeBackfillPage } from './backfill-page';
import { finishListed, writeListed } from './listed-page';
import { serveJobs } from '../../../kernel/thread-serve';
import { loadCheckpointPages, type ThreadData, type WriterJob } from './protocol';

/**
 * The sync's writer thread: a connection of its own to the database (WAL lets the window's thread read on while
 * it writes), doing the jobs the sync sends one at a time, in order. `close` closes the connection and ends it.
 */
const db = openDatabase((workerData as ThreadData).file);
// The thread appends pages and reads back little (the right edge of the key index, the search segments it merges,
// which the system's file cache holds anyway): 2 MB of page cache instead of this SQLite build's 16 MB keeps the
// syncing process about 20 MB smaller at its peak, for no measurable loss of speed.
db.pragma('cache_size = -2000');
// The thread alone checkpoints while it loads (sync-writer.ts turns the window's thread's checkpoints off), and
// less often than SQLite's 1000 pages: a load's commits write the same index pages again and again, and each
// checkpoint copies a page once however often it was written since the last one.
db.pragma(`wal_autocheckpoint = ${loadCheckpointPages}`);
const repos = { offers: createOffersRepo(db), orders: createOrdersRepo(db), state: createSyncStateRepo(db) };

serveJobs<WriterJob>(
  (job) =>
    job.op === 'listed'
      ? writeListed(db, repos, job.input)
      : job.op === 'backfill'
        ? writeBackfillPage(db, repos, job.input)
        : finishListed(db, repos, job.input),
  () => {
    // What the load left in the log is copied now, so the window's thread does not find it to checkpoint.
    db.pragma('wal_checkpoint(PASSIVE)');
    db.close();
  },
);
