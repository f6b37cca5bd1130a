import { describe, expect, it } from 'vitest';
import { createJobRepo, toPrintJob } from '../../../electron/core/printing/job-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';

describe('migration 080: what was removed from a job’s ZPL', () => {
  it('keeps the jobs printed before it, with nothing said removed, and takes the list of new ones', () => {
    const db = upgradedTo(80, (old) => {
      old
        .prepare(
          "INSERT INTO print_documents (hash, format, bytes, size, created_at) VALUES ('h1', 'zpl', ?, 8, 1)",
        )
        .run(Buffer.from('^XA^XZ\n'));
      old
        .prepare(
          `INSERT INTO print_jobs (kind, document_hash, format, title, printer_id, printer_label, backend, printer_name,
             page_size, orientation, copies, fit_to_page, state, max_attempts, created_at, updated_at)
           VALUES ('label', 'h1', 'zpl', 'Label 1', 'cups:sd-zpl', 'sd-zpl', 'cups', 'sd-zpl', 'a6', 'portrait',
             1, 0, 'done', 3, 1, 1)`,
        )
        .run();
    });
    const newest = reopenedNewest(db);
    const jobs = createJobRepo(newest);
    const before = toPrintJob(jobs.get(1)!);
    expect(before).toMatchObject({ id: 1, title: 'Label 1', state: 'done' });
    expect(before.removedCommands).toBeUndefined();
    const id = jobs.insert(
      {
        kind: 'label',
        documentHash: 'h2',
        format: 'zpl',
        title: 'Label 2',
        printerId: 'cups:sd-zpl',
        printerLabel: 'sd-zpl',
        backend: 'cups',
        printerName: 'sd-zpl',
        pageSize: 'a6',
        orientation: 'portrait',
        copies: 1,
        fitToPage: false,
        maxAttempts: 3,
        removedCommands: ['^JU', '~JR'],
      },
      Buffer.from('^XA^XZ'),
      2,
    );
    expect(toPrintJob(jobs.get(id)!).removedCommands).toEqual(['^JU', '~JR']);
    newest.close();
  });
});
