import { hostname } from 'node:os';
import type { OrderDetail } from '../../../shared/orders';
import type { Settings } from '../../../shared/settings';
import type { ParcelDraft, Party } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { Logger } from '../kernel/ports';
import type { MarketClient } from '../market/client';
import { MarketError } from '../market/market-error';
import { obj } from '../market/records/json';
import type { PrintingService } from '../printing/printing-service';
import { processAlive } from '../kernel/process-alive';
import { backoffDelay, type BackoffPolicy } from '../kernel/time/backoff';
import { partyFrom, type CommandReport, type ShippingGateway } from './gateway';
import { flowError, shippingText } from './messages';
import type { OrderSync } from './orders-port';
import type { ShipmentRepo, ShipmentRow } from './shipment-repo';
import { parseList } from './shipment-view';
import { printOnce, waitForBox } from './label-print';
import { parcelSender, type ParcelSender } from './sender-settings';
import { errorOf, refusal, transient } from '../market/step-errors';
import {
  carrierNumbers,
  checkCarrierNumbers,
  defaultCarrierNumberOptions,
  tracksCarrierNumbers,
  type CarrierNumberOptions,
} from './carrier-numbers';

export interface WorkerOptions {
  /** How often the table is looked at for parcels that are due. */
  pollMs: number;
  /** A command still IN_PROGRESS after this long is shown as pending and re-read now and then. */
  pendingAfterMs: number;
  /** Pauses between tries of a parcel that could not go on (offline, 5xx, still pending). */
  backoff: BackoffPolicy;
  /** How long one process holds a parcel it works on; a crashed one lets go when this runs out. */
  claimMs: number;
  /** The least pause between two reads of a command still in progress. */
  minReadMs: number;
  /** Reads of a made parcel again for the carrier's numbers that come later. */
  carrierNumbers: CarrierNumberOptions;
}

export const defaultWorkerOptions: WorkerOptions = {
  pollMs: 2000,
  pendingAfterMs: 3 * 60_000,
  backoff: { baseMs: 2000, capMs: 5 * 60_000 },
  claimMs: 10 * 60_000,
  minReadMs: 250,
  carrierNumbers: defaultCarrierNumberOptions,
};

