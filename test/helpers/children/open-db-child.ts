/**
 * Opens one database file the way the app does, at a given moment, for the test of two processes starting on one
 * fresh data folder at once. Besides the app's migrations it runs one more that takes a while and counts its runs
 * (`migration_runs`), so a second process running it again would show. Prints one JSON line: its pid, the journal
 * mode and the version the database ended at.
 * Usage: node open-db-child.mjs DB_FILE START_AT_MS
 */
import { migration } from '../../../electron/core/db/migrations/migration';
import { migrations } from '../../../electron/core/db/migrations';
import { openDatabase } from '../../../electron/core/db/open';

const [file, startAt] = process.argv.slice(2) as [string, string];
// Burns a good part of a second inside the migration's transaction, so the other process surely waits on it.
const counting = migration(
  '900-counted-run',
  `CREATE TABLE migration_runs (pid INTEGER NOT NULL, rows INTEGER NOT NULL) STRICT;
   WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1500000)
   INSERT INTO migration_runs SELECT 0, count(*) FROM n;`,
);
while (Date.now() < Number(startAt)) {
  /* both processes leave this line at the same moment */
}
const db = openDatabase(file, { migrations: [...migrations, counting] });
process.stdout.write(
  JSON.stringify({
    pid: process.pid,
    journal: db.pragma('journal_mode', { simple: true }),
    version: db.pragma('user_version', { simple: true }),
  }) + '\n',
);
db.close();
