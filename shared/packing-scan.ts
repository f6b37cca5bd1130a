import type { OrderDetail } from './orders';
import type {
  AddressProblem,
  OrderHistoryEntry,
  ParcelDraft,
  ScanMatch,
  Shipment,
  ShipResult,
} from './shipping';

/** One line of an order while its items are scanned: which codes mean it, how many are packed. */
export interface CheckItem {
  title: string;
  quantity: number;
  scanned: number;
  codes: string[];
}

/** Everything the packing view of one order shows, read at once from the local copy. */
export interface PackingView {
  orderId: string;
  order: OrderDetail;
  /** The parcel as it would be created with this template, and what the address check finds in it. */
  templateId: number;
  draft: ParcelDraft;
  problems: AddressProblem[];
  shipments: Shipment[];
  history: OrderHistoryEntry[];
  /** Another station took the order (PROCESSING, not from here): the view says so before anything is made. */
  takenElsewhere: boolean;
  /** Changes whenever anything above does: a reload that finds the same version has nothing to show. */
  version: string;
}

/**
 * What the station does with a scanned order:
 * - `ask`: another station took it; the seller says whether to pack it here (nothing is created or taken first);
 * - `check`: its items are scanned before the label, these are the lines and their codes;
 * - `ship`: the parcel was created and the label printed at once: the core's answer to "ship this order"; also
 *   for an order whose label printed before and still waits for its box (the label check): nothing new is made;
 * - `open`: it is opened, the seller creates the parcel.
 * After `check` and `open` the station takes the order (`shipping:take`), so the scan is not held up by the
 * marketplace.
 */
export type ScanNext =
  | { step: 'ask' }
  | { step: 'check'; items: CheckItem[] }
  | { step: 'ship'; result: ShipResult }
  | { step: 'open' };

export type ScanStep = ScanNext['step'];

/**
 * The answer to one scan at the packing station: what the code matched, what happens next, and the packing view
 * of a matched order (read after the parcel, when the scan made one).
 * `wrongItem`: items of an order are being checked and the code is neither one of them nor another order.
 * `labelConfirmed`: the waybill of a label waiting for its box was scanned; `result` is the order's answer after it
 * (finished, or another of its boxes still waiting).
 * `wrongLabel`: the station waits for the label of `orderId` (its `waybills`) and the code is not one of them:
 * nothing is done, the order still waits; `otherOrderId` is the order the code belongs to, if any.
 */
export type ScanAnswer =
  | Exclude<ScanMatch, { kind: 'order' }>
  | { kind: 'wrongItem' }
  | { kind: 'labelConfirmed'; orderId: string; waybill: string; result: ShipResult; view: PackingView }
  | { kind: 'wrongLabel'; orderId: string; waybills: string[]; code: string; otherOrderId: string | null }
  | {
      kind: 'order';
      orderId: string;
      by: Extract<ScanMatch, { kind: 'order' }>['by'];
      next: ScanNext;
      view: PackingView;
    };
