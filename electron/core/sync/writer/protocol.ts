import type { Relist } from '../offers-relist';
import type { BackfillInput } from './backfill-page';
import type { ListedInput } from './listed-page';

/** What the sync asks its writer to do: a page of a re-list, or the end of its pages; a page of a back-fill. */
export type WriterJob =
  | { op: 'listed'; input: ListedInput }
  | { op: 'finish'; input: { accountId: string; plan: Relist } }
  | { op: 'backfill'; input: BackfillInput };

/** A job as sent to the writer thread, numbered so its answer finds its caller. */
export type ThreadMessage = (WriterJob & { id: number }) | { op: 'close' };

/** An error crosses the thread as its name, message and code (`SQLITE_FULL` must still read as a full disk). */
export interface ThreadError {
  name: string;
  message: string;
  code?: string;
}

export type ThreadReply = { id: number; value: unknown } | { id: number; error: ThreadError };

/** Pages of the log after which the writer thread's commits checkpoint (16 MB); SQLite's default is 1000. */
export const loadCheckpointPages = 4000;

/** The data the writer thread starts with: the database file it opens a connection of its own to. */
export interface ThreadData {
  file: string;
}

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

export function reviveError(described: ThreadError): Error {
  const error = new Error(described.message);
  error.name = described.name;
  if (described.code !== undefined) Object.assign(error, { code: described.code });
  return error;
}
