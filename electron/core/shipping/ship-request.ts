import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '../../../shared/orders';
import type {
  AddressProblem,
  ParcelDraft,
  Shipment,
  ShipRequest,
  ShipResult,
} from '../../../shared/shipping';
import type { Logger } from '../kernel/ports';
import type { MarketClient } from '../market/client';
import type { PrintingService } from '../printing/printing-service';
import { labelLayout } from './label-format';
import { splitPackages } from './package-limits';
import type { OrderSync } from './orders-port';
import { activeStates, type ShipmentRepo, type ShipmentRow } from './shipment-repo';
import { voidWaybillsOf } from './shipment-view';
import { transient } from '../market/step-errors';
import type { ShipmentWorker } from './worker';

/** A ship request with its account resolved (by the registrar, or the command line's entry). */
export type AccountShipRequest = Omit<ShipRequest, 'accountId'> & { accountId: string };

export interface ShipRequestDeps {
  repo: ShipmentRepo;
  view: (row: ShipmentRow) => Shipment;
  detail: (accountId: string, orderId: string) => OrderDetail | null;
  requireOrder: (accountId: string, orderId: string) => OrderDetail;
  orders: OrderSync;
  client: (accountId: string) => Promise<MarketClient>;
  changed: (tables: ('shipments' | 'orders')[]) => void;
  draftOf: (order: OrderDetail, templateId: number | undefined) => ParcelDraft;
  problemsOf: (order: OrderDetail, draft: ParcelDraft) => AddressProblem[];
  printing: PrintingService;
  worker: ShipmentWorker;
  now: () => number;
  logger: Logger;
  /** Packages one create command of the order's delivery method takes on the 2026 marketplace. */
  packagesPerCommand: (accountId: string, order: OrderDetail) => number;
  /** The seller's "Check the label on the box": a parcel asked for now waits for its waybill's scan. */
  labelCheck: () => boolean;
}

/** The answer for the station once the worker stopped on a parcel. */
export function shipResultOf(deps: Pick<ShipRequestDeps, 'repo' | 'view'>, id: number): ShipResult {
  const row = deps.repo.get(id)!;
  const shipment = deps.view(row);
  const cancelledOrder = shipment.errors.some((e) => e.code === 'ORDER_CANCELLED');
  switch (row.state) {
    case 'labelled':
    case 'done':
      return cancelledOrder
        ? { status: 'needsAttention', problems: [], errors: shipment.errors, shipment }
        : { status: 'shipped', shipment };
    case 'failed':
      return cancelledOrder && !row.parcel_id
        ? { status: 'cancelled' }
        : { status: 'needsAttention', problems: [], errors: shipment.errors, shipment };
    case 'cancelled':
      return { status: 'cancelled' };
    default:
      // Parked with a reason: the seller has to look at it; otherwise it goes on by itself.
      return row.next_check_at === null && shipment.errors.length > 0
        ? { status: 'needsAttention', problems: [], errors: shipment.errors, shipment }
        : { status: 'waiting', shipment };
  }
}

/**
 * The drafts of the commands a parcel takes: one with every package where the method takes them all (or the
 * marketplace is the documents', `perCommand` 0), else one per group of packages the method takes. Cash on
 * delivery and the declared value stay with the first part, so the buyer pays once.
 */
function partsOf(draft: ParcelDraft, perCommand: number): ParcelDraft[] {
  if (perCommand <= 0 || draft.packages.length <= perCommand) return [draft];
  return splitPackages(draft.packages, perCommand).map((packages, index) =>
    index === 0 ? { ...draft, packages } : { ...draft, packages, cashOnDelivery: null, insurance: null },
  );
}

/**
 * "Ship this order": the duplicate guard (a parcel made here, or a waybill on the order, answers alreadyShipped
 * and makes nothing unless a further parcel is asked for), the address check (nothing is sent knowing it will
 * fail), the label printer's state (a network ZPL printer that cannot print stops it before the marketplace hears of
 * it), taking the order (PROCESSING, so other stations see it), then the parcel row with its command id, stored
 * before the worker sends anything.
 */
