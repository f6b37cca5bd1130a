import { migration } from './migration';

/**
 * When this installation's packing station last wrote an order as the marketplace answered it after a change of
 * its own (a take, a parcel sent): the sync writes an order (and its tracking numbers) only when it asked for it
 * after that, so an answer it asked for before the change, arriving later, cannot put back the status the seller
 * just moved the order from. Empty for the rows already there: nothing of theirs is newer than the sync's reads.
 */
export const m069OrderStationChanges = migration(
  '069-order-station-changes',
  `
ALTER TABLE orders ADD COLUMN station_changed_at INTEGER;
`,
);
