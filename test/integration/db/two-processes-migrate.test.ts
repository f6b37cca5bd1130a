import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../electron/core/db/migrations';
import { openDatabase } from '../../../electron/core/db/open';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';
import { projectRoot } from '../../helpers/cli';
import { tempDir } from '../../helpers/temp-dir';

const run = promisify(execFile);
/** The child's own slow migration, after the app's (see open-db-child.ts). */
const countingMigrationId = 900;
let child = '';
beforeAll(async () => {
  child = await bundleChild(join(projectRoot, 'test/helpers/children/open-db-child.ts'));
});
afterAll(() => removeBundle(child));

interface Opened {
  pid: number;
  journal: string;
  version: number;
}

/** Starts `count` processes that open `file` at one moment (well after each has loaded). */
async function openAtOnce(file: string, count: number): Promise<Opened[]> {
  const startAt = String(Date.now() + 1500);
  const runs = Array.from({ length: count }, () =>
    run(process.execPath, [child, file, startAt], { cwd: projectRoot, timeout: 60_000 }),
  );
  return (await Promise.all(runs)).map(({ stdout }) => JSON.parse(stdout) as Opened);
}

describe('two processes opening one fresh data folder at once', () => {
  it('run each migration once, both in WAL, both at the latest version', async () => {
    for (let round = 0; round < 3; round++) {
      const file = join(tempDir('sd-two-open-'), 'seller-desk.db');
      const opened = await openAtOnce(file, 2);
      for (const one of opened) expect(one).toMatchObject({ journal: 'wal', version: countingMigrationId });
      const db = openDatabase(file, { readonly: true });
      try {
        // The slow migration's effect happened once: a second run would have failed (the table exists) or added a row.
        expect(db.prepare('SELECT count(*) AS n FROM migration_runs').get()).toEqual({ n: 1 });
        const recorded = db.prepare<[], { id: number }>('SELECT id FROM schema_migrations ORDER BY id').all();
        expect(recorded.map((r) => r.id)).toEqual([...migrations.map((m) => m.id), countingMigrationId]);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    }
  }, 120_000);
});
