import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFileCipher } from '../../../electron/core/auth/key-file-cipher';
import { openDatabase } from '../../../electron/core/db/open';
import { migrations } from '../../../electron/core/db/migrations';
import { migration } from '../../../electron/core/db/migrations/migration';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { createConfSettingsStore } from '../../../electron/core/kernel/settings/conf-store';
import {
  moveLocalCopyAside,
  startCore,
  type StartConfig,
  type StartResult,
} from '../../../electron/core/start/start-core';
import {
  corruptPageOf,
  made,
  overwriteHeader,
  sellerMadeCounts,
  sellerMadeDatabase,
} from '../../helpers/damaged-db';
import { closeAfterEach } from '../../helpers/cleanup';
import { tempDir } from '../../helpers/temp-dir';

const track = closeAfterEach();

function start(dataDir: string, config: Partial<StartConfig> = {}): StartResult {
  const started = startCore(
    {
      settingsStore: () => createConfSettingsStore(dataDir),
      logger: silentLogger,
      cipher: createKeyFileCipher(join(dataDir, 'secret.key')),
    },
    { dataDir, host: 'cli', onDamage: 'auto', ...config },
  );
  if (started.ok) track(started.core);
  return started;
}

const everything = {
  changes: made.changes,
  shipments: made.shipments,
  labels: made.shipments,
  printJobs: made.printJobs,
  documents: made.printJobs,
  profiles: made.profiles,
  templates: made.templates,
  takes: made.takes,
  accounts: 1,
};

const asideFiles = (dataDir: string, infix: string) => readdirSync(dataDir).filter((f) => f.includes(infix));

