import type { TableName } from '../../../shared/contract';
import type { OrderDetail } from '../../../shared/orders';
import type { EnqueueResult } from '../../../shared/printing';
import type { Settings } from '../../../shared/settings';
import type {
  AddressProblem,
  OrderHistoryEntry,
  PackingFilter,
  ParcelDraft,
  ParcelTemplate,
  Shipment,
  TakeResult,
} from '../../../shared/shipping';
import type { AccountService } from '../auth/account-service';
import type { Clock, Logger } from '../kernel/ports';
import type { Db } from '../db/open';
import type { MarketClient } from '../market/client';
import type { PrintingService } from '../printing/printing-service';
import { createCountCache } from '../db/search-plan';
import { createStatementCache } from '../db/statements';
import { createReferenceRepo } from '../sync/reference-repo';
import { checkAddress } from './address-check';
import { draftFor, toPickupPoint } from './draft';
import type { ShippingGateway } from './gateway';
import { createGateway } from './family-gateway';
import { createDayEnd } from './day-end';
import { createHandOver, type HandOverList } from './handover';
import { describeShippingJobs } from './job-subjects';
import { createPickupRepo } from './pickup-repo';
import { shippingError } from './messages';
import { createShipRequest, shipResultOf } from './ship-request';
import { createLabelCheck } from './label-check';
import { packagesPerCommand } from './package-limits';
import { createShippingReference } from './reference';
import { createSenderSettings } from './sender-settings';
import { createShipmentRepo, type ShipmentRow } from './shipment-repo';
import { jobSource, toShipment, voidWaybillsOf } from './shipment-view';
import { templateActions } from './template-actions';
import { createTemplateRepo } from './template-repo';
import type { ShippingOrders } from './orders-port';
import { createStationTake } from './station-take';
import { createTakeRepo } from './take-repo';
import { createShipmentWorker, defaultWorkerOptions, type WorkerOptions } from './worker';
import { createPackingScan, type ScanOrders } from './scan';
import { packingView } from './packing-view';

export interface ShippingDocuments {
  handOverList: HandOverList;
  /** The packing slip of an order (items, quantities, the buyer's message, the order id as a barcode). */
  packingSlip: (order: OrderDetail, language: Settings['language']) => Promise<Uint8Array>;
}

