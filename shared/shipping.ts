import { z } from 'zod';
import type { FulfillmentStatus, OrderRow } from './orders';
import type { JobState, PrintJob } from './printing';
import type { FieldError } from './errors';

/** The label formats a parcel can be created in; the label printer profile decides which one is asked for. */
export const labelFormats = ['PDF', 'ZPL', 'EPL'] as const;
export type LabelFormat = (typeof labelFormats)[number];

export const packageTypes = ['PACKAGE', 'DOX', 'PALLET', 'OTHER'] as const;
export type PackageType = (typeof packageTypes)[number];

const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'amount like 12.34');

/**
 * How a parcel of one delivery method is usually packed. The template of the order's delivery method is chosen on
 * its own (else the default one, `deliveryMethodId` null); the seller can change any field for one order.
 */
export const parcelTemplateSchema = z
  .object({
    /** Absent when saving a new template. */
    id: z.number().int().positive().optional(),
    name: z.string().trim().min(1).max(80),
    /** null: the default template, for methods without their own. */
    deliveryMethodId: z.string().min(1).max(200).nullable(),
    packageType: z.enum(packageTypes),
    lengthCm: z.number().positive().max(1000),
    widthCm: z.number().positive().max(1000),
    heightCm: z.number().positive().max(1000),
    weightKg: z.number().positive().max(2000),
    /** Declared value (insurance): none, the order's total, or a fixed amount. */
    insurance: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('orderTotal') }),
      z.object({ kind: z.literal('fixed'), amount }),
    ]),
    /** Cash on delivery with the order's amount, for orders the buyer pays on delivery. */
    cashOnDelivery: z.boolean(),
    textOnLabel: z.string().max(100).nullable(),
  })
  .strict();
export type ParcelTemplate = z.output<typeof parcelTemplateSchema> & { id: number };

/** What a station starts with: a medium box, cash on delivery where the buyer pays on delivery. */
export const standardTemplate: Omit<ParcelTemplate, 'id'> = {
  name: 'Standard',
  deliveryMethodId: null,
  packageType: 'PACKAGE',
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  weightKg: 1,
  insurance: { kind: 'none' },
  cashOnDelivery: true,
  textOnLabel: null,
};

/** A party of a parcel as the seller can edit it before creating. */
export const partySchema = z
  .object({
    name: z.string().max(200).nullable(),
    company: z.string().max(200).nullable(),
    street: z.string().max(200),
    postCode: z.string().max(20),
    city: z.string().max(100),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    email: z.string().max(200),
    phone: z.string().max(40),
    /** Pickup point (receiver) or drop-off point (sender). */
    pointId: z.string().max(100).nullable(),
  })
  .strict();
export type Party = z.output<typeof partySchema>;

/** Everything the marketplace needs to create one order's parcel, prefilled from the order and its template. */
export const parcelDraftSchema = z
  .object({
    receiver: partySchema,
    packages: z
      .array(
        z
          .object({
            type: z.enum(packageTypes),
            lengthCm: z.number().positive().max(1000),
            widthCm: z.number().positive().max(1000),
            heightCm: z.number().positive().max(1000),
            weightKg: z.number().positive().max(2000),
          })
          .strict(),
      )
      .min(1)
      .max(10),
    insurance: z
      .object({ amount, currency: z.string().length(3) })
      .strict()
      .nullable(),
    cashOnDelivery: z
      .object({ amount, currency: z.string().length(3) })
      .strict()
      .nullable(),
    textOnLabel: z.string().max(100).nullable(),
  })
  .strict();
export type ParcelDraft = z.output<typeof parcelDraftSchema>;

/** What the address check finds before anything is sent; the renderer words each code at its field. */
export const addressProblemCodes = [
  'streetNumberMissing',
  'phoneInvalid',
  'postCodeInvalid',
  'pickupPointMissing',
  'required',
] as const;
export type AddressProblemCode = (typeof addressProblemCodes)[number];

export interface AddressProblem {
  /** The field, as the marketplace names it: `receiver.street`, `receiver.phone`, `receiver.pointId`. */
  path: string;
  code: AddressProblemCode;
}

