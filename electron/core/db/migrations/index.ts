import { m001Accounts } from './001-accounts';
import { m020PrintQueue } from './020-print-queue';

export interface Migration {
  /** Increasing; each domain's migrations land in their own number, so ids may have gaps while work lands. */
  id: number;
  name: string;
  sql: string;
}

/** Append only: once a migration has shipped, it is never edited; a change is a new migration. */
export const migrations: readonly Migration[] = [m001Accounts, m020PrintQueue];
