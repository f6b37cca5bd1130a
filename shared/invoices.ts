import type { ChangeState } from './outbox';

/** The marketplace's limits for an invoice: the file's size (3 MB), its name, the invoice number. */
export const invoiceLimits = { maxBytes: 3 * 1024 * 1024, nameMax: 200, numberMax: 100 } as const;

/** Where an attached invoice stands: only here, its metadata on the marketplace, or its file uploaded too. */
export type InvoiceState = 'draft' | 'sent' | 'uploaded';

/** A PDF starts with `%PDF-` whatever its name says. */
export function isPdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

export interface OrderInvoice {
  id: string;
  invoiceNumber: string | null;
  fileName: string;
  state: InvoiceState;
  /** The marketplace's antivirus verification of the file: WAITING, ACCEPTED or REJECTED. */
  verification: string | null;
  /** ISO times. */
  createdAt: string | null;
  uploadedAt: string | null;
  /** The outbox change that attaches it, while it matters: on its way or refused (with the marketplace's words). */
  change: { id: number; state: ChangeState; error: string | null } | null;
}

/** An order's invoice part: whether the buyer asked for one, and the invoices attached. */
export interface OrderInvoices {
  orderId: string;
  required: boolean;
  /** When the invoices were last read from the marketplace (ISO), null if never. */
  readAt: string | null;
  invoices: OrderInvoice[];
}
