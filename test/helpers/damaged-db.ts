import Database from 'better-sqlite3';
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../electron/core/db/open';

export const accountId = 'demo:1001';

/** How many of each the seller made in `sellerMadeDatabase`; enough outbox rows to span many pages. */
export const made = { changes: 400, shipments: 30, printJobs: 20, templates: 3, profiles: 2, takes: 5 };

/**
 * A data folder's database holding what only this copy has (waiting changes, parcels with labels, print jobs and
 * their documents, printer profiles, parcel templates, station takes) and some synced offers, closed so that the
 * file holds everything (no `-wal` left).
 */
export function sellerMadeDatabase(dataDir: string): string {
  const file = join(dataDir, 'seller-desk.db');
  const db = openDatabase(file);
  const now = 1_760_000_000_000;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO accounts (id, environment, user_id, login, status, created_at, updated_at)
       VALUES (?, 'demo', '1001', 'demo-seller', 'signedIn', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    ).run(accountId);
    const change = db.prepare(
      `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, fields, previous, state, created_at, updated_at)
       VALUES (?, 'offer', ?, 'offer.edit', ?, '{}', 'queued', ?, ?)`,
    );
    for (let i = 1; i <= made.changes; i++) {
      // A description long enough that a page holds a handful of changes.
      change.run(
        accountId,
        `offer-${i}`,
        JSON.stringify({ description: `change ${i} `.repeat(40) }),
        now + i,
        now + i,
      );
    }
    const shipment = db.prepare(
      `INSERT INTO shipments (account_id, order_id, command_id, family, state, label_format, page_size, draft, created_at, updated_at)
       VALUES (?, ?, ?, 'shipment-management', 'labelled', 'ZPL', 'A6', '{}', ?, ?)`,
    );
    const label = db.prepare(
      `INSERT INTO shipment_labels (shipment_id, format, bytes, created_at) VALUES (?, 'ZPL', ?, ?)`,
    );
    for (let i = 1; i <= made.shipments; i++) {
      const id = shipment.run(accountId, `order-${i}`, `command-${i}`, now, now).lastInsertRowid;
      label.run(id, Buffer.from(`^XA^FDparcel ${i}^FS^XZ`), now);
    }
    const document = db.prepare(
      `INSERT INTO print_documents (hash, format, bytes, size, created_at) VALUES (?, 'zpl', ?, ?, ?)`,
    );
    const job = db.prepare(
      `INSERT INTO print_jobs (kind, document_hash, format, title, printer_id, printer_label, backend, printer_name,
         page_size, orientation, copies, fit_to_page, state, max_attempts, created_at, updated_at)
       VALUES ('label', ?, 'zpl', ?, 'tcp9100:zebra', 'Zebra', 'tcp9100', 'zebra', 'a6', 'portrait', 1, 0, 'queued', 3, ?, ?)`,
    );
    for (let i = 1; i <= made.printJobs; i++) {
      const bytes = Buffer.from(`^XA^FDjob ${i}^FS^XZ`);
      document.run(`hash-${i}`, bytes, bytes.length, now);
      job.run(`hash-${i}`, `Label ${i}`, now, now);
    }
    const profile = db.prepare(
      `INSERT INTO print_profiles (kind, printer_id, page_size, orientation, copies, zpl_dpi, auto_print, start_quarter, updated_at)
       VALUES (?, 'tcp9100:zebra', 'a6', 'portrait', 1, 203, 1, 1, ?)`,
    );
    profile.run('label', now);
    profile.run('protocol', now);
    const template = db.prepare(
      `INSERT INTO parcel_templates (name, delivery_method_id, package_type, length_cm, width_cm, height_cm, weight_kg,
         insurance_kind, cash_on_delivery, created_at, updated_at)
       VALUES (?, ?, 'PACKAGE', 30, 20, 10, 1.5, 'none', 0, ?, ?)`,
    );
    for (let i = 1; i <= made.templates; i++)
      template.run(`Box ${i}`, i === 1 ? null : `method-${i}`, now, now);
    const take = db.prepare(
      `INSERT INTO station_takes (account_id, order_id, state, created_at, updated_at) VALUES (?, ?, 'wanted', ?, ?)`,
    );
    for (let i = 1; i <= made.takes; i++) take.run(accountId, `order-${i}`, now, now);
  })();
  // The last connection's close checkpoints the journal into the file and removes it.
  db.close();
  return file;
}

/** Counts of what `sellerMadeDatabase` put in, read from a database file. */
export function sellerMadeCounts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    return {
      changes: count('outbox_changes'),
      shipments: count('shipments'),
      labels: count('shipment_labels'),
      printJobs: count('print_jobs'),
      documents: count('print_documents'),
      profiles: count('print_profiles'),
      templates: count('parcel_templates'),
      takes: count('station_takes'),
      accounts: count('accounts'),
    };
  } finally {
    db.close();
  }
}

/** Overwrites "SQLite format 3\0", the file's first 16 bytes: SQLite then refuses it as SQLITE_NOTADB. */
export function overwriteHeader(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.from('THIS IS NOT SQL!', 'latin1'), 0, 16, 0);
  } finally {
    closeSync(fd);
  }
}

/**
 * Fills one leaf page in the middle of a table with garbage (as a bad sector or a torn write would), so reading
 * through it fails with SQLITE_CORRUPT; returns that page's number. The file opens as usual.
 */
export function corruptPageOf(file: string, table: string): number {
  const db = new Database(file, { readonly: true });
  const pages = db
    .prepare<[string], { pageno: number }>(
      "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno",
    )
    .all(table);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  const page = pages[Math.floor(pages.length / 2)]!.pageno;
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (page - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
  return page;
}
