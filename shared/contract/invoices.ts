import { z } from 'zod';
import { invoiceLimits, type OrderInvoices } from '../invoices';
import type { Change } from '../outbox';
import { channel } from './define';
import { accountIdField } from './query';

/** The PDF's bytes in base64: a little above the marketplace's 3 MB, so the core answers a too big file itself. */
const base64Max = Math.ceil((invoiceLimits.maxBytes + 1024) / 3) * 4;
const ref = z.object({ accountId: accountIdField, orderId: z.string().min(1).max(200) }).strict();

/** An order's invoices: read from the local copy; a PDF attached goes through the outbox. */
export const invoiceChannels = {
  /** From the local copy (offline too), the invoices on their way shown. */
  'invoices:get': channel<OrderInvoices>()(ref, 'required'),
  /** Reads them from the marketplace into the local copy first (the detail opened online); OFFLINE when it cannot. */
  'invoices:refresh': channel<OrderInvoices>()(ref, 'required'),
  /** Queues a PDF invoice for the order: the core checks it is a PDF (by its bytes), its size and its name. */
  'invoices:attach': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        orderId: z.string().min(1).max(200),
        name: z.string().min(1).max(invoiceLimits.nameMax),
        base64: z.string().min(1).max(base64Max),
        invoiceNumber: z.string().max(invoiceLimits.numberMax).nullable(),
      })
      .strict(),
    'required',
  ),
};
