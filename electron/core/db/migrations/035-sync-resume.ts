import { migration } from './migration';

/**
 * Where an unfinished back-fill or re-list stands (JSON), written with each page it loads: after a crash, a
 * network failure or a 429 the next turn goes on from there instead of starting over, so a long first sync
 * always gets done.
 */
export const m035SyncResume = migration(
  '035-sync-resume',
  `ALTER TABLE sync_streams ADD COLUMN resume TEXT;`,
);