export function createShipRequest(deps: ShipRequestDeps) {
  const { repo, view, detail, requireOrder, client, changed, problemsOf, printing, worker, now, logger } =
    deps;
  const orderSync = deps.orders;
  const draftOf = deps.draftOf;

  /** A scanned order the sync has not brought yet is read from the marketplace into the local copy. */
  async function fetchOrder(accountId: string, orderId: string): Promise<OrderDetail> {
    try {
      await orderSync.read(await client(accountId), orderId);
      changed(['orders']);
    } catch (error) {
      logger.info('scanned order not read from the marketplace', { order: orderId, error });
    }
    return requireOrder(accountId, orderId);
  }

  const resultOf = (id: number): ShipResult => shipResultOf(deps, id);

  return async function ship(request: AccountShipRequest): Promise<ShipResult> {
    const { accountId } = request;
    const order = detail(accountId, request.orderId) ?? (await fetchOrder(accountId, request.orderId));
    const rows = repo.ofOrder(accountId, order.id);
    const live = rows.filter((s) => s.state !== 'failed' && s.state !== 'cancelled');
    // A parcel cancelled here leaves its waybill on the order (the marketplace cannot remove it): not a parcel.
    const voided = voidWaybillsOf(rows);
    const onOrder = order.shipments.map((s) => s.waybill).filter((waybill) => !voided.has(waybill));
    if (!request.additional) {
      // A parcel of this order still on its way is driven on, never doubled.
      const underWay = live.find((s) => activeStates.includes(s.state) && s.state !== 'labelled');
      if (underWay) {
        await worker.run(underWay.id);
        return resultOf(underWay.id);
      }
      if (live.length > 0 || onOrder.length > 0) {
        const waybills = [...onOrder, ...live.flatMap((s) => view(s).waybills)];
        return { status: 'alreadyShipped', shipments: live.map(view), waybills: [...new Set(waybills)] };
      }
    }
    if (order.status === 'CANCELLED') return { status: 'cancelled' };
    const draft = request.draft ?? draftOf(order, request.templateId);
    const problems = problemsOf(order, draft);
    if (problems.length > 0) return { status: 'needsAttention', problems, errors: [], shipment: null };
    const print = request.print ?? printing.autoPrint('label');
    // Asked before anything is made at the marketplace: a parcel whose label cannot print waits for the printer.
    const printerId = request.printerId ?? printing.profile('label').printerId;
    if (print && printerId !== null && request.skipPrinterCheck !== true) {
      const stop = await printing.checkPrinter(printerId);
      if (stop) {
        logger.info('label printer not ready: no parcel made', { order: order.id, ...stop });
        return { status: 'printerNotReady', ...stop };
      }
    }

    const market = await client(accountId);
    const layout = await labelLayout(printing, market.environment, request.printerId);
    let taken = false;
    try {
      // The local copy may not show yet that another station took it; the marketplace's order does.
      const take = await orderSync.take(market, order.id, request.additional, request.claim === true);
      changed(['orders']);
      if (take.kind === 'cancelled') return { status: 'cancelled' };
      if (take.kind === 'takenElsewhere') return { status: 'takenElsewhere' };
      if (take.kind === 'alreadyShipped') {
        return { status: 'alreadyShipped', shipments: live.map(view), waybills: take.waybills };
      }
      taken = true;
    } catch (error) {
      // Without the marketplace the parcel waits; the worker takes the order when it answers again.
      if (!transient(error)) throw error;
    }
    const parts = partsOf(
      draft,
      market.environment.api === '2026' ? deps.packagesPerCommand(accountId, order) : 0,
    );
    const group = parts.length > 1 ? randomUUID() : null;
    const labelCheck = deps.labelCheck();
    const ids = repo.insertAll(
      parts.map((partDraft, index) => ({
        accountId,
        orderId: order.id,
        commandId: randomUUID(),
        family: market.environment.shippingFamily,
        state: 'waiting',
        labelFormat: layout.format,
        pageSize: layout.pageSize,
        draft: JSON.stringify(partDraft),
        input: null,
        additional: request.additional,
        print,
        printerId: request.printerId ?? null,
        labelCheck,
        ...(group ? { part: { group, part: index + 1, parts: parts.length } } : {}),
      })),
      now(),
    );
    changed(['shipments']);
    logger.info('parcel asked for', { shipments: ids, order: order.id, additional: request.additional });
    // Unreachable, the scan answers at once: the worker takes it from here when the marketplace answers again.
    // Reachable, it answers once the labels are stored and queued; the waybills and status follow on their own.
    if (taken) {
      for (const id of ids) {
        await new Promise<void>((resolve) => {
          void worker.run(id, { taken, onPrinted: resolve }).finally(resolve);
        });
      }
    }
    const results = ids.map(resultOf);
    return results.find((r) => r.status !== 'shipped') ?? results[0]!;
  };
}
