import { randomUUID } from 'node:crypto';
import type { Language } from '../../../shared/settings';
import type { PickupProposal, PickupSlot, ProtocolResult, Party } from '../../../shared/shipping';
import { AppError } from '../kernel/errors';
import type { MarketClient } from '../market/client';
import { MarketError } from '../market/market-error';
import type { PrintingService } from '../printing/printing-service';
import type { Logger } from '../kernel/ports';
import type { CommandReport, ShippingGateway } from './gateway';
import type { PickupRepo } from './pickup-repo';
import { requestPickup as orderPickup } from './pickup-request';
import type { ShipmentRepo, ShipmentRow } from './shipment-repo';
import { parseList } from './shipment-view';

/** Our own hand-over list, for carriers without a protocol (see documents/hand-over-list.ts). */
export type HandOverList = (input: {
  sellerName: string;
  carrierName: string;
  date: string;
  parcels: {
    waybill: string;
    orderId: string;
    receiverName: string;
    receiverCity: string;
    packages: number;
  }[];
  language: Language;
}) => Promise<Uint8Array>;

export interface HandOverDeps {
  repo: ShipmentRepo;
  pickups: PickupRepo;
  logger: Logger;
  printing: PrintingService;
  client: (accountId: string) => Promise<MarketClient>;
  gateway: (client: MarketClient) => ShippingGateway;
  handOverList: HandOverList;
  sellerName: (accountId: string) => string;
  carrierName: (accountId: string, carrierId: string | null) => string;
  language: () => Language;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** How long a pickup or cancel command is read back before giving up. */
  commandWaitMs: number;
}

/** The seller's day on this computer: from local midnight to the next. */
export function dayRange(date: string | undefined, now: number): { date: string; from: number; to: number } {
  const day = date ?? localDate(now);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const from = new Date(y, m - 1, d).getTime();
  return { date: day, from, to: new Date(y, m - 1, d + 1).getTime() };
}

