import type { Migration } from './index';

/**
 * Lets a search count its matches without visiting every one: the few orders a merge superseded are found through
 * this partial index and taken off the search index's own count.
 */
export const m036SearchSupport: Migration = {
  id: 36,
  name: '036-search-support',
  sql: `CREATE INDEX orders_superseded ON orders (account_id, superseded_by) WHERE superseded_by IS NOT NULL;`,
};
