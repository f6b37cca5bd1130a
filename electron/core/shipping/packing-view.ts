import { createHash } from 'node:crypto';
import type { PackingView } from '../../../shared/packing-scan';
import type { OrderDetail } from '../../../shared/orders';
import type { AddressProblem, OrderHistoryEntry, ParcelDraft, Shipment } from '../../../shared/shipping';

/** The shipping service's reads the packing view is made of. */
export interface PackingViewReads {
  order(accountId: string, orderId: string): OrderDetail;
  draft(
    accountId: string,
    orderId: string,
    templateId?: number,
  ): { templateId: number; draft: ParcelDraft; problems: AddressProblem[] };
  shipments(accountId: string, orderId: string): Shipment[];
  history(accountId: string, orderId: string): OrderHistoryEntry[];
  takenElsewhere(accountId: string, orderId: string): boolean;
}

/**
 * The order's packing view in one read, with its version: a digest of everything it shows, so a `changed` event
 * that touched other orders (the sync writes many) finds the open order's view as it was (null), and the screen
 * keeps it.
 */
export function packingView(
  reads: PackingViewReads,
  accountId: string,
  orderId: string,
  templateId?: number,
  known?: string,
): PackingView | null {
  const order = reads.order(accountId, orderId);
  const view = {
    orderId,
    order,
    ...reads.draft(accountId, orderId, templateId),
    shipments: reads.shipments(accountId, orderId),
    history: reads.history(accountId, orderId),
    takenElsewhere: reads.takenElsewhere(accountId, orderId),
  };
  const version = createHash('sha1').update(JSON.stringify(view)).digest('base64url');
  return version === known ? null : { ...view, version };
}
