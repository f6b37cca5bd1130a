import type { TableName } from '../../../../shared/contract';
import type { OrderInvoices } from '../../../../shared/invoices';
import type { Clock } from '../../kernel/ports';
import type { Db } from '../../db/open';
import type { MarketClient } from '../../market/client';
import { fetchInvoices } from './fetch';
import { createInvoiceView } from './invoice-view';
import { createInvoicesRepo } from './invoices-repo';

export interface InvoiceServiceDeps {
  db: Db;
  client: (accountId: string) => Promise<MarketClient>;
  clock: Clock;
  changed: (tables: TableName[]) => void;
}

/**
 * Orders' invoices: read from the marketplace when the seller opens an order's detail online (one request) and
 * after an upload (invoice-step.ts); reading every order's would cost a request per order, and few ask for one.
 * Offline, the detail shows the last copy, with its time.
 */
export function createInvoiceService(deps: InvoiceServiceDeps) {
  const repo = createInvoicesRepo(deps.db);
  const view = createInvoiceView(deps.db, repo);
  return {
    /** From the local copy, with the invoices on their way shown. */
    get: (accountId: string, orderId: string): OrderInvoices => view(accountId, orderId),
    /** Reads the order's invoices from the marketplace into the local copy, then answers them. */
    async refresh(accountId: string, orderId: string): Promise<OrderInvoices> {
      const client = await deps.client(accountId);
      if (await fetchInvoices(client, repo, accountId, orderId, deps.clock.now()))
        deps.changed(['order_invoices', 'orders']);
      return view(accountId, orderId);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
