import { existsSync, readFileSync } from 'node:fs';
import { dataDirOf, filePath, removeFile } from '../../kernel/attachment-files';
import { AppError } from '../../kernel/errors';
import type { Db } from '../../db/open';
import { MarketError } from '../../market/market-error';
import { obj, str } from '../../market/records/json';
import type { ChangeRow } from '../../outbox/change-repo';
import { runStep, type StepContext } from '../../outbox/step';
import { invoicesPath, listInvoices } from './fetch';
import { createInvoicesRepo, isLocalInvoice, type InvoiceRow, type InvoicesRepo } from './invoices-repo';
import type { MarketInvoice } from './invoices-repo';
import { invoiceText } from './messages';

/**
 * A create found in `sending` may have reached the marketplace (a crash, a lost answer): the order's invoices are
 * listed, and one with this file's name and number that no other change here has taken is adopted instead of
 * adding a second one for the same file.
 */
function findCreated(repo: InvoicesRepo, row: InvoiceRow, listed: MarketInvoice[]): MarketInvoice | null {
  // Taken: adopted by another change made here. One only read from the marketplace (the detail opened meanwhile)
  // may well be this change's own.
  const taken = new Set(
    repo
      .list(row.account_id, row.order_id)
      .filter((r) => r.change_id !== null && r.change_id !== row.change_id)
      .map((r) => r.id),
  );
  return (
    listed.find(
      (i) => !taken.has(i.id) && i.fileName === row.file_name && i.invoiceNumber === row.invoice_number,
    ) ?? null
  );
}

/**
 * One step of attaching an invoice: POST its metadata (unless sent before), PUT its PDF from the data folder's copy,
 * then list the order's invoices again for the marketplace's verification. Each stage is committed before the next,
 * so a try after a failure on the way goes on from where the last stopped and never adds a second invoice.
 */
export async function runInvoice(ctx: StepContext, change: ChangeRow): Promise<void> {
  const repo = createInvoicesRepo(ctx.db);
  const end = await runStep(ctx, change, {
    send: (resumed) => send(ctx, repo, change, resumed),
    confirmed: (done) => repo.setUploaded(done.account_id, done.order_id, done.id, ctx.now()),
  });
  if (end !== 'sent') return;
  const done = repo.byChange(change.id);
  if (!done) return;
  // The marketplace's verification of the file; a failed read only leaves it unknown until the next.
  try {
    const client = await ctx.client(change.account_id);
    repo.replace(done.account_id, done.order_id, await listInvoices(client, done.order_id), ctx.now());
  } catch {
    /* read again when the order's detail opens */
  }
}

/** Adds the invoice (found again first when a try's answer was lost) and uploads its file, unless it is there. */
async function send(
  ctx: StepContext,
  repo: InvoicesRepo,
  change: ChangeRow,
  resumed: boolean,
): Promise<InvoiceRow> {
  let row = repo.byChange(change.id);
  if (!row) throw new AppError('INTERNAL', 'The invoice of this change is no longer in the local copy.');
  const client = await ctx.client(change.account_id);
  let uploaded = row.state === 'uploaded';
  if (isLocalInvoice(row.id)) {
    const found = resumed ? findCreated(repo, row, await listInvoices(client, row.order_id)) : null;
    const id =
      found?.id ??
      str(
        obj(
          (
            await client.request({
              method: 'POST',
              path: invoicesPath(row.order_id),
              body: JSON.parse(change.request ?? '{}') as unknown,
            })
          ).data,
        )?.id,
      );
    if (!id) throw new AppError('INTERNAL', 'The marketplace answered the invoice without its id.');
    uploaded = Boolean(found?.uploadedAt);
    const local = row;
    ctx.db.transaction(() => repo.adopt(local, id, ctx.now()))();
    row = { ...row, id };
  }
  if (!uploaded) {
    const file = row.file_path ? filePath(dataDirOf(ctx.db), row.file_path) : null;
    if (!file || !existsSync(file)) throw invoiceText.error('NOT_FOUND', 'fileGone', ctx.language());
    try {
      await client.request({
        method: 'PUT',
        path: `${invoicesPath(row.order_id)}/${encodeURIComponent(row.id)}/file`,
        raw: { bytes: readFileSync(file), contentType: 'application/pdf' },
        idempotent: false,
        expected: [409],
      });
    } catch (error) {
      // Uploaded by a try whose answer was lost: the file is there already.
      if (!(error instanceof MarketError && error.status === 409)) throw error;
    }
  }
  return row;
}

/**
 * An invoice change the seller discarded: an invoice only here goes, with its file's copy; one whose metadata is
 * on the marketplace stays as it is there. Runs in the transaction that ends the change.
 */
export function restoreInvoice(db: Db, change: ChangeRow): void {
  if (change.entity_type !== 'invoice') return;
  const repo = createInvoicesRepo(db);
  const row = repo.byChange(change.id);
  if (!row || !isLocalInvoice(row.id)) return;
  repo.remove(row.account_id, row.order_id, row.id);
  if (row.file_path) removeFile(dataDirOf(db), row.file_path);
}
