import type { JobState } from '../../../shared/printing';
import type { Language } from '../../../shared/settings';
import type {
  DayEndCarrier,
  DayEndLeftOver,
  DayEndPickup,
  DayEndRequest,
  DayEndResult,
} from '../../../shared/day-end';
import type { PackingRow, PickupSlot, Shipment } from '../../../shared/shipping';
import { AppError } from '../kernel/errors';
import type { MarketClient } from '../market/client';
import { MarketError } from '../market/market-error';
import { errorOf, transient } from '../market/step-errors';
import type { PrintingService } from '../printing/printing-service';
import { dayEndText } from './day-end-messages';
import type { ShippingGateway } from './gateway';
import { byCarrier, dayRange, type createHandOver } from './handover';
import type { PickupRepo } from './pickup-repo';
import type { ShipmentRepo, ShipmentRow } from './shipment-repo';
import { parseList } from './shipment-view';

export interface DayEndDeps {
  repo: ShipmentRepo;
  pickups: PickupRepo;
  handOver: Pick<ReturnType<typeof createHandOver>, 'documentsOf' | 'enqueueAll' | 'bookPickup'>;
  printing: Pick<PrintingService, 'autoPrint'>;
  client: (accountId: string) => Promise<MarketClient>;
  gateway: (client: MarketClient) => ShippingGateway;
  view: (row: ShipmentRow) => Shipment;
  /** The packing queue's paid orders not yet sent that must leave by `dueBy` (an ISO time). */
  due: (accountId: string, dueBy: string) => PackingRow[];
  carrierName: (accountId: string, carrierId: string | null) => string;
  language: () => Language;
  now: () => number;
}

export type DayEndOptions = DayEndRequest & {
  printerId?: string;
  /** Book the first proposed slot where the carrier proposes several (the command line asks nobody). */
  firstSlot?: boolean;
};

const sameSlot = (a: PickupSlot, b: PickupSlot): boolean =>
  a.date === b.date && a.minTime === b.minTime && a.maxTime === b.maxTime;

/** A time as the seller's screens write it ("27.11.2026, 17:29"). */
const localTime = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

type DayEndKey = Parameters<typeof dayEndText>[0];

/** Why a paid order due by the day has no parcel, most telling first. */
function whyNoParcel(order: PackingRow): DayEndKey {
  const state = order.shipment?.state;
  if (order.takenElsewhere) return 'takenElsewhere';
  if (state === 'failed') return 'parcelRefused';
  if (state === 'waiting' || state === 'creating' || state === 'pending') return 'parcelWaiting';
  return order.problems.length > 0 ? 'addressProblem' : 'noParcel';
}

/** A label's print job that did not finish, as the seller is told of it. */
const labelKeys: Partial<Record<JobState, DayEndKey>> = {
  uncertain: 'labelUncertain',
  failed: 'labelFailed',
  queued: 'labelWaiting',
  sending: 'labelWaiting',
};

/** The marketplace said no (its words stand), as against not being reached or not answering yet. */
const refusedByMarket = (error: unknown): boolean =>
  (error instanceof AppError && error.code === 'MARKET_ERROR') ||
  (error instanceof MarketError && !transient(error));

/**
 * The end of the day at the packing station, per carrier: the parcels whose label was made that day, their
 * document (the carrier's protocol, or our hand-over list) printed when asked or when the protocol profile prints by
 * itself, and the courier booked where the carrier collects (asking only for a slot when several are proposed);
 * then what is left over and why. `plan` answers the same without printing or booking anything.
 */
