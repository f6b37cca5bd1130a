import type { Db } from '../../db/open';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import { arr, obj, str } from '../../market/records/json';
import { orderFromForm, shipmentsFrom, type OrderRecord, type ShipmentRecord } from './order-records';
import type { OrdersRepo } from './orders-repo';
import { seg } from '../../shipping/gateway';
import type { OrderSyncDeps as StationDeps } from '../../shipping/orders-port';

/** How often a status change is tried again after the order changed under it (409). */
const conflictRetries = 3;

const isConflict = (error: unknown): boolean => error instanceof MarketError && error.status === 409;
/** The marketplace answered and did not apply the change; anything else (no answer, a 5xx) may have landed. */
const refused = (error: unknown): boolean =>
  error instanceof MarketError && error.status >= 400 && error.status < 500;

export type TakeResult =
  | { kind: 'taken'; record: OrderRecord }
  | { kind: 'cancelled' }
  | { kind: 'alreadyShipped'; waybills: string[] }
  /** In progress, and not by this station: only answered when the caller does not claim it. */
  | { kind: 'takenElsewhere'; record: OrderRecord };

/**
 * The order on the marketplace, as the packing station needs it: read fresh, written into the local copy (so
 * lists update at once), its fulfillment status set with the revision it was read at. A 409 means the order
 * changed meanwhile: it is read again and the change retried, unless the buyer cancelled it.
 */
export interface OrderSyncDeps extends StationDeps {
  db: Db;
  orders: OrdersRepo;
}

