import type { TableName } from '../../../shared/contract';
import type { Change } from '../../../shared/outbox';
import type { Language } from '../../../shared/settings';
import type { Db } from '../db/open';
import type { ChangeRepo } from './change-repo';

/**
 * What every kind of change's builder needs to check a change, store it with its local effect in one transaction and
 * wake the worker. A builder that needs more (a repo of its own, the data folder) extends it.
 */
export interface ChangeBuilderDeps {
  db: Db;
  changes: ChangeRepo;
  language: () => Language;
  now: () => number;
  changed: (tables: TableName[]) => void;
  wake: () => void;
  view: (id: number) => Change;
}

/** A builder of changes that carry files (a reply's attachments, an invoice's PDF). */
export interface FileChangeBuilderDeps extends ChangeBuilderDeps {
  /** The app's data folder: a change's files are copied there before it is queued, so they outlive the seller's. */
  dataDir: string;
}
