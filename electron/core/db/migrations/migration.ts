import type Database from 'better-sqlite3';

export interface Migration {
  /** Increasing; each domain's migrations land in their own number, so ids may have gaps while work lands. */
  id: number;
  name: string;
  /** Its statements; the checksum that refuses an edited migration is taken of them. */
  sql: string;
  /**
   * A step the statements cannot say, run after them in the same transaction: statements built from the schema
   * as this database has it. Its table names belong in `sql`, so the checksum still covers what it touches.
   */
  run?: (db: Database.Database) => void;
}

/** A migration is named `NNN-what`; its id is the number in the name, so the two cannot disagree. */
export function migration(name: string, sql: string, run?: Migration['run']): Migration {
  const id = Number.parseInt(name.slice(0, 3), 10);
  if (!/^\d{3}-[a-z0-9-]+$/.test(name) || id <= 0) throw new Error(`Migration name ${name} is not NNN-what`);
  return run ? { id, name, sql, run } : { id, name, sql };
}
