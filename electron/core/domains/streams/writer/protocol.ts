import type { Relist } from '../../offers/offers-relist';
import type { BackfillInput } from './backfill-page';
import type { ListedInput } from './listed-page';

/** What the sync asks its writer to do: a page of a re-list, or the end of its pages; a page of a back-fill. */
export type WriterJob =
  | { op: 'listed'; input: ListedInput }
  | { op: 'finish'; input: { accountId: string; plan: Relist } }
  | { op: 'backfill'; input: BackfillInput };

/** Pages of the log after which the writer thread's commits checkpoint (16 MB); SQLite's default is 1000. */
export const loadCheckpointPages = 4000;

/** The data the writer thread starts with: the database file it opens a connection of its own to. */
export interface ThreadData {
  file: string;
}