export interface ShippingDeps {
  db: Db;
  accounts: Pick<AccountService, 'client'>;
  printing: PrintingService;
  settings: () => Settings;
  events: { changed(tables: readonly TableName[]): void };
  clock: Clock;
  logger: Logger;
  documents: ShippingDocuments;
  /** What a scan needs of the orders and offers (the composition root hands in the domains' reads). */
  scanOrders: ScanOrders;
  /** The orders domain's reads and order flow (domains/orders/shipping-orders.ts). */
  orders: ShippingOrders;
  options?: Partial<WorkerOptions> & { commandWaitMs?: number };
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * The packing station: a paid order becomes a parcel, a stored label, a print job, a waybill on the order and a
 * fulfillment status. Entry points for the edges and the command line:
 * - `ship(request)` answers once the label is stored and handed to the print queue (it does not wait for the
 *   printer), and after the waybill and status are on the order; `waiting` when the marketplace cannot be reached
 *   (the parcel is made as soon as it can be, with no further call);
 * - `resume()` looks at once for parcels left mid-way (a crash, the connection, a pending command);
 * - `waitIdle()` resolves when no parcel is being worked on in this process;
 * - `settleWaiting()` runs the parcels left waiting until idle, for a one-off sync;
 * - `start()` / `stop()` run the worker with the core.
 */
export function createShippingService(deps: ShippingDeps) {
  const { db, printing, logger } = deps;
  const now = (): number => deps.clock.now();
  const language = () => deps.settings().language;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const repo = createShipmentRepo(db);
  const templates = createTemplateRepo(db);
  const statements = createStatementCache(db);
  const counts = createCountCache(db);
  const references = createReferenceRepo(db);
  const reference = createShippingReference(references);
  const takes = createTakeRepo(db);
  const orders = deps.orders;
  const orderSync = orders.orderSync({
    takes,
    voidWaybills: (accountId, orderId) => voidWaybillsOf(repo.ofOrder(accountId, orderId)),
    storedCarriers: reference.carriers,
    now,
  });
  const gateways = new WeakMap<MarketClient, ShippingGateway>();
  const options = { ...defaultWorkerOptions, ...deps.options };

  const gateway = (client: MarketClient): ShippingGateway => {
    let found = gateways.get(client);
    if (!found) gateways.set(client, (found = createGateway(client)));
    return found;
  };
  const client = (accountId: string) => deps.accounts.client(accountId);
  const changed = (tables: TableName[]) => deps.events.changed(tables);
  const detail = (accountId: string, orderId: string) => orders.detail(statements, accountId, orderId);
  const requireOrder = (accountId: string, orderId: string): OrderDetail => {
    const found = detail(accountId, orderId);
    if (!found) throw shippingError('NOT_FOUND', 'orderNotFound', language(), { id: orderId });
    return found;
  };
  const view = (row: ShipmentRow): Shipment =>
    toShipment(
      row,
      printing.jobsFor(jobSource(row.id)),
      row.carrier_id ? reference.carrierName(row.account_id, row.carrier_id) : null,
    );
  const requireShipment = (id: number): ShipmentRow => {
    const row = repo.get(id);
    if (!row) throw shippingError('NOT_FOUND', 'shipmentNotFound', language(), { id });
    return row;
  };
  const problemsOf = (order: OrderDetail, draft: ParcelDraft): AddressProblem[] =>
    checkAddress(draft, { pickupPointMethod: toPickupPoint(order) });
  const templateFor = (order: OrderDetail, templateId?: number): ParcelTemplate => {
    if (templateId === undefined) return templates.forMethod(order.delivery.methodId, now());
    const found = templates.get(templateId);
    if (!found) throw shippingError('NOT_FOUND', 'templateNotFound', language(), { id: templateId });
    return found;
  };

  const senders = createSenderSettings({
    db,
    reference: references,
    methods: (accountId) => orders.deliveryMethods(statements, accountId),
    carriers: (accountId, methods) => reference.methodCarriers(accountId, methods),
    changed: () => changed(['sender_addresses']),
    language,
    now,
  });
  const worker = createShipmentWorker({
    repo,
    sender: senders.forParcel,
    client,
    gateway,
    orders: orderSync,
    order: detail,
    printing,
    settings: deps.settings,
    async packingSlip(accountId, orderId) {
      const order = detail(accountId, orderId);
      return order ? deps.documents.packingSlip(order, language()) : null;
    },
    now,
    logger,
    changed,
    options,
    sleep,
    ...(deps.random ? { random: deps.random } : {}),
  });

  const pickups = createPickupRepo(db);
  const handOver = createHandOver({
    repo,
    pickups,
    logger,
    printing,
    client,
    gateway,
    handOverList: deps.documents.handOverList,
    sellerName: reference.sellerName,
    carrierName: reference.carrierName,
    language,
    now,
    sleep,
    commandWaitMs: deps.options?.commandWaitMs ?? 60_000,
  });

  describeShippingJobs({ printing, repo, carrierName: reference.carrierName });

  // A cancelled parcel's label is void: it is not printed again, from its parcel or from the print history.
  printing.guardReprints('shipment', (id, kind) => {
    if (kind === 'label' && repo.get(Number(id))?.state === 'cancelled') {
      throw shippingError('CONFLICT', 'labelVoid', language());
    }
  });

  const carriers = (accountId: string) =>
    reference.methodCarriers(accountId, orders.deliveryMethods(statements, accountId));
  const packing = {
    statements,
    counts,
    checked: new Map<string, Map<string, { version: string; problem: boolean }>>(),
    shipment: (accountId: string, orderId: string) => {
      const row = repo.ofOrder(accountId, orderId)[0];
      return row ? view(row) : null;
    },
    problems: (order: OrderDetail) => problemsOf(order, draftFor(order, templateFor(order))),
    carriers,
    carrierName: reference.carrierName,
    cutoffs: () => deps.settings().carrierCutoffs,
    now,
  };

  const dayEnd = createDayEnd({
    ...{ repo, pickups, handOver, printing, client, gateway, view, language, now },
    due: (accountId, dueBy) =>
      orders.listQueue(packing, accountId, { dispatchByTo: dueBy, offset: 0, limit: 500 }).rows,
    carrierName: reference.carrierName,
  });

  const stationTake = createStationTake({
    orderSync,
    takes,
    client,
    changed,
    logger,
    language,
    now,
  });

  const ship = createShipRequest({
    repo,
    view,
    detail,
    requireOrder,
    orders: orderSync,
    client,
    changed,
    draftOf: (order, templateId) => draftFor(order, templateFor(order, templateId)),
    problemsOf,
    printing,
    worker,
    now,
    logger,
    packagesPerCommand(accountId, order) {
      const { methodId, methodName } = order.delivery;
      const method = methodId ? [{ id: methodId, name: methodName }] : [];
      const carrierId = methodId ? (reference.methodCarriers(accountId, method).get(methodId) ?? null) : null;
      return packagesPerCommand({ methodName, carrierId });
    },
    labelCheck: () => deps.settings().packing.checkLabel,
  });
  const labelCheck = createLabelCheck({
    repo,
    worker,
    result: (id) => shipResultOf({ repo, view }, id),
    changed,
    now,
  });

  const service = {
    ship,
    /** The sender address and drop-off points of each account (settings of the packing station). */
    senders,
    resume: () => worker.resume(),
    waitIdle: () => worker.idle(),
    start(): void {
      worker.start();
      // Takes stored before a restart go as soon as the marketplace answers.
      void stationTake.retry();
    },
    stop: () => worker.stop(),
    /** The connection to the marketplace is back (the sync engine saw it): waiting parcels and takes go now. */
    online(): void {
      worker.wake();
      void stationTake.retry();
    },
    /** Sends the takes stored while the marketplace could not be reached; answers when all were tried. */
    retryTakes: () => stationTake.retry(),
    /**
     * A one-off run (the command line's `sync --once`): the parcels left waiting (offline, pending, a crash) are
     * worked on now, until none is under way here; answers each of them (of one account, or all) as it is now.
     */
    async settleWaiting(accountId?: string): Promise<Shipment[]> {
      const ids = repo
        .unfinished()
        .filter((row) => accountId === undefined || row.account_id === accountId)
        .map((row) => row.id);
      if (ids.length === 0) return [];
      worker.start();
      worker.wake();
      await worker.idle();
      return ids.map((id) => view(repo.get(id)!));
    },

    listQueue: (f: PackingFilter & { accountId: string }) => orders.listQueue(packing, f.accountId, f),
    queueCounts: (accountId: string) => orders.queueCounts(packing, accountId),
    resolveScan: (accountId: string, code: string) => orders.resolveScan(statements, accountId, code),
    draft(accountId: string, orderId: string, templateId?: number) {
      const order = requireOrder(accountId, orderId);
      const template = templateFor(order, templateId);
      const draft = draftFor(order, template);
      return { templateId: template.id, draft, problems: problemsOf(order, draft) };
    },
    checkDraft: (accountId: string, orderId: string, draft: ParcelDraft) =>
      problemsOf(requireOrder(accountId, orderId), draft),
    /** This station takes the order; an order another station took is refused unless `claim`. */
    take: (accountId: string, orderId: string, claim = false): Promise<TakeResult> =>
      stationTake.take(accountId, orderId, claim),
    takenElsewhere: (accountId: string, orderId: string): boolean =>
      orders.isTakenElsewhere(statements, accountId, orderId),
    shipments: (accountId: string, orderId: string): Shipment[] => repo.ofOrder(accountId, orderId).map(view),
    /** The packing view of the order; null when it is still the one of version `known`. */
    packingView: (accountId: string, orderId: string, templateId?: number, known?: string) =>
      packingView({ ...service, order: requireOrder }, accountId, orderId, templateId, known),
    history(accountId: string, orderId: string): OrderHistoryEntry[] {
      const entries: OrderHistoryEntry[] = [];
      for (const row of repo.ofOrder(accountId, orderId)) {
        const shipment = view(row);
        entries.push({ at: shipment.createdAt, type: 'shipment', shipment });
        // The marketplace cannot take a waybill off an order: a cancelled parcel's waybills stay there, void.
        if (row.state === 'cancelled' && shipment.waybills.length > 0) {
          entries.push({ at: shipment.updatedAt, type: 'waybillVoid', waybills: shipment.waybills });
        }
        for (const job of printing.jobsFor(jobSource(row.id)))
          entries.push({ at: job.createdAt, type: 'print', job });
      }
      const order = detail(accountId, orderId);
      if (order?.fulfillmentStatus) {
        entries.push({
          at: order.updatedAt ?? order.syncedAt,
          type: 'fulfillment',
          status: order.fulfillmentStatus,
        });
      }
      return entries.sort((a, b) => b.at.localeCompare(a.at));
    },
    async printLabel(shipmentId: number, force: boolean): Promise<EnqueueResult> {
      const row = requireShipment(shipmentId);
      const label = repo.label(row.id);
      if (row.state === 'cancelled') throw shippingError('CONFLICT', 'labelVoid', language());
      if (!label) throw shippingError('CONFLICT', 'noLabel', language());
      return printing.enqueue({
        kind: 'label',
        bytes: new Uint8Array(label.bytes),
        source: jobSource(row.id),
        title: `Label ${row.order_id}`,
        force,
      });
    },
    async cancel(shipmentId: number): Promise<Shipment> {
      // A parcel still being finished (its waybill going onto the order) is cancelled after that step.
      await worker.settled(shipmentId);
      const row = requireShipment(shipmentId);
      if (['creating', 'pending', 'cancelled'].includes(row.state)) {
        throw shippingError('CONFLICT', 'notCancellable', language());
      }
      await handOver.cancel(row);
      changed(['shipments', 'print_jobs']);
      return view(repo.get(shipmentId)!);
    },
    async retry(shipmentId: number): Promise<Shipment> {
      const row = requireShipment(shipmentId);
      if (!repo.retryNow(row.id, now())) throw shippingError('CONFLICT', 'notRetryable', language());
      changed(['shipments']);
      await worker.run(row.id);
      return view(repo.get(shipmentId)!);
    },

    ...templateActions({ templates, now, language, changed }),
    printProtocol: (accountId: string, date?: string, printerId?: string) =>
      handOver.printProtocol(accountId, date, printerId),
    /** The same documents as `printProtocol`, not printed (the command line saves them as files). */
    protocols: (accountId: string, date?: string) => handOver.protocols(accountId, date),
    pickupProposals: (accountId: string, date?: string) => handOver.pickupProposals(accountId, date),
    /** The end of the day per carrier (see day-end.ts); `dayEndPlan` shows it without printing or booking. */
    dayEnd: dayEnd.dayEnd,
    dayEndPlan: dayEnd.plan,
    async requestPickup(
      accountId: string,
      parcelIds: string[],
      slot: { date: string; minTime: string; maxTime: string } | null,
    ): Promise<null> {
      await handOver.requestPickup(accountId, parcelIds, slot);
      return null;
    },
  };
  const scan = createPackingScan({
    orders: deps.scanOrders,
    packing: () => deps.settings().packing,
    requireOrder,
    view: (accountId, orderId) => service.packingView(accountId, orderId)!,
    ship,
    labelCheck,
  });
  return {
    ...service,
    /** One scan at the packing station: what it matched, what happens next, and the order's packing view. */
    scan,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
