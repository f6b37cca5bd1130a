import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import type { DocumentJob } from '../../../electron/core/printing/documents/document-jobs';
import type { Relist } from '../../../electron/core/domains/offers/offers-relist';
import type { WriterJob } from '../../../electron/core/domains/streams/writer/protocol';
import { startThread, type JobThread } from '../../../electron/core/kernel/thread';
import { projectRoot } from '../../helpers/cli';
import { dbFile } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const outMain = join(projectRoot, 'out', 'main');
const built = existsSync(join(outMain, 'cli.js'));
const howTo = 'The app is not built: `npm run build` writes out/main (npm test builds before it tests).';
if (!built && process.env.CI) throw new Error(howTo);

const threads: JobThread<object>[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.stop()));
});

function builtThread<Job extends object>(file: string, workerData?: unknown): JobThread<Job> {
  const thread = startThread<Job>({
    entry: { url: pathToFileURL(join(outMain, file)), execArgv: [] },
    name: `The built ${file}`,
    workerData,
  });
  threads.push(thread);
  return thread;
}

// Skipped only where the app was not built (howTo says how); CI fails then instead.
describe.skipIf(!built)('the built app’s threads', () => {
  it('are entries of their own beside the bundle, under the names the bundle starts them by', () => {
    const code = [
      join(outMain, 'cli.js'),
      ...readdirSync(join(outMain, 'chunks')).map((f) => join(outMain, 'chunks', f)),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const started = [...code.matchAll(/import\.meta\.url\),\s*"([\w-]+\.js)"\)/g)].map((m) => m[1]!);
    expect(new Set(started)).toEqual(new Set(['sync-writer.js', 'documents.js']));
    for (const file of started) expect(existsSync(join(outMain, file)), file).toBe(true);
  });

  it('the documents thread lays out a PDF with its dependencies and fonts as installed', async () => {
    const documents = builtThread<DocumentJob>('documents.js');
    const pdf = (await documents.run({
      op: 'handOverList',
      input: {
        sellerName: 'Sklep',
        carrierName: 'DPD',
        date: '2026-03-02',
        parcels: [
          { waybill: 'W1', orderId: 'o-1', receiverName: 'Łukasz', receiverCity: 'Łódź', packages: 1 },
        ],
        language: 'pl',
      },
    })) as Uint8Array;
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('the sync’s writer thread writes a page into the database file it was given', async () => {
    const file = dbFile();
    const db = openDatabase(file);
    insertAccount(db);
    try {
      const writer = builtThread<WriterJob>('sync-writer.js', { file });
      const plan: Relist = { kind: 'relist', started: 1000, head: null, offset: 0, done: 0, total: 1 };
      const page = {
        offers: [
          {
            id: '1',
            name: 'Offer 1',
            sellingMode: { format: 'BUY_NOW', price: { amount: '10.00', currency: 'PLN' } },
          },
        ],
        totalCount: 1,
      };
      const written = await writer.run({
        op: 'listed',
        input: {
          accountId: 'demo:1',
          pages: [new TextEncoder().encode(JSON.stringify(page))],
          plan,
          now: 2000,
        },
      });
      expect(written).toMatchObject({ count: 1 });
      expect(db.prepare('SELECT id, name FROM offers').all()).toEqual([{ id: '1', name: 'Offer 1' }]);
    } finally {
      db.close();
    }
  });
});