const localDate = (at: number): string => {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** One carrier's document of the day, before it is printed or saved. */
export interface ProtocolDocument {
  carrierId: string | null;
  parcels: number;
  source: ProtocolResult['source'];
  date: string;
  bytes: Uint8Array;
}

export function byCarrier(rows: ShipmentRow[]): Map<string | null, ShipmentRow[]> {
  const groups = new Map<string | null, ShipmentRow[]>();
  for (const row of rows) groups.set(row.carrier_id, [...(groups.get(row.carrier_id) ?? []), row]);
  return groups;
}

/** Reads a command back (honouring Retry-After) until it is finished, or the wait runs out. */
async function settle(deps: HandOverDeps, read: () => Promise<CommandReport>): Promise<CommandReport> {
  const until = deps.now() + deps.commandWaitMs;
  for (;;) {
    const report = await read();
    if (report.status !== 'IN_PROGRESS' || deps.now() >= until) return report;
    await deps.sleep((report.retryAfter ?? 1) * 1000);
  }
}

function refused(report: CommandReport, what: string): AppError {
  const first = report.status === 'ERROR' ? report.errors[0] : undefined;
  return new AppError('MARKET_ERROR', `The marketplace did not ${what}: ${report.status}`, {
    ...(first?.userMessage ? { userMessage: first.userMessage } : {}),
  });
}

/** The carrier's protocol and our own hand-over list are told apart, so the print queue names each as it is. */
const protocolSource = (
  source: ProtocolResult['source'],
  accountId: string,
  day: string,
  carrierId: string | null,
) => ({
  type: source === 'carrier' ? 'protocol' : 'handOverList',
  id: `${accountId}:${day}:${carrierId ?? ''}`,
});

/** The day's paperwork and the courier: protocols (or our hand-over list), pickups, and cancelling a parcel. */
export function createHandOver(deps: HandOverDeps) {
  const { repo, printing } = deps;

  /** The documents of these parcels per carrier: the carrier's protocol, or our hand-over list where it has none. */
  async function documentsOf(
    accountId: string,
    day: { date: string },
    parcelRows: ShipmentRow[],
  ): Promise<ProtocolDocument[]> {
    const gateway = deps.gateway(await deps.client(accountId));
    const documents: ProtocolDocument[] = [];
    for (const [carrierId, rows] of byCarrier(parcelRows)) {
      const parcelIds = rows.map((r) => r.parcel_id!);
      let bytes = await gateway.protocol(parcelIds);
      const source: ProtocolResult['source'] = bytes ? 'carrier' : 'handOverList';
      bytes ??= await deps.handOverList({
        sellerName: deps.sellerName(accountId),
        carrierName: deps.carrierName(accountId, carrierId),
        date: day.date,
        parcels: rows.map((r) => {
          const receiver = (JSON.parse(r.draft) as { receiver: Party }).receiver;
          const waybills = parseList<string>(r.waybills);
          return {
            waybill: waybills.join(', '),
            orderId: r.order_id,
            receiverName: receiver.name ?? receiver.company ?? '',
            receiverCity: receiver.city,
            packages: Math.max(1, waybills.length),
          };
        }),
        language: deps.language(),
      });
      documents.push({ carrierId, parcels: rows.length, source, date: day.date, bytes });
    }
    return documents;
  }

  /** The day's documents per carrier, of the parcels whose label was made that day. */
  async function protocols(accountId: string, date?: string): Promise<ProtocolDocument[]> {
    const day = dayRange(date, deps.now());
    return documentsOf(accountId, day, repo.forDay(accountId, day.from, day.to));
  }

  async function enqueueAll(documents: ProtocolDocument[], accountId: string, printerId?: string) {
    const results: ProtocolResult[] = [];
    for (const { carrierId, parcels, source, date: day, bytes } of documents) {
      const carrierName = deps.carrierName(accountId, carrierId) || null;
      const queued = await printing.enqueue({
        kind: 'protocol',
        bytes,
        source: protocolSource(source, accountId, day, carrierId),
        title: `${source === 'carrier' ? 'Protocol' : 'Hand-over list'} ${carrierName ?? ''} ${day}`,
        ...(printerId ? { printerId } : {}),
        force: true,
      });
      const job = queued.status === 'queued' ? queued.job : null;
      results.push({ carrierId, carrierName, parcels, source, job });
    }
    return results;
  }

  const printProtocol = async (accountId: string, date?: string, printerId?: string) =>
    enqueueAll(await protocols(accountId, date), accountId, printerId);

  async function pickupProposals(accountId: string, date?: string): Promise<PickupProposal[]> {
    const day = dayRange(date, deps.now());
    const gateway = deps.gateway(await deps.client(accountId));
    const proposals: PickupProposal[] = [];
    for (const [carrierId, rows] of byCarrier(repo.forDay(accountId, day.from, day.to))) {
      const parcelIds = rows.map((r) => r.parcel_id!);
      const answers = await gateway.pickupProposals(parcelIds, date ?? null);
      proposals.push({
        carrierId,
        carrierName: carrierId ? deps.carrierName(accountId, carrierId) : null,
        parcelIds,
        slots: answers.find((a) => a.slots.length > 0)?.slots ?? [],
      });
    }
    return proposals;
  }

  /** Orders the courier for these parcels, and nothing else (the caller sees to their documents). */
  async function bookPickup(accountId: string, parcelIds: string[], slot: PickupSlot | null) {
    const gateway = deps.gateway(await deps.client(accountId));
    return orderPickup(deps, gateway, { accountId, commandId: randomUUID(), parcelIds, slot });
  }

  async function requestPickup(
    accountId: string,
    parcelIds: string[],
    slot: PickupSlot | null,
  ): Promise<void> {
    await bookPickup(accountId, parcelIds, slot);
    // The courier is coming for these parcels: their protocol (or hand-over list) is the day's paperwork, printed by
    // itself when its profile says so. The pickup stands whatever happens to the printing.
    if (!printing.autoPrint('protocol')) return;
    try {
      const rows = parcelIds
        .map((id) => repo.byParcel(id))
        .filter((row): row is ShipmentRow => row?.account_id === accountId && row.state !== 'cancelled');
      await enqueueAll(await documentsOf(accountId, dayRange(undefined, deps.now()), rows), accountId);
    } catch (error) {
      deps.logger.warn('protocol of the pickup not printed', { parcels: parcelIds.length, error });
    }
  }

  /**
   * Cancels a parcel on the marketplace (the cancel command's id is stored first and reused) and voids its label:
   * print jobs of it that have not gone out are cancelled. A parcel never sent is simply dropped.
   */
  async function cancel(row: ShipmentRow): Promise<void> {
    if (row.parcel_id && ['created', 'labelled', 'done'].includes(row.state)) {
      const commandId = repo.setCancelCommand(row.id, randomUUID(), deps.now());
      const gateway = deps.gateway(await deps.client(row.account_id));
      try {
        await gateway.cancel(commandId, row.parcel_id);
      } catch (error) {
        if (!(error instanceof MarketError && error.marketCode === 'COMMAND_EXISTS')) throw error;
      }
      const report = await settle(deps, () => gateway.readCancel(commandId));
      if (report.status !== 'SUCCESS') throw refused(report, 'cancel the parcel');
      const facts = await gateway.parcel(row.parcel_id);
      if (!facts.cancelled) {
        throw new AppError('CONFLICT', 'The carrier already has the parcel; it was not cancelled.', {
          userMessage:
            deps.language() === 'pl'
              ? 'Przewoźnik ma już tę paczkę; nie została anulowana.'
              : 'The carrier already has the parcel; it was not cancelled.',
        });
      }
    }
    repo.markCancelled(row.id, deps.now());
    for (const job of printing.jobsFor({ type: 'shipment', id: String(row.id) })) {
      if (job.state === 'queued' || (job.state === 'failed' && job.nextAttemptAt))
        await printing.cancel(job.id);
    }
  }

  return {
    protocols,
    printProtocol,
    pickupProposals,
    requestPickup,
    cancel,
    documentsOf,
    enqueueAll,
    bookPickup,
  };
}
