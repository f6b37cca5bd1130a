import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../electron/core/db/open';
import { tempDir } from '../helpers/temp-dir';

/** The floor every cache write stands on: 100 000 rows into a real file in one transaction. */
export default function dbInsert(): Promise<Record<string, unknown>> {
  const db = openDatabase(join(tempDir('sd-bench-db-'), 'bench.db'));
  db.exec('CREATE TABLE bench (id TEXT PRIMARY KEY, n INTEGER NOT NULL, raw TEXT NOT NULL) STRICT');
  const insert = db.prepare('INSERT INTO bench (id, n, raw) VALUES (?, ?, ?)');
  const rows = 100_000;
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(`row-${i}`, i, `{"i":${i}}`);
  })();
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return Promise.resolve({
    rows,
    seconds: Number(seconds.toFixed(3)),
    rowsPerSecond: Math.round(rows / seconds),
  });
}
