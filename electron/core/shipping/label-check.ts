import type { TableName } from '../../../shared/contract';
import type { ScanMatch, ShipResult } from '../../../shared/shipping';
import type { ShipmentRepo, ShipmentRow } from './shipment-repo';
import { parseList } from './shipment-view';
import type { ShipmentWorker } from './worker';

export interface LabelCheckDeps {
  repo: ShipmentRepo;
  worker: Pick<ShipmentWorker, 'run'>;
  /** The station's answer for a parcel as it is now. */
  result: (shipmentId: number) => ShipResult;
  changed: (tables: TableName[]) => void;
  now: () => number;
}

/** What the label check makes of one scan; null when the scan is none of its business and goes on as usual. */
export type LabelCheckAnswer =
  | { kind: 'confirmed'; orderId: string; waybill: string; result: ShipResult }
  | { kind: 'wrongLabel'; orderId: string; waybills: string[]; code: string; otherOrderId: string | null };

const fold = (code: string): string => code.trim().toLowerCase();

/** The numbers printed on a parcel's label: the marketplace's waybills and the carrier's own, where it gave them. */
const numbersOf = (row: ShipmentRow): string[] => [
  ...parseList<string>(row.waybills),
  ...parseList<string | null>(row.carrier_waybills).filter((n): n is string => n !== null),
];

/**
 * The right label on the right box. A parcel asked for with the check on prints its label and then waits (in its
 * row, so a restart or a crash loses nothing) until a scan of that label's waybill confirms the box; only then does
 * the worker put the waybill on the order and set its status. While the station waits for one order's label, any
 * other code is refused and changes nothing. Outside that, a scan of a waiting label's waybill (from the queue, a
 * later day, the command line) confirms it as well.
 */
export function createLabelCheck(deps: LabelCheckDeps) {
  const { repo } = deps;

  /** The order's parcels whose printed label waits for its box. */
  const waiting = (accountId: string, orderId: string): ShipmentRow[] =>
    repo
      .ofOrder(accountId, orderId)
      .filter((row) => row.state === 'labelled' && row.label_check === 'waiting')
      .reverse();

  const labelled = (rows: ShipmentRow[], code: string): ShipmentRow | undefined =>
    rows.find((row) => numbersOf(row).some((number) => fold(number) === fold(code)));

  async function confirm(row: ShipmentRow, code: string): Promise<LabelCheckAnswer> {
    repo.confirmBox(row.id, deps.now());
    deps.changed(['shipments']);
    // Finished now (waybill and status on the order) when the marketplace answers; later by itself otherwise.
    await deps.worker.run(row.id);
    const next = waiting(row.account_id, row.order_id)[0] ?? row;
    return { kind: 'confirmed', orderId: row.order_id, waybill: code.trim(), result: deps.result(next.id) };
  }

  return {
    /**
     * A scan, with `labelOf` the order whose label the station waits for (if it does). A code that is not that
     * order's waiting label is refused; with nothing waiting there any more, the scan goes on as usual.
     */
    async scan(
      request: { accountId: string; code: string; labelOf?: string | undefined },
      match: ScanMatch,
    ): Promise<LabelCheckAnswer | null> {
      const { accountId, code, labelOf } = request;
      if (labelOf !== undefined) {
        const rows = waiting(accountId, labelOf);
        if (rows.length === 0) return null;
        const row = labelled(rows, code);
        if (row) return confirm(row, code);
        const waybills = rows.flatMap((r) => parseList<string>(r.waybills));
        const otherOrderId = match.kind === 'order' ? match.orderId : null;
        return { kind: 'wrongLabel', orderId: labelOf, waybills, code: code.trim(), otherOrderId };
      }
      if (match.kind !== 'order' || match.by !== 'waybill') return null;
      const row = labelled(waiting(accountId, match.orderId), code);
      return row ? confirm(row, code) : null;
    },
    /** The answer for an order one of whose labels waits for its box; null when none does. */
    awaited(accountId: string, orderId: string): ShipResult | null {
      const row = waiting(accountId, orderId)[0];
      return row ? deps.result(row.id) : null;
    },
  };
}

export type LabelCheck = ReturnType<typeof createLabelCheck>;
