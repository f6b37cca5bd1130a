import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SECOND_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { readBackupFacts } from '../../../electron/core/db/backup';
import { closeAfterEach } from '../../helpers/cleanup';
import { runCli } from '../../helpers/cli';
import { coreWithDemo, localDb } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { offerStation } from '../../helpers/offer-station';
import { useProfile, zplLabel } from '../../helpers/printing';
import { signInToDemo } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();
const wait = { timeout: 60_000, interval: 50 };

/** The tables only this database holds: what a backup exists for. */
const sellerTables = ['outbox_changes', 'shipments', 'print_jobs', 'print_profiles', 'parcel_templates'];

function rowsOf(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      sellerTables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

describe('a backup of the working app', () => {
  it('taken while a sync and the outbox write, holds every change made before it, and restores that state', async () => {
    const market: DemoMarket = closing(await startTestMarket({ frozenClock: false, offers: 120 }));
    const { core, accountId, offer } = await offerStation(market, closing);
    const dataDir = core.info().dataDir;
    const db = localDb(core);

    // What the seller made here and nowhere else: a printer profile, a print job, a parcel with its label.
    const printer = await core.printing.addPrinter({ backend: 'folder', path: tempDir('sd-printed-') });
    useProfile(core.printing, 'label', { printerId: printer.id, copies: 2 });
    await core.printing.enqueue({ kind: 'label', bytes: zplLabel('backup'), printerId: printer.id });
    const order = db
      .prepare<[string], { id: string }>('SELECT id FROM orders WHERE account_id = ?')
      .get(accountId);
    db.prepare(
      `INSERT INTO shipments (account_id, order_id, command_id, family, state, waybills, label_format, page_size,
         draft, created_at, updated_at)
       VALUES (?, ?, 'cmd-backup-1', 'parcel-management', 'done', '["W1"]', 'PDF', 'A6', '{}', 1, 1)`,
    ).run(accountId, order!.id);

    // A second seller's first sync keeps the sync's writer thread busy while the backup runs.
    await signInToDemo(core, SECOND_SELLER_ID);
    core.start();
    let adding = true;
    let stock = 1000;
    const changes = (async () => {
      while (adding) {
        core.actions.offers.change(accountId, offer.id, { stock: stock++ });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    await vi.waitFor(() => {
      expect(count("SELECT count(*) FROM outbox_changes WHERE state = 'sent'")).toBeGreaterThan(0);
      expect(count('SELECT count(*) FROM outbox_changes')).toBeGreaterThan(20);
    }, wait);
    const madeBefore = db
      .prepare<[], { id: number; fields: string }>('SELECT id, fields FROM outbox_changes ORDER BY id')
      .all();
    const entry = await core.backups.backUpNow();
    adding = false;
    await changes;

    const file = join(dataDir, 'backups', entry.name);
    // The running core wrote today's daily copy on start, beside the one asked for.
    expect(core.backups.list().map((b) => b.kind)).toEqual(expect.arrayContaining(['daily', 'manual']));
    expect(entry).toMatchObject({ kind: 'manual', size: statSync(file).size });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const facts = readBackupFacts(file);
    expect(facts.accounts.map((a) => a.id).sort()).toEqual(core.accounts.signedInIds().sort());
    const kept = new Database(file, { readonly: true });
    const inBackup = new Map(
      kept
        .prepare<[], { id: number; fields: string }>('SELECT id, fields FROM outbox_changes')
        .all()
        .map((row) => [row.id, row.fields]),
    );
    kept.close();
    for (const change of madeBefore) expect(inBackup.get(change.id)).toBe(change.fields);
    const saved = rowsOf(file);
    for (const table of ['shipments', 'print_jobs', 'print_profiles']) expect(saved[table]).not.toEqual([]);

    // Later changes, then a restore (the app closed): the state of the backup comes back.
    core.actions.offers.change(accountId, offer.id, { stock: 1 });
    await core.close();
    localDb(core).close();
    const restored = await runCli(['--data-dir', dataDir, 'restore', file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/The database it replaced is kept as .*seller-desk\.db\.before-restore-/);
    expect(rowsOf(join(dataDir, 'seller-desk.db'))).toEqual(saved);

    // The app starts on the restored copy: the waiting changes are there to be sent.
    const again = closing(coreWithDemo(market, { dataDir }));
    const waiting = (saved.outbox_changes as { state: string }[]).filter((c) =>
      ['queued', 'sending', 'confirming'].includes(c.state),
    ).length;
    expect(again.outbox.counts([accountId]).waiting).toBe(waiting);
  }, 240_000);
});
