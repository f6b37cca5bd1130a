import { migration } from './migration';

/**
 * Lets a search count its matches without visiting every one: the few orders a merge superseded are found through
 * this partial index and taken off the search index's own count.
 */
export const m036SearchSupport = migration(
  '036-search-support',
  `CREATE INDEX orders_superseded ON orders (account_id, superseded_by) WHERE superseded_by IS NOT NULL;`,
);
