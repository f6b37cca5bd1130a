import type { Messages } from './pl';

export const enInvoices: Messages['invoices'] = {
  title: 'Invoice',
  filter: 'Invoice asked, not attached',
  asked: 'The buyer asks for an invoice.',
  notAsked: 'The buyer did not ask for an invoice.',
  none: 'No invoice attached yet.',
  neverRead: 'This order’s invoices have not been read from the marketplace yet.',
  readAt: 'Read {at}',
  offline: 'The marketplace cannot be reached: the last saved copy is shown.',
  attach: 'Attach PDF…',
  number: 'Invoice number',
  numberPlaceholder: 'e.g. INV 12/2026',
  dropHint: 'You can also drop a PDF file on the order detail.',
  dropHere: 'Drop the PDF to attach it as the invoice',
  queued: 'Invoice {name} waits to be sent.',
  notPdf: 'The file {name} is not a PDF.',
  tooBig: 'The file {name} is too large: an invoice may have at most 3 MB.',
  unnamed: 'no number',
  states: {
    draft: 'waiting to be sent',
    sent: 'details sent, file on its way',
    uploaded: 'attached',
  },
  change: {
    queued: 'queued',
    sending: 'sending',
    confirming: 'confirming',
    failed: 'refused',
  },
  verification: {
    WAITING: 'file being scanned',
    ACCEPTED: 'file checked',
    REJECTED: 'file rejected by the scanner',
  },
};
