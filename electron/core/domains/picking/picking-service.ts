import type { OfferBin, PickLine, PickList, PickPrintResult } from '../../../../shared/picking';
import type { Db } from '../../db/open';
import type { EventBus } from '../../kernel/event-bus';
import type { Clock } from '../../kernel/ports';
import type { SettingsService } from '../../kernel/settings/settings-service';
import type { DocumentMaker } from '../../printing/documents/document-jobs';
import type { PrintingService } from '../../printing/printing-service';
import type { PickListLine } from '../../shipping/documents/pick-list';
import type { ShippingService } from '../../shipping/shipping-service';
import { iso } from '../../kernel/time/iso';
import { createBinsRepo } from './bins-repo';
import { importBins } from './bins-import';
import { pickingText } from './messages';
import { pickList, type PickOrder } from './pick-list';
import { pickListZpl } from './pick-list-zpl';

export interface PickingDeps {
  db: Db;
  shipping: Pick<ShippingService, 'listQueue'>;
  printing: Pick<PrintingService, 'enqueue' | 'listPrinters' | 'profile' | 'describeSources'>;
  documents: Pick<DocumentMaker, 'make'>;
  settings: Pick<SettingsService, 'get'>;
  events: Pick<EventBus, 'changed'>;
  clock: Clock;
}

const page = 500;

/** What the picker reads on the goods: the EAN, else the external id, else the offer id. */
export const codeOf = (line: PickLine): string => line.ean ?? line.externalId ?? line.offerIds[0] ?? '';

const printed = (line: PickLine): PickListLine => ({
  bin: line.bin,
  quantity: line.quantity,
  title: line.title,
  code: codeOf(line),
  orderIds: line.orderIds,
});

/** The pick list of the orders waiting to be packed, its printing, and the offers' bins it is sorted by. */
export function createPickingService(deps: PickingDeps) {
  const { db } = deps;
  const language = () => deps.settings.get().language;
  const bins = createBinsRepo(db, () => deps.clock.now());
  const ean = db.prepare<[string, string], { code: string }>(
    'SELECT code FROM offer_codes WHERE account_id = ? AND offer_id = ? ORDER BY code LIMIT 1',
  );
  // In the print queue a pick list is named as one, not as the packing slip whose profile it prints on.
  deps.printing.describeSources('pickList', () => ({ pickList: true }));
  const offerKnown = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM offers WHERE account_id = ? AND id = ?',
  );

  /** The packing queue, whole (it is a morning's orders, not the shop's history), or the ticked ones in it. */
  function waiting(accountId: string, orderIds?: string[]): PickOrder[] {
    const rows: PickOrder[] = [];
    for (let offset = 0; ; offset += page) {
      const found = deps.shipping.listQueue({ accountId, offset, limit: page });
      rows.push(...found.rows);
      if (found.rows.length < page || rows.length >= found.total) break;
    }
    if (!orderIds) return rows;
    const wanted = new Set(orderIds);
    return rows.filter((row) => wanted.has(row.id));
  }

  function list(accountId: string, orderIds?: string[]): PickList {
    const orders = waiting(accountId, orderIds);
    const offerIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.offerId)))];
    const binOf = bins.of(accountId, offerIds);
    return pickList(
      orders,
      (offerId) => ean.get(accountId, offerId)?.code ?? null,
      (offerId) => binOf.get(offerId) ?? null,
    );
  }

  /**
   * The list in the print queue, on the packing slip profile's printer (a warehouse paper like the slip) or the
   * one named: as an A4 PDF where the printer takes PDF, else as ZPL labels, one per product.
   */
  async function print(accountId: string, orderIds?: string[], printerId?: string): Promise<PickPrintResult> {
    const { lines, orders } = list(accountId, orderIds);
    if (lines.length === 0) throw pickingText.error('VALIDATION_FAILED', 'empty', language());
    const profile = deps.printing.profile('packingSlip');
    const id = printerId ?? profile.printerId;
    const printer = (await deps.printing.listPrinters()).find((p) => p.id === id);
    if (!id || !printer) throw pickingText.error('VALIDATION_FAILED', 'noPrinter', language());
    const madeAt = iso(deps.clock.now());
    const format = printer.formats.includes('pdf') || !printer.formats.includes('zpl') ? 'pdf' : 'zpl';
    const bytes =
      format === 'pdf'
        ? await deps.documents.make({
            op: 'pickList',
            input: { lines: lines.map(printed), orders, madeAt, language: language() },
          })
        : new Uint8Array(
            Buffer.from(pickListZpl({ lines: lines.map(printed), ...profile, language: language() }), 'utf8'),
          );
    const queued = await deps.printing.enqueue({
      kind: 'packingSlip',
      bytes,
      source: { type: 'pickList', id: `${accountId}:${madeAt}` },
      title: `Pick list ${madeAt.slice(0, 16).replace('T', ' ')}`,
      printerId: id,
      // Printing the list again is the seller's own choice (a second picker, a torn page): never asked about.
      force: true,
    });
    const job = queued.status === 'queued' ? queued.job : queued.previous;
    return { jobId: job.id, format, printerLabel: job.printerLabel, lines: lines.length };
  }

  const binOf = (accountId: string, offerId: string): OfferBin => ({
    offerId,
    bin: bins.get(accountId, offerId),
  });

  return {
    list,
    print,
    bin: binOf,
    setBin(accountId: string, offerId: string, bin: string): OfferBin {
      if (!offerKnown.get(accountId, offerId))
        throw pickingText.error('NOT_FOUND', 'offerUnknown', language(), { id: offerId });
      bins.set(accountId, offerId, bin);
      deps.events.changed(['offer_bins']);
      return binOf(accountId, offerId);
    },
    importBins(accountId: string, text: string) {
      const report = importBins(db, bins, accountId, text, language());
      deps.events.changed(['offer_bins']);
      return report;
    },
  };
}

export type PickingService = ReturnType<typeof createPickingService>;