export interface WorkerDeps {
  repo: ShipmentRepo;
  client: (accountId: string) => Promise<MarketClient>;
  gateway: (client: MarketClient) => ShippingGateway;
  orders: OrderSync;
  order: (accountId: string, orderId: string) => OrderDetail | null;
  printing: PrintingService;
  settings: () => Settings;
  /** The packing slip of an order, when the station prints one with each label. */
  packingSlip: (accountId: string, orderId: string) => Promise<Uint8Array | null>;
  /** The seller's own sender address and the order's drop-off point (sender-settings.ts). */
  sender?: (accountId: string, order: OrderDetail | null) => ParcelSender;
  now: () => number;
  logger: Logger;
  changed: (tables: ('shipments' | 'orders')[]) => void;
  options: WorkerOptions;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What the caller of a run knows: the order was just taken (no need to take it again), and who waits for the
 * label to be handed to the print queue (the scan answers then, while the waybill goes onto the order).
 */
export interface Hint {
  taken?: boolean;
  onPrinted?: () => void;
}

/** What a step leaves: go on with the next step now, or stop (done, parked, or due again later). */
type Next = { go: true; fresh?: boolean } | { go: false };
const stop: Next = { go: false };
const go = (fresh = false): Next => ({ go: true, fresh });

/**
 * Drives each parcel from its stored state to `done`, one step at a time, every step committed before the next
 * starts (see ShipmentState). A parcel in 'creating' that was not just sent is settled by reading its command id
 * back: found, it goes on; unknown to the marketplace, the same id and input are sent again. Never a new id.
 */
export function createShipmentWorker(deps: WorkerDeps) {
  const { repo, now, logger, options } = deps;
  const random = deps.random ?? Math.random;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const running = new Map<number, Promise<void>>();
  const language = () => deps.settings().language;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  // Who holds a parcel: this process on this machine, so a claim left by a killed process can be told apart.
  const owner = `${hostname()}:${process.pid}`;
  const dead = (claimant: string): boolean => {
    const at = claimant.lastIndexOf(':');
    const pid = Number(claimant.slice(at + 1));
    return claimant.slice(0, at) === hostname() && pid !== process.pid && !processAlive(pid);
  };

  const later = (row: ShipmentRow, attempts = row.attempts + 1): number =>
    now() + backoffDelay(attempts, options.backoff, 'equal', random);

  /** Stays in its state, to be tried again after a pause. */
  function retryLater(row: ShipmentRow): Next {
    repo.move(row.id, row.state, row.state, now(), { next: later(row), attempts: row.attempts + 1 });
    return stop;
  }

  function park(row: ShipmentRow, error: unknown, errors = [errorOf(error)]): Next {
    repo.move(row.id, row.state, row.state, now(), { next: null, attempts: row.attempts + 1, errors });
    return stop;
  }

  function fail(row: ShipmentRow, errors: FieldError[]): Next {
    repo.move(row.id, row.state, 'failed', now(), { errors });
    logger.warn('parcel refused', { shipment: row.id, order: row.order_id, errors });
    return stop;
  }

  const sender = (row: ShipmentRow, order: OrderDetail | null, proposed: Party | null): Party | null =>
    parcelSender(deps.sender?.(row.account_id, order) ?? null, proposed, () => {
      const previous = obj(repo.lastAcceptedInput(row.account_id, row.family));
      return partyFrom(previous?.sender ?? previous?.pickup);
    });

  async function prepare(row: ShipmentRow, taken: boolean): Promise<Next> {
    // The parts of one parcel are made in their order, so their labels come out as parcel 1, 2, 3.
    const earlier = repo.earlierPart(row);
    if (earlier && ['waiting', 'creating', 'pending'].includes(earlier.state)) return retryLater(row);
    const client = await deps.client(row.account_id);
    if (!taken) {
      // A later part finds the waybills of the earlier ones on the order: they are the same parcel, asked for.
      const take = await deps.orders.take(client, row.order_id, row.additional === 1 || row.part > 1);
      deps.changed(['orders']);
      if (take.kind === 'cancelled')
        return fail(row, [flowError('ORDER_CANCELLED', 'orderCancelled', language(), { id: row.order_id })]);
      if (take.kind === 'alreadyShipped') {
        const waybills = take.waybills.join(', ');
        return fail(row, [
          flowError('ALREADY_SHIPPED', 'alreadyShipped', language(), { id: row.order_id, waybills }),
        ]);
      }
    }
    const order = deps.order(row.account_id, row.order_id);
    const gateway = deps.gateway(client);
    const proposal = await gateway.proposal(row.order_id);
    const from = sender(row, order, proposal?.sender ?? null);
    if (!from) return fail(row, [flowError('NO_SENDER', 'noSender', language())]);
    const built = await gateway.buildInput({
      orderId: row.order_id,
      deliveryMethodId: order?.delivery.methodId ?? null,
      deliveryMethodName: order?.delivery.methodName ?? null,
      draft: JSON.parse(row.draft) as ParcelDraft,
      sender: from,
      labelFormat: row.label_format,
      proposal,
    });
    if ('errors' in built) {
      const method = order?.delivery.methodName ?? '?';
      return fail(
        row,
        built.errors.map((e) =>
          e.userMessage ? e : { ...e, userMessage: shippingText('noService', language(), { method }) },
        ),
      );
    }
    // The body is stored with the move to 'creating', before anything is sent.
    return repo.markSending(row.id, JSON.stringify(built.input), now()) ? go(true) : stop;
  }

  /** Sends the command; `unknown` when no answer came (a lost connection, a timeout, a 5xx). */
  async function send(
    row: ShipmentRow,
    gateway: ShippingGateway,
  ): Promise<{ retryAfter: number | undefined; unknown: boolean } | Next> {
    try {
      return { ...(await gateway.create(row.command_id, JSON.parse(row.input!) as unknown)), unknown: false };
    } catch (error) {
      const errors = refusal(error);
      if (errors) return fail(row, errors);
      if (error instanceof MarketError && error.marketCode === 'COMMAND_EXISTS') {
        return { retryAfter: undefined, unknown: true };
      }
      if (!transient(error)) throw error;
      logger.warn('parcel command outcome unknown: reading it back', { shipment: row.id, error });
      return { retryAfter: undefined, unknown: true };
    }
  }

  async function settle(row: ShipmentRow, report: CommandReport, gateway: ShippingGateway): Promise<Next> {
    if (report.status === 'ERROR') return fail(row, report.errors);
    if (report.status !== 'SUCCESS' || !report.parcelId) return retryLater(row);
    const facts = await gateway.parcel(report.parcelId);
    const tracked = tracksCarrierNumbers(await deps.client(row.account_id));
    const when = { now: now(), since: row.sent_at ?? row.created_at, checks: 0 };
    const carrier = carrierNumbers(facts, tracked, when, options.carrierNumbers, random);
    const { waybills, carrierId } = facts;
    const created = { parcelId: report.parcelId, waybills, carrierId, carrierWaybills: carrier.numbers };
    repo.markCreated(row.id, { ...created, carrierCheckAt: carrier.next }, now());
    logger.info('parcel created', { shipment: row.id, order: row.order_id, parcel: report.parcelId });
    return go();
  }

  /** Sends (when fresh, or when the marketplace never heard of the id) and reads back until done or pending. */
  async function create(row: ShipmentRow, fresh: boolean): Promise<Next> {
    const gateway = deps.gateway(await deps.client(row.account_id));
    let report: CommandReport = fresh ? { status: 'UNKNOWN' } : await gateway.readCreate(row.command_id);
    const since = now();
    let sent = false;
    let reads = 0;
    for (;;) {
      if (report.status === 'UNKNOWN') {
        if (sent) return retryLater(row);
        const answer = await send(row, gateway);
        if ('go' in answer) return answer;
        sent = true;
        // An unknown outcome is settled by reading the same id back: UNKNOWN there means it never arrived.
        report = answer.unknown
          ? await gateway.readCreate(row.command_id)
          : { status: 'IN_PROGRESS', retryAfter: answer.retryAfter };
      }
      if (report.status !== 'IN_PROGRESS') return settle(row, report, gateway);
      if (row.state === 'pending') return retryLater(row);
      if (now() - since >= options.pendingAfterMs) {
        repo.move(row.id, 'creating', 'pending', now(), { next: later(row, 1), attempts: 1 });
        logger.warn('parcel command still in progress: pending', {
          shipment: row.id,
          command: row.command_id,
        });
        return stop;
      }
      // Retry-After is honoured; a command answering 0 again and again is still not read in a tight loop.
      await sleep(Math.max(reads > 0 ? options.minReadMs : 0, (report.retryAfter ?? 1) * 1000));
      reads++;
      report = await gateway.readCreate(row.command_id);
    }
  }

  async function downloadLabel(row: ShipmentRow): Promise<Next> {
    const gateway = deps.gateway(await deps.client(row.account_id));
    const bytes = await gateway.label([row.parcel_id!], row.label_format, row.page_size).catch((error) => {
      // A shipment made on the marketplace's website has no label through the API (#11233): said as such.
      if (!(error instanceof MarketError) || error.marketCode !== 'SHIPMENT_NOT_FOUND') throw error;
      return 'website' as const;
    });
    if (bytes === 'website')
      return park(row, null, [flowError('LABEL_ON_WEBSITE', 'labelOnWebsite', language())]);
    if (!bytes) return retryLater(row);
    return repo.storeLabel(row.id, row.label_format, bytes, now()) ? go() : stop;
  }

  async function complete(row: ShipmentRow, onPrinted?: () => void): Promise<Next> {
    const printErrors = await printOnce(
      { printing: deps.printing, label: repo.label, packingSlip: deps.packingSlip, logger, language },
      row,
      // The slip follows its own profile's switch, not the label's: one may print by itself while the other waits.
      deps.settings().packing.packingSlip && deps.printing.autoPrint('packingSlip'),
    );
    if (printErrors.length > 0) repo.setErrors(row.id, printErrors, now());
    deps.changed(['shipments']);
    onPrinted?.();
    if (waitForBox(repo, row, printErrors, now())) return stop;
    const client = await deps.client(row.account_id);
    const status = deps.settings().packing.statusAfterLabel;
    const carried = { waybills: parseList<string>(row.waybills), carrierId: row.carrier_id };
    // A 2026 Wysyłam z Allegro shipment is on the order by itself; adding its waybill again is refused.
    const onOrder = tracksCarrierNumbers(client);
    const finished = await deps.orders.finish(client, row.order_id, carried, status, { post: !onOrder });
    deps.changed(['orders']);
    if (!finished) {
      // The label exists but the order is gone: parked, loudly, until the seller cancels the parcel.
      const errors = [
        ...printErrors,
        flowError('ORDER_CANCELLED', 'orderCancelled', language(), { id: row.order_id }),
      ];
      repo.move(row.id, 'labelled', 'labelled', now(), { next: null, errors });
      logger.warn('order cancelled after its label was made', { shipment: row.id, order: row.order_id });
      return stop;
    }
    repo.move(row.id, 'labelled', 'done', now(), { errors: printErrors });
    return stop;
  }

  async function step(row: ShipmentRow, hint: Hint & { fresh?: boolean }): Promise<Next> {
    switch (row.state) {
      case 'waiting':
        return prepare(row, hint.taken ?? false);
      case 'creating':
      case 'pending':
        return create(row, hint.fresh ?? false);
      case 'created':
        return downloadLabel(row);
      case 'labelled':
        return complete(row, hint.onPrinted);
      default:
        return stop;
    }
  }

  async function drive(id: number, hint: Hint): Promise<void> {
    if (!repo.claim(id, now(), options.claimMs, owner)) return;
    try {
      let next: Hint & { fresh?: boolean } = hint;
      for (let steps = 0; steps < 10; steps++) {
        const row = repo.get(id);
        if (!row) return;
        let result: Next;
        try {
          result = await step(row, next);
        } catch (error) {
          if (transient(error)) {
            logger.info('parcel step to be tried again', { shipment: id, state: row.state, error });
            result = retryLater(row);
          } else {
            // Something a pause will not mend: the parcel stays where it is, shown with the reason, until the
            // seller retries or cancels it. Nothing stored about it is lost.
            logger.error('parcel step failed', { shipment: id, state: row.state, error });
            result = park(row, error);
          }
        }
        deps.changed(['shipments']);
        if (!result.go) return;
        next = { fresh: result.fresh ?? false, ...(hint.onPrinted ? { onPrinted: hint.onPrinted } : {}) };
      }
    } finally {
      repo.release(id);
    }
  }

  /** Works on one parcel now (or joins the work already under way on it). */
  function run(id: number, hint: Hint = {}): Promise<void> {
    let work = running.get(id);
    if (!work) {
      work = drive(id, hint)
        .catch((error: unknown) => logger.error('parcel worker failed', { shipment: id, error }))
        .finally(() => running.delete(id));
      running.set(id, work);
    }
    return work;
  }

  /** Reads a made parcel again for its carrier's numbers, unless other work on it is under way. */
  function check(row: ShipmentRow): void {
    if (running.has(row.id) || !repo.claim(row.id, now(), options.claimMs, owner)) return;
    const work = checkCarrierNumbers({ ...deps, random, options: options.carrierNumbers }, row).finally(
      () => {
        repo.release(row.id);
        running.delete(row.id);
      },
    );
    running.set(row.id, work);
  }

  function pump(): void {
    for (const row of repo.due(now())) if (!running.has(row.id)) void run(row.id);
    for (const row of repo.carrierDue(now())) check(row);
  }

  return {
    run,
    /** Looks for due parcels now: those left by a crash, waiting for the connection, or pending. */
    resume: pump,
    /** The connection is back: parcels waiting for it go now. */
    wake(): void {
      if (repo.wakeWaiting(now()) > 0) pump();
    },
    start(): void {
      if (started) return;
      started = true;
      const freed = repo.releaseDead(now(), dead);
      if (freed > 0) logger.warn('parcels held by a process that is gone are taken over', { count: freed });
      pump();
      timer = setInterval(pump, options.pollMs);
      timer.unref?.();
    },
    async stop(): Promise<void> {
      started = false;
      clearInterval(timer);
      const all = Promise.allSettled([...running.values()]);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    },
    /** Resolves when the work under way on this parcel (if any) has stopped. */
    settled: (id: number): Promise<void> => running.get(id) ?? Promise.resolve(),
    /** Resolves when no parcel is being worked on in this process. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}

export type ShipmentWorker = ReturnType<typeof createShipmentWorker>;
