import { describe, expect, it } from 'vitest';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

describe('migration 020-print-queue', () => {
  it('adds the queue beside existing data, with its checks', () => {
    const db = upgradedTo(20, (before) => {
      insertAccount(before, 'demo:1', 'sklep');
    });
    expect(db.prepare('SELECT login FROM accounts').get()).toEqual({ login: 'sklep' });
    db.prepare(
      `INSERT INTO print_documents (hash, format, bytes, size, created_at) VALUES ('h', 'zpl', x'5e5841', 3, 1)`,
    ).run();
    const job = db.prepare(
      `INSERT INTO print_jobs (kind, document_hash, format, title, printer_id, printer_label, backend,
         printer_name, page_size, orientation, copies, fit_to_page, state, max_attempts, created_at, updated_at)
       VALUES ('label', ?, 'zpl', 't', 'folder:/x', 'x', 'folder', '/x', 'a6', 'portrait', 1, 0, ?, 5, 1, 1)`,
    );
    expect(job.run('h', 'queued').changes).toBe(1);
    expect(() => job.run('h', 'printing')).toThrow(/CHECK/);
    expect(() => job.run('missing', 'queued')).toThrow(/FOREIGN KEY/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO print_profiles (kind, page_size, orientation, copies, zpl_dpi, auto_print, start_quarter,
             updated_at) VALUES ('label', 'a6', 'portrait', 1, 600, 0, 1, 1)`,
        )
        .run(),
    ).toThrow(/CHECK/);
    const stored = db.prepare('SELECT bytes FROM print_documents').get() as { bytes: Buffer };
    expect(stored.bytes.toString()).toBe('^XA');
    db.close();
  });
});