/**
 * Where one parcel of an order stands. Every step is stored before the next one starts, so a crash resumes it:
 * - `waiting`: asked for while the marketplace could not be reached; created as soon as it can be;
 * - `creating`: the command id is stored and the create command may have been sent; its outcome is read back
 *   with that id, never by sending another;
 * - `pending`: the marketplace still works on it after minutes; re-read now and then;
 * - `created`: the parcel exists, its label is not stored yet;
 * - `labelled`: the label is stored (and handed to the label printer when auto-print is on);
 * - `done`: the waybill is on the order and the fulfillment status is set;
 * - `failed`: refused, with the marketplace's messages; nothing was created;
 * - `cancelled`: cancelled by the seller; its label is void.
 */
export const shipmentStates = [
  'waiting',
  'creating',
  'pending',
  'created',
  'labelled',
  'done',
  'failed',
  'cancelled',
] as const;
export type ShipmentState = (typeof shipmentStates)[number];

export interface Shipment {
  id: number;
  accountId: string;
  orderId: string;
  /** The create command's id: generated once, stored before the request. */
  commandId: string;
  family: 'parcel-management' | 'shipment-management';
  state: ShipmentState;
  /** The marketplace's parcel (or shipment) id, once created. */
  parcelId: string | null;
  waybills: string[];
  carrierId: string | null;
  /** The carrier as the marketplace names it (`InPost`); its id when the carriers list does not hold it. */
  carrierName: string | null;
  labelFormat: LabelFormat;
  /** The newest print job of its label, when one was made. */
  labelJob: { id: number; state: JobState; printerLabel: string } | null;
  errors: FieldError[];
  /** A second parcel for the same order that the seller asked for on purpose. */
  additional: boolean;
  /**
   * Where the delivery method takes one package per command, each package is a parcel of its own: this is
   * parcel `part` of `parts` (1 of 1 for a parcel made by one command).
   */
  part: number;
  parts: number;
  /** The carrier's own numbers (beside the marketplace's `waybills`), as far as they came. */
  carrierWaybills: string[];
  /** The marketplace has not given the carrier's number yet; the app reads the parcel again until it does. */
  carrierNumberPending: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A paid order not yet sent, as the packing queue shows it. */
export interface PackingRow extends OrderRow {
  /** ISO time the parcel must leave by. */
  dispatchBy: string | null;
  carrierId: string | null;
  /** The order goes to a pickup point (parcel locker, shop) rather than to a door. */
  toPickupPoint: boolean;
  invoiceRequired: boolean;
  messageToSeller: string | null;
  items: {
    offerId: string;
    title: string;
    quantity: number;
    externalId: string | null;
    /** The offer's stock in the local copy; null when the offer is not in it. */
    stock: number | null;
  }[];
  problems: AddressProblem[];
  /** The newest parcel of the order made here, if any. */
  shipment: Shipment | null;
  /** A waybill is on the order already (made here, on another computer or on the marketplace's site). */
  hasWaybill: boolean;
  /** The order is in PROCESSING and this station did not take it: another computer is packing it. */
  takenElsewhere: boolean;
}

export const packingFilterSchema = z
  .object({
    accountId: z.string().min(1).max(200).optional(),
    deliveryMethodId: z.array(z.string().min(1).max(200)).max(100).optional(),
    carrierId: z.array(z.string().min(1).max(100)).max(100).optional(),
    destination: z.enum(['pickupPoint', 'door']).optional(),
    invoice: z.boolean().optional(),
    /** Must ship by this ISO time at the latest. */
    dispatchByTo: z.iso.datetime({ offset: true }).optional(),
    search: z.string().max(200).optional(),
    /** true: only orders another station took; false: only those free or taken here. */
    takenElsewhere: z.boolean().optional(),
    offset: z.number().int().min(0).max(10_000_000).default(0),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .strict();
export type PackingFilter = z.output<typeof packingFilterSchema>;

/** How many waiting orders each filter value would show. */
export interface PackingCounts {
  total: number;
  deliveryMethods: { id: string; name: string; count: number }[];
  /** The carriers of the waiting orders, with the name the marketplace gives each. */
  carriers: { id: string; name: string; count: number }[];
  pickupPoint: number;
  door: number;
  invoice: number;
  problems: number;
  takenElsewhere: number;
}

/** What a scanned code (order id, buyer login, waybill, a returned box's number, EAN or external id) points at. */
export type ScanMatch =
  | {
      kind: 'order';
      orderId: string;
      by: 'orderId' | 'buyerLogin' | 'waybill' | 'product';
      /**
       * Present (true) when another station took it, as the local copy knows: the scan asks before packing it
       * here. Absent otherwise, so answers read before stations were told apart keep their shape.
       */
      takenElsewhere?: true;
    }
  | { kind: 'ambiguous'; orderIds: string[] }
  /** A returned box: its marketplace waybill, or its carrier's own number, names a return. */
  | { kind: 'return'; returnId: string; orderId: string }
  | { kind: 'notFound' };

/**
 * The answer to "ship this order": the scan states the station shows and sounds.
 * `alreadyShipped` creates nothing: the seller confirms with `additional: true` to make a second parcel.
 */
export type ShipResult =
  | { status: 'shipped'; shipment: Shipment }
  | { status: 'waiting'; shipment: Shipment }
  | { status: 'alreadyShipped'; shipments: Shipment[]; waybills: string[] }
  | { status: 'needsAttention'; problems: AddressProblem[]; errors: FieldError[]; shipment: Shipment | null }
  | { status: 'cancelled' }
  /** The marketplace shows another station packing it: nothing was made; `claim` packs it here anyway. */
  | { status: 'takenElsewhere' }
  /**
   * The label printer said it cannot print (or did not answer) when asked before the parcel: nothing was made.
   * `skipPrinterCheck` makes it anyway.
   */
  | { status: 'printerNotReady'; printer: { id: string; label: string }; problems: PrinterStop[] };

/** Why a network label printer cannot print a label now, in the order the seller fixes them. */
export const printerStops = ['noAnswer', 'paperOut', 'ribbonOut', 'headOpen', 'paused'] as const;
export type PrinterStop = (typeof printerStops)[number];

export const shipRequestSchema = z
  .object({
    accountId: z.string().min(1).max(200).optional(),
    orderId: z.string().min(1).max(200),
    templateId: z.number().int().positive().optional(),
    /** The seller's edits for this order; absent: the template's values. */
    draft: parcelDraftSchema.optional(),
    /** A further parcel for an order that has one, asked for on purpose. */
    additional: z.boolean().default(false),
    /** Pack it here even when another station took it (the seller chose so after being asked). */
    claim: z.boolean().optional(),
    /** Print the label through the label profile (default: the profile's auto-print). */
    print: z.boolean().optional(),
    /** Another printer than the label profile's. */
    printerId: z.string().min(1).max(1100).optional(),
    /** Make the parcel without asking the label printer first (the seller chose to, after it did not answer). */
    skipPrinterCheck: z.boolean().optional(),
  })
  .strict();
export type ShipRequest = z.output<typeof shipRequestSchema>;

/**
 * The answer to "this station takes the order" (fulfillment PROCESSING, so other stations see it):
 * - `taken`: the marketplace holds it for this station;
 * - `waiting`: the marketplace could not be reached; the take is stored and sent again when it answers;
 * - `refused`: the marketplace's order says no (another station has it, the buyer cancelled it, or it has a
 *   waybill already); `userMessage` says so in the seller's language.
 */
export type TakeResult =
  | { status: 'taken' }
  | { status: 'waiting' }
  | { status: 'refused'; reason: 'takenElsewhere' | 'cancelled' | 'alreadyShipped'; userMessage: string };

/** One line of an order's history: what happened to it here and on the marketplace. */
export type OrderHistoryEntry =
  | { at: string; type: 'shipment'; shipment: Shipment }
  | { at: string; type: 'print'; job: PrintJob }
  | { at: string; type: 'fulfillment'; status: FulfillmentStatus }
  /** A cancelled parcel's waybills: the marketplace keeps them on the order (it has no way to remove one). */
  | { at: string; type: 'waybillVoid'; waybills: string[] };

export interface PickupSlot {
  date: string;
  minTime: string;
  maxTime: string;
}

export interface PickupProposal {
  carrierId: string | null;
  /** The carrier as the marketplace names it; null for parcels of no known carrier. */
  carrierName: string | null;
  parcelIds: string[];
  slots: PickupSlot[];
}

/** What the daily hand-over printed: the carrier's protocol, or our own list where the carrier has none. */
export interface ProtocolResult {
  carrierId: string | null;
  /** The carrier as the marketplace's carriers list names it (its id when the list does not have it); null: none. */
  carrierName: string | null;
  parcels: number;
  source: 'carrier' | 'handOverList';
  job: PrintJob | null;
}
