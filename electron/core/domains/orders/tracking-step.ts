import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import type { ChangeRow } from '../../outbox/change-repo';
import { runStep, type StepContext } from '../../outbox/step';
import { seg } from '../../shipping/gateway';
import type { OrderFields } from '../../../../shared/tracking';
import { orderFromForm, shipmentsFrom, type OrderRecord, type ShipmentRecord } from './order-records';
import { createOrdersRepo } from './orders-repo';
import { trackingText } from './tracking-text';

/** How often a status is set again after the order changed under it (409, its revision moved). */
const conflictRetries = 3;

interface ReadBack {
  record: OrderRecord;
  shipments: ShipmentRecord[];
}

const formPath = (orderId: string) => `/order/checkout-forms/${seg(orderId)}`;

/** The order and its tracking numbers as the marketplace holds them now: what confirms a change, and what is kept. */
async function readBack(client: MarketClient, orderId: string): Promise<ReadBack> {
  const record = orderFromForm(await client.get(formPath(orderId)));
  const shipments = shipmentsFrom(await client.get(`${formPath(orderId)}/shipments`));
  return { record, shipments };
}

const isTracked = (shipments: ShipmentRecord[], fields: OrderFields) =>
  shipments.some((s) => s.waybill === fields.waybill && s.carrierId === fields.carrierId);

/**
 * Adds the tracking number, unless a try whose answer was lost added it already (the order's numbers are read first
 * then: a waybill with its carrier is on an order once), and reads the order back.
 */
async function addTracking(client: MarketClient, row: ChangeRow, resumed: boolean): Promise<ReadBack> {
  const fields = JSON.parse(row.fields) as OrderFields;
  if (resumed) {
    const before = await readBack(client, row.entity_id);
    if (isTracked(before.shipments, fields)) return before;
  }
  await client.request({
    method: 'POST',
    path: `${formPath(row.entity_id)}/shipments`,
    body: JSON.parse(row.request ?? '{}') as unknown,
  });
  return readBack(client, row.entity_id);
}

/**
 * Sets the status at the revision just read, so a change made meanwhile elsewhere is not overwritten blindly; a 409
 * (the order moved) is read again, and a status already there (a try whose answer was lost) is taken as done.
 */
async function setStatus(ctx: StepContext, client: MarketClient, row: ChangeRow): Promise<ReadBack> {
  const { fulfillmentStatus: status, afterChange } = JSON.parse(row.fields) as OrderFields;
  // One order's changes go in turn, but a refused one lets the next go: a parcel whose number the marketplace
  // refused is not marked sent.
  const after = afterChange === undefined ? undefined : ctx.changes.get(afterChange);
  if (after && (after.state === 'failed' || after.state === 'discarded'))
    throw trackingText.error('CONFLICT', 'trackingRefused', ctx.language());
  for (let attempt = 0; ; attempt++) {
    const read = await readBack(client, row.entity_id);
    if (read.record.fulfillmentStatus === status) return read;
    try {
      await client.request({
        method: 'PUT',
        path: `${formPath(row.entity_id)}/fulfillment`,
        query: { 'checkoutForm.revision': read.record.revision ?? undefined },
        body: JSON.parse(row.request ?? '{}') as unknown,
        idempotent: false,
      });
    } catch (error) {
      if (error instanceof MarketError && error.status === 409 && attempt < conflictRetries) continue;
      throw error;
    }
    return readBack(client, row.entity_id);
  }
}

/**
 * One step of an order's change. Confirmed, the order as read back (its status, its tracking numbers) goes into the
 * local copy; refused, the change fails with the marketplace's words, and nothing of it was shown but the change.
 */
export async function runOrderChange(ctx: StepContext, row: ChangeRow): Promise<void> {
  const orders = createOrdersRepo(ctx.db);
  await runStep(ctx, row, {
    send: async (resumed) => {
      const client = await ctx.client(row.account_id);
      return row.kind === 'order.tracking' ? addTracking(client, row, resumed) : setStatus(ctx, client, row);
    },
    confirmed: ({ record, shipments }) => {
      const now = ctx.now();
      // The station's mark: a sync answer asked for before this read must not put the old status back.
      orders.upsert(row.account_id, record, now, { station: true });
      orders.setShipments(row.account_id, record.id, shipments, record.revision);
    },
  });
}
