import type { MarketClient } from '../../market/client';
import { arr, at, obj, str } from '../../market/records/json';
import { seg } from '../../shipping/gateway';
import type { InvoicesRepo, MarketInvoice } from './invoices-repo';

export const invoicesPath = (orderId: string): string => `/order/checkout-forms/${seg(orderId)}/invoices`;

/** The invoices of a `GET .../invoices` answer; one without an id is left out (nothing could refer to it). */
export function invoicesFrom(data: unknown): MarketInvoice[] {
  return arr(obj(data)?.invoices).flatMap((value) => {
    const id = str(obj(value)?.id);
    if (!id) return [];
    return [
      {
        id,
        invoiceNumber: str(at(value, 'invoiceNumber')),
        fileName: str(at(value, 'file.name')) ?? '',
        createdAt: str(at(value, 'createdAt')),
        uploadedAt: str(at(value, 'file.uploadedAt')),
        verification: str(at(value, 'file.securityVerification.status')),
      },
    ];
  });
}

/** Lists the order's invoices (one request). */
export async function listInvoices(client: MarketClient, orderId: string): Promise<MarketInvoice[]> {
  const answer = await client.request<unknown>({
    method: 'GET',
    path: invoicesPath(orderId),
    idempotent: true,
  });
  return invoicesFrom(answer.data);
}

/** Reads the order's invoices into the local copy; answers whether it changed. */
export async function fetchInvoices(
  client: MarketClient,
  repo: InvoicesRepo,
  accountId: string,
  orderId: string,
  now: number,
): Promise<boolean> {
  return repo.replace(accountId, orderId, await listInvoices(client, orderId), now);
}
