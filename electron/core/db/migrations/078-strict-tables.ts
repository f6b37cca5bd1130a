import type Database from 'better-sqlite3';
import { migration } from './migration';

/**
 * The last two tables made before every table was STRICT become STRICT, so a value of the wrong type is refused at
 * the write (as everywhere else) instead of being kept as text where a number belongs. SQLite cannot add STRICT to
 * a table, so each is rebuilt from its own definition as this database has it, with every row, id, index and
 * trigger as it was; the pickup ids keep counting from where they were (the AUTOINCREMENT sequence is carried over).
 */
const tables = ['pickup_requests', 'station_takes'];

export const m078StrictTables = migration(
  '078-strict-tables',
  `-- Rebuilt STRICT from their own definitions: ${tables.join(', ')}.`,
  (db) => tables.forEach((table) => rebuildStrict(db, table)),
);

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function rebuildStrict(db: Database.Database, table: string): void {
  const definition = db
    .prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table);
  if (!definition) throw new Error(`No table ${table} to make STRICT`);
  const next = `${table}_next`;
  // The options follow the column list's closing parenthesis (WITHOUT ROWID); STRICT goes first, as written
  // everywhere else.
  const close = definition.sql.lastIndexOf(')');
  const options = definition.sql.slice(close + 1).trim();
  if (/\bSTRICT\b/i.test(options)) return;
  const create = definition.sql
    .slice(0, close + 1)
    .replace(/^CREATE TABLE\s+("(?:[^"]|"")+"|[^\s(]+)/i, `CREATE TABLE ${quoted(next)}`);
  // Indexes and triggers go with the dropped table; those SQLite made itself (UNIQUE, PRIMARY KEY) have no sql
  // and come back with the new table.
  const dependents = db
    .prepare<[string], { sql: string }>(
      "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY rowid",
    )
    .all(table)
    .map((row) => row.sql);
  const columns = db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_xinfo(?) WHERE hidden = 0')
    .all(table)
    .map((row) => quoted(row.name))
    .join(', ');
  const sequence = hasSequences(db)
    ? db.prepare<[string], { seq: number }>('SELECT seq FROM sqlite_sequence WHERE name = ?').get(table)
    : undefined;
  db.exec(`${create} ${['STRICT', ...(options ? [options] : [])].join(', ')}`);
  db.exec(`INSERT INTO ${quoted(next)} (${columns}) SELECT ${columns} FROM ${quoted(table)}`);
  db.exec(`DROP TABLE ${quoted(table)}`);
  db.exec(`ALTER TABLE ${quoted(next)} RENAME TO ${quoted(table)}`);
  if (sequence) {
    // The copy leaves the sequence at the highest id kept; the table's own counter may have been past it.
    db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').run(table);
    db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(table, sequence.seq);
  }
  for (const sql of dependents) db.exec(sql);
}

const hasSequences = (db: Database.Database): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get() !==
  undefined;