export function createOrderSync(deps: OrderSyncDeps) {
  const { db, orders, takes } = deps;

  async function read(client: MarketClient, orderId: string) {
    const form = await client.get(`/order/checkout-forms/${seg(orderId)}`);
    const record = orderFromForm(form);
    const shipments = shipmentsFrom(await client.get(`/order/checkout-forms/${seg(orderId)}/shipments`));
    db.transaction(() => {
      orders.upsert(client.accountId, record, deps.now(), { station: true });
      orders.setShipments(client.accountId, record.id, shipments, record.revision);
    })();
    return { record, shipments };
  }

  /**
   * A status change that landed, written into the local copy without reading the order back (a parcel is about
   * a dozen requests of the account's budget; two fewer is a parcel more a minute). The revision stays the one
   * read: the sync's next read of the order brings the new one.
   */
  function landed(accountId: string, record: OrderRecord, status: string): OrderRecord {
    const next = { ...record, fulfillmentStatus: status };
    // Marked as the station's: a sync answer asked for before the change must not put the old status back.
    orders.upsert(accountId, next, deps.now(), { station: true });
    return next;
  }

  /**
   * Sets the status at the revision read. Sent again after a lost answer only when `resend`: a second send of a
   * change that landed meets a 409 (the revision moved), which a take must not read as another station's change.
   */
  async function setStatus(
    client: MarketClient,
    record: OrderRecord,
    status: string,
    resend: boolean,
  ): Promise<void> {
    await client.request({
      method: 'PUT',
      path: `/order/checkout-forms/${seg(record.id)}/fulfillment`,
      query: { 'checkoutForm.revision': record.revision ?? undefined },
      body: { status },
      idempotent: resend,
    });
  }

  /**
   * Marks the order PROCESSING so another station sees it taken. Answers `alreadyShipped` when a waybill is on it
   * already (made anywhere) unless a further parcel is wanted, and `cancelled` when the buyer cancelled it.
   * An order already in progress is this station's when it took it before or when the caller `claim`s it (the
   * parcel is made here, the seller chose so); otherwise the answer is `takenElsewhere` and nothing changes.
   * Every `taken` answer is remembered as taken by this station.
   */
  async function take(
    client: MarketClient,
    orderId: string,
    additional: boolean,
    claim = true,
  ): Promise<TakeResult> {
    const accountId = client.accountId;
    for (let attempt = 0; ; attempt++) {
      const { record, shipments: all } = await read(client, orderId);
      if (record.status === 'CANCELLED') return { kind: 'cancelled' };
      const voided = deps.voidWaybills(accountId, orderId);
      const shipments = all.filter((s) => !voided.has(s.waybill));
      if (shipments.length > 0 && !additional) {
        return { kind: 'alreadyShipped', waybills: shipments.map((s) => s.waybill) };
      }
      if (record.fulfillmentStatus !== 'NEW' && record.fulfillmentStatus !== null) {
        if (!claim && record.fulfillmentStatus === 'PROCESSING' && !takes.ours(accountId, orderId))
          return { kind: 'takenElsewhere', record };
        takes.taken(accountId, orderId, deps.now());
        return { kind: 'taken', record };
      }
      takes.sending(accountId, orderId, deps.now());
      try {
        await setStatus(client, record, 'PROCESSING', false);
      } catch (error) {
        // A 4xx was not applied: the order read again decides (a 409 means it changed, maybe taken elsewhere).
        if (refused(error)) takes.forget(accountId, orderId);
        if (isConflict(error) && attempt < conflictRetries) continue;
        throw error;
      }
      takes.taken(accountId, orderId, deps.now());
      return { kind: 'taken', record: landed(accountId, record, 'PROCESSING') };
    }
  }

  /**
   * The marketplace's carrier ids (GET /order/carriers, as synced, read here only when the sync has not stored
   * them yet); a parcel's carrier outside them is sent as OTHER.
   */
  async function carrierFor(
    client: MarketClient,
    carrierId: string | null,
  ): Promise<{ carrierId: string; carrierName?: string }> {
    const body =
      deps.storedCarriers(client.accountId) ??
      (await client.request({ method: 'GET', path: '/order/carriers', conditional: true })).data;
    const known = arr(obj(body)?.carriers).map((c) => str(obj(c)?.id));
    if (carrierId && known.includes(carrierId)) return { carrierId };
    return { carrierId: 'OTHER', carrierName: (carrierId ?? 'Kurier').slice(0, 30) };
  }

  /**
   * Puts the parcel's waybills on the order (those not there yet, so a repeat adds nothing) and sets the status
   * the seller chose. Answers false when the buyer cancelled the order meanwhile: nothing more is changed.
   * Without `post` the marketplace puts them there itself (a 2026 Wysyłam z Allegro shipment, which refuses
   * them added again): the order read here carries them into the local copy.
   */
  async function finish(
    client: MarketClient,
    orderId: string,
    parcel: { waybills: string[]; carrierId: string | null },
    status: string,
    options: { post: boolean } = { post: true },
  ): Promise<boolean> {
    let { record, shipments } = await read(client, orderId);
    if (record.status === 'CANCELLED') return false;
    const missing = !options.post
      ? []
      : parcel.waybills.filter((w) => !shipments.some((s: ShipmentRecord) => s.waybill === w));
    if (missing.length > 0) {
      const carrier = await carrierFor(client, parcel.carrierId);
      for (const waybill of missing) {
        await client.request({
          method: 'POST',
          path: `/order/checkout-forms/${seg(orderId)}/shipments`,
          body: { ...carrier, waybill },
        });
      }
      ({ record, shipments } = await read(client, orderId));
    }
    for (let attempt = 0; record.fulfillmentStatus !== status; attempt++) {
      if (attempt > conflictRetries)
        throw new Error(`order ${orderId} kept its status ${record.fulfillmentStatus}`);
      try {
        await setStatus(client, record, status, true);
        landed(client.accountId, record, status);
        return true;
      } catch (error) {
        // A 409 (maybe after a resend of a change that landed) is read back: the status reached is what counts.
        if (!isConflict(error) || attempt >= conflictRetries) throw error;
      }
      ({ record, shipments } = await read(client, orderId));
      if (record.status === 'CANCELLED') return false;
    }
    return true;
  }

  return { read, take, finish };
}

export type OrderSync = ReturnType<typeof createOrderSync>;