describe('a start that fails and says so', () => {
  it('recovers a database whose "SQLite format 3" header was overwritten: everything the seller made comes back', () => {
    const dataDir = tempDir('sd-start-');
    const file = sellerMadeDatabase(dataDir);
    overwriteHeader(file);
    expect(() => new Database(file).pragma('journal_mode')).toThrow(/not a database/);

    const started = start(dataDir);
    if (!started.ok) throw new Error(started.fault.detail);
    expect(started.notices).toHaveLength(1);
    const notice = started.notices[0]!;
    expect(notice.code).toBe('DATABASE_RECOVERED');
    expect(notice.aside).toMatch(/seller-desk\.db\.damaged-\d{8}T\d{6}Z$/);
    expect(notice.message.en).toContain(notice.aside);
    expect(notice.message.pl).toContain('uszkodzona');
    // The damaged file is kept as it was found, header and all.
    expect(readFileSync(notice.aside!).subarray(0, 16).toString('latin1')).toBe('THIS IS NOT SQL!');
    expect(
      started.core.outbox.list({ accountIds: ['demo:1001'], states: ['queued'], limit: 1000 }),
    ).toHaveLength(made.changes);
    void started.core.close();
    expect(sellerMadeCounts(file)).toEqual(everything);
  });

  it('recovers a database with a damaged page: the rows on either side of it come back, the rest of the tables whole', async () => {
    const dataDir = tempDir('sd-start-');
    const file = sellerMadeDatabase(dataDir);
    corruptPageOf(file, 'outbox_changes');
    // The damage does not show when the file opens: start-up's check of the tables only it holds finds it.
    const plain = new Database(file);
    expect(plain.pragma('journal_mode', { simple: true })).toBe('wal');
    plain.close();

    const started = start(dataDir);
    if (!started.ok) throw new Error(started.fault.detail);
    const notice = started.notices[0]!;
    expect(notice.code).toBe('DATABASE_RECOVERED');
    expect(notice.message.en).toContain('unreadable parts: outbox_changes');
    await started.core.close();
    const counts = sellerMadeCounts(file);
    // One 4 KiB page holds a few of these changes; every other one is back.
    expect(counts.changes).toBeGreaterThan(made.changes - 10);
    expect(counts.changes).toBeLessThan(made.changes);
    expect({ ...counts, changes: made.changes }).toEqual(everything);
    expect(existsSync(notice.aside!)).toBe(true);
    // The kept file is the damaged one, still damaged.
    const kept = new Database(notice.aside, { readonly: true });
    expect(kept.pragma('quick_check(outbox_changes)', { simple: true })).not.toBe('ok');
    kept.close();
  });

  it("asks before it moves a damaged copy aside when told to (the window), and recovers on the seller's word", async () => {
    const dataDir = tempDir('sd-start-');
    const file = sellerMadeDatabase(dataDir);
    overwriteHeader(file);
    const asked = start(dataDir, { onDamage: 'ask' });
    if (asked.ok) throw new Error('started on a damaged file');
    expect(asked.fault).toMatchObject({ step: 'database', code: 'DATABASE_DAMAGED', file, dataDir });
    expect(asked.fault.actions).toEqual(['moveAside', 'restore', 'openFolder', 'quit']);
    expect(asked.fault.detail).toContain('SQLITE_NOTADB');
    expect(asideFiles(dataDir, '.damaged-')).toEqual([]);

    const recovery = moveLocalCopyAside(dataDir);
    expect(recovery.tables.every((t) => !t.unreadable)).toBe(true);
    const again = start(dataDir, { onDamage: 'ask' });
    if (!again.ok) throw new Error(again.fault.detail);
    await again.core.close();
    expect(sellerMadeCounts(file)).toEqual(everything);
  });

  it('refuses a database from a newer version without moving it aside, offering restore, the folder or quit', () => {
    const dataDir = tempDir('sd-start-');
    const file = sellerMadeDatabase(dataDir);
    const db = new Database(file);
    db.prepare(
      "INSERT INTO schema_migrations (id, name, checksum, applied_at) VALUES (999, '999-from-the-future', 'x', '2027-01-01')",
    ).run();
    db.close();

    const started = start(dataDir);
    if (started.ok) throw new Error('started on a newer database');
    expect(started.fault).toMatchObject({ step: 'migration', code: 'DATABASE_NEWER', file });
    expect(started.fault.actions).toEqual(['restore', 'openFolder', 'quit']);
    expect(started.fault.message.en).toContain('newer Seller Desk');
    expect(started.fault.message.pl).toContain('nowszej wersji');
    expect(started.fault.detail).toContain('999');
    expect(asideFiles(dataDir, '.damaged-')).toEqual([]);
    expect(sellerMadeCounts(file)).toEqual(everything);
  });

  it('moves a settings.json that is not JSON aside, starts on the defaults, and says so', async () => {
    const dataDir = tempDir('sd-start-');
    writeFileSync(join(dataDir, 'settings.json'), '{"language": "pl", ');
    const started = start(dataDir);
    if (!started.ok) throw new Error(started.fault.detail);
    expect(started.notices.map((n) => n.code)).toEqual(['SETTINGS_SET_ASIDE']);
    const aside = started.notices[0]!.aside!;
    expect(aside).toMatch(/settings\.json\.invalid-\d{8}T\d{6}Z$/);
    expect(readFileSync(aside, 'utf8')).toBe('{"language": "pl", ');
    expect(started.notices[0]!.message.en).toContain(aside);
    expect(started.core.settings.get().language).toBe(createConfSettingsStore(tempDir()).get().language);
    await started.core.close();
  });

  it('reports a disk that fills during a migration, keeps the copy as it was, and starts once there is room', async () => {
    const dataDir = tempDir('sd-start-');
    const file = sellerMadeDatabase(dataDir);
    const pages = (() => {
      const db = new Database(file, { readonly: true });
      const count = db.pragma('page_count', { simple: true }) as number;
      db.close();
      return count;
    })();
    // A real SQLITE_FULL from SQLite itself: the migration's connection may grow the file by a few pages only, as
    // on a disk with a few kilobytes left. (A tiny tmpfs would need root to mount; this runs anywhere.)
    const filling = migration(
      '999-fill',
      `PRAGMA max_page_count = ${pages + 4};
       CREATE TABLE filler (bytes BLOB NOT NULL) STRICT;
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
       INSERT INTO filler SELECT randomblob(4000) FROM n;`,
    );
    const full = start(dataDir, { migrations: [...migrations, filling] });
    if (full.ok) throw new Error('started on a full disk');
    expect(full.fault).toMatchObject({ code: 'DISK_FULL', file, dataDir });
    expect(full.fault.actions).toEqual(['retry', 'openFolder', 'quit']);
    expect(full.fault.detail).toContain('SQLITE_FULL');
    expect(full.fault.message.en).toContain('free some space and try again');
    expect(full.fault.message.pl).toContain('zwolnij miejsce');
    // The migration's transaction was rolled back: nothing half-applied, nothing the seller made lost.
    const db = openDatabase(file);
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'filler'").pluck().get()).toBe(0);
    db.close();
    expect(sellerMadeCounts(file)).toEqual(everything);
    const retried = start(dataDir);
    if (!retried.ok) throw new Error(retried.fault.detail);
    await retried.core.close();
  });
});
