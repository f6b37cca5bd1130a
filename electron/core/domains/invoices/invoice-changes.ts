import { randomUUID } from 'node:crypto';
import type { FileChangeBuilderDeps } from '../../outbox/builder-deps';
import { removeFile, storeFile } from '../../kernel/attachment-files';
import { invoiceLimits, isPdf } from '../../../../shared/invoices';
import type { Change } from '../../../../shared/outbox';
import type { Language } from '../../../../shared/settings';
import { invoiceText } from './messages';
import { createInvoicesRepo } from './invoices-repo';
import { iso } from '../../kernel/time/iso';

export type InvoiceChangeDeps = FileChangeBuilderDeps;

export interface InvoiceFile {
  name: string;
  bytes: Uint8Array;
  invoiceNumber: string | null;
}

/** The seller's file checked as the marketplace would (a PDF by its bytes, its size, its name, its number). */
function checkFile(file: InvoiceFile, language: Language): void {
  if (file.bytes.length === 0) throw invoiceText.error('VALIDATION_FAILED', 'empty', language);
  if (file.bytes.length > invoiceLimits.maxBytes)
    throw invoiceText.error('VALIDATION_FAILED', 'tooBig', language);
  if (!isPdf(file.bytes)) throw invoiceText.error('VALIDATION_FAILED', 'notPdf', language);
  if (!/\.pdf$/i.test(file.name) || file.name.length > invoiceLimits.nameMax)
    throw invoiceText.error('VALIDATION_FAILED', 'name', language, { max: invoiceLimits.nameMax });
  if ((file.invoiceNumber ?? '').length > invoiceLimits.numberMax)
    throw invoiceText.error('VALIDATION_FAILED', 'number', language, { max: invoiceLimits.numberMax });
}

/**
 * Attaching a PDF invoice to an order: the file is copied into the data folder first (nothing is lost on a crash
 * or while offline), then the invoice is shown in the local copy and its change queued in one transaction; the
 * worker sends it (invoice-step.ts).
 */
export function createInvoiceChanges(deps: InvoiceChangeDeps) {
  const { db, changes } = deps;
  const repo = createInvoicesRepo(db);
  const orderOf = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM orders WHERE account_id = ? AND id = ?',
  );

  function attach(accountId: string, orderId: string, file: InvoiceFile): Change {
    const language = deps.language();
    const number = file.invoiceNumber?.trim() || null;
    checkFile({ ...file, invoiceNumber: number }, language);
    if (!orderOf.get(accountId, orderId))
      throw invoiceText.error('NOT_FOUND', 'orderUnknown', language, { id: orderId });
    if (number !== null && repo.list(accountId, orderId).some((r) => r.invoice_number === number))
      throw invoiceText.error('CONFLICT', 'duplicate', language, { number });
    const localId = `local-${randomUUID()}`;
    // On the disk (flushed) before the transaction that names it commits.
    const path = storeFile(deps.dataDir, 'invoices', `${localId}.pdf`, file.bytes);
    let id: number;
    try {
      id = db.transaction(() => {
        const now = deps.now();
        const changeId = changes.insert(
          {
            accountId,
            entityType: 'invoice',
            entityId: orderId,
            kind: 'invoice.attach',
            batchId: null,
            fields: { invoiceFile: file.name, invoiceNumber: number },
            previous: {},
            request: { file: { name: file.name }, ...(number !== null ? { invoiceNumber: number } : {}) },
          },
          now,
        );
        repo.insert({
          account_id: accountId,
          order_id: orderId,
          id: localId,
          invoice_number: number,
          file_name: file.name,
          state: 'draft',
          verification: null,
          created_at: iso(now),
          uploaded_at: null,
          file_path: path,
          file_size: file.bytes.length,
          change_id: changeId,
          stored_at: now,
        });
        return changeId;
      })();
    } catch (error) {
      removeFile(deps.dataDir, path);
      throw error;
    }
    deps.changed(['order_invoices', 'orders', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  return { attach };
}

export type InvoiceChanges = ReturnType<typeof createInvoiceChanges>;
