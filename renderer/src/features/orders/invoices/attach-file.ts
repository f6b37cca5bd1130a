import { invoiceLimits, isPdf } from '../../../../../shared/invoices';
import type { Change } from '../../../../../shared/outbox';
import { api } from '../../../api/client';

/** Why a file is not queued: checked here first, so the seller hears it at once (the core checks it again). */
export type FileProblem = 'notPdf' | 'tooBig';

/** The file's bytes, or why it cannot be an invoice: a PDF by its first bytes (not its name), 3 MB at most. */
export async function readInvoiceFile(file: File): Promise<Uint8Array | FileProblem> {
  if (file.size > invoiceLimits.maxBytes) return 'tooBig';
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isPdf(bytes) ? bytes : 'notPdf';
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Queues the PDF for the order through the outbox; a name without `.pdf` gets it. */
export function attachInvoice(
  orderId: string,
  name: string,
  bytes: Uint8Array,
  invoiceNumber: string,
): Promise<Change> {
  return api.invoices.attach({
    orderId,
    name: /\.pdf$/i.test(name) ? name : `${name}.pdf`,
    base64: base64(bytes),
    invoiceNumber: invoiceNumber.trim() || null,
  });
}
