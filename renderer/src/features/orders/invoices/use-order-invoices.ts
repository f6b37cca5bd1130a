import type { OrderInvoices } from '../../../../../shared/invoices';
import { api } from '../../../api/client';
import { createDetailRead } from '../../../stores/detail-read';

/**
 * The open order's invoices: the local copy at once, then read from the marketplace (the detail opened online);
 * asked again when the local copy or the outbox changes.
 */
export const useOrderInvoices = createDetailRead<OrderInvoices>({
  tables: ['order_invoices', 'outbox'],
  read: (orderId) => api.invoices.get({ orderId }),
  fetch: (orderId) => api.invoices.refresh({ orderId }),
});