export function createDayEnd(deps: DayEndDeps) {
  const text = (key: DayEndKey, values: Record<string, string> = {}) =>
    dayEndText(key, deps.language(), values);

  async function pickupOf(
    accountId: string,
    date: string | undefined,
    parcelIds: string[],
    chosen: PickupSlot | undefined,
    book: boolean,
    firstSlot: boolean,
  ): Promise<DayEndPickup> {
    const booked = deps.pickups.bookedParcels(accountId);
    const open = parcelIds.filter((id) => !booked.has(id));
    // A courier booked earlier (by this or an earlier end of day) is not booked twice.
    if (open.length === 0) return { status: 'booked', slot: booked.get(parcelIds[0]!) ?? null };
    try {
      const gateway = deps.gateway(await deps.client(accountId));
      const answers = await gateway.pickupProposals(open, date ?? null);
      const slots = answers.find((answer) => answer.slots.length > 0)?.slots ?? [];
      if (slots.length === 0) return { status: 'notNeeded' };
      const slot =
        (chosen && slots.find((s) => sameSlot(s, chosen))) ??
        (slots.length === 1 || firstSlot ? slots[0]! : undefined);
      if (!slot) return { status: 'choose', slots };
      if (!book) return { status: 'proposed', slot };
      await deps.handOver.bookPickup(accountId, open, slot);
      return { status: 'booked', slot };
    } catch (error) {
      const userMessage = errorOf(error).userMessage;
      return refusedByMarket(error) ? { status: 'refused', userMessage } : { status: 'failed', userMessage };
    }
  }

  function leftOver(accountId: string, day: { from: number; to: number }): DayEndLeftOver[] {
    const left: DayEndLeftOver[] = [];
    const dueBy = new Date(day.to - 1).toISOString();
    for (const order of deps.due(accountId, dueBy)) {
      const shipment = order.shipment;
      if (order.hasWaybill || (shipment && ['created', 'labelled', 'done'].includes(shipment.state)))
        continue;
      const due = order.dispatchBy ? localTime(order.dispatchBy, deps.language()) : '-';
      const reason = text(whyNoParcel(order), { due, message: shipment?.errors[0]?.userMessage ?? '' });
      left.push({ kind: 'noParcel', orderId: order.id, shipmentId: shipment?.id ?? null, reason });
    }
    for (const row of deps.repo.forDay(accountId, day.from, day.to)) {
      const job = deps.view(row).labelJob;
      if (job && (job.state === 'done' || job.state === 'sent')) continue;
      const waybill = parseList<string>(row.waybills).join(', ');
      const key = job ? (labelKeys[job.state] ?? 'labelNotPrinted') : 'labelNotPrinted';
      left.push({
        kind: 'labelNotPrinted',
        orderId: row.order_id,
        shipmentId: row.id,
        reason: text(key, { waybill }),
      });
    }
    for (const row of deps.repo.cancelledIn(accountId, day.from, day.to)) {
      const waybill = parseList<string>(row.waybills).join(', ') || row.order_id;
      left.push({
        kind: 'cancelled',
        orderId: row.order_id,
        shipmentId: row.id,
        reason: text('cancelled', { waybill }),
      });
    }
    return left;
  }

  async function run(accountId: string, options: DayEndOptions, act: boolean): Promise<DayEndResult> {
    const day = dayRange(options.date, deps.now());
    const print = act && (options.print ?? deps.printing.autoPrint('protocol'));
    const wanted = options.carriers;
    const carriers: DayEndCarrier[] = [];
    for (const [carrierId, rows] of byCarrier(deps.repo.forDay(accountId, day.from, day.to))) {
      if (wanted && !wanted.includes(carrierId)) continue;
      const parcelIds = rows.map((row) => row.parcel_id!);
      const carrier: DayEndCarrier = {
        carrierId,
        carrierName: carrierId ? deps.carrierName(accountId, carrierId) || carrierId : null,
        parcels: rows.length,
        parcelIds,
        document: null,
        documentError: null,
        job: null,
        pickup: { status: 'notNeeded' },
      };
      try {
        const documents = await deps.handOver.documentsOf(accountId, day, rows);
        carrier.document = documents[0]!.source;
        if (print) {
          const [result] = await deps.handOver.enqueueAll(documents, accountId, options.printerId);
          carrier.job = result?.job ?? null;
        }
      } catch (error) {
        carrier.documentError = errorOf(error).userMessage;
      }
      const chosen = options.slots?.find((choice) => choice.carrierId === carrierId)?.slot;
      carrier.pickup = await pickupOf(
        accountId,
        options.date,
        parcelIds,
        chosen,
        act,
        options.firstSlot ?? false,
      );
      carriers.push(carrier);
    }
    return { date: day.date, carriers, leftOver: leftOver(accountId, day) };
  }

  return {
    dayEnd: (accountId: string, options: DayEndOptions = {}) => run(accountId, options, true),
    plan: (accountId: string, options: DayEndOptions = {}) => run(accountId, options, false),
  };
}
