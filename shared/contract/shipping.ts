import { z } from 'zod';
import type { Page } from '../page';
import {
  packingFilterSchema,
  parcelDraftSchema,
  parcelTemplateSchema,
  shipRequestSchema,
  type AddressProblem,
  type PackingCounts,
  type PackingRow,
  type ParcelTemplate,
  type PickupProposal,
  type ProtocolResult,
  type ScanMatch,
  type Shipment,
  type ShipResult,
  type TakeResult,
} from '../shipping';
import { dayEndRequestSchema, type DayEndResult } from '../day-end';
import type { EnqueueResult } from '../printing';
import { saveSenderSchema, type SenderSettings } from '../sender';
import type { PackingView, ScanAnswer } from '../packing-scan';
import { channel } from './define';
import { accountIdField, emptyPage } from './query';

const shipmentRef = z.object({ shipmentId: z.number().int().positive() }).strict();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * The packing station. Reads answer from the local copy; `shipping:ship` stores the parcel's command before it
 * sends anything and answers once the label is stored (or the order waits for the connection).
 */
export const shippingChannels = {
  'shipping:listQueue': channel<Page<PackingRow>>()(packingFilterSchema, emptyPage),
  'shipping:queueCounts': channel<PackingCounts>()(
    z.object({ accountId: accountIdField }).strict().optional(),
    'required',
  ),
  /** What a scanned code points at among the orders waiting to be sent (and, failing that, all orders). */
  'shipping:resolveScan': channel<ScanMatch>()(
    z.object({ accountId: accountIdField, code: z.string().trim().min(1).max(200) }).strict(),
    'required',
  ),
  /**
   * One scan at the packing station: what the code matched, what happens next (a scan that ships has shipped) and
   * the order's packing view. `packHere`: the seller chose to pack here the order another station took;
   * `checking`: items of an order are being checked, so a code that is not another order is a wrong item;
   * `labelOf`: the station waits for this order's label to be scanned from its box (the label check).
   */
  'shipping:scan': channel<ScanAnswer>()(
    z
      .object({
        accountId: accountIdField,
        code: z.string().trim().min(1).max(200),
        packHere: z.boolean().default(false),
        checking: z.boolean().default(false),
        skipPrinterCheck: z.boolean().optional(),
        labelOf: z.string().min(1).max(200).optional(),
      })
      .strict(),
    'required',
  ),
  /** The order's packing view; null when it is still the one of version `known` (nothing it shows changed). */
  'shipping:packingView': channel<PackingView | null>()(
    z
      .object({
        accountId: accountIdField,
        orderId: z.string().min(1).max(200),
        templateId: z.number().int().positive().optional(),
        known: z.string().max(100).optional(),
      })
      .strict(),
    'required',
  ),
  /** Checks an edited draft against the order without sending anything. */
  'shipping:checkDraft': channel<AddressProblem[]>()(
    z
      .object({ accountId: accountIdField, orderId: z.string().min(1).max(200), draft: parcelDraftSchema })
      .strict(),
    'required',
  ),
  'shipping:ship': channel<ShipResult>()(shipRequestSchema, 'required'),
  /**
   * Marks the order taken by this station (fulfillment PROCESSING), so another station sees it. An order another
   * station took is refused unless `claim` (the seller chose to pack it here).
   */
  'shipping:take': channel<TakeResult>()(
    z
      .object({
        accountId: accountIdField,
        orderId: z.string().min(1).max(200),
        claim: z.boolean().default(false),
      })
      .strict(),
    'required',
  ),
  /** Prints the stored label again (the print queue asks before a repeat within a minute unless forced). */
  'shipping:printLabel': channel<EnqueueResult>()(
    z.object({ shipmentId: z.number().int().positive(), force: z.boolean().default(false) }).strict(),
  ),
  'shipping:cancel': channel<Shipment>()(shipmentRef),
  /** Tries a waiting or pending parcel again now, with the command id it already has. */
  'shipping:retry': channel<Shipment>()(shipmentRef),
  /** The sender address parcels go with (the seller's, else the account's) and the drop-off point per method. */
  'shipping:senderSettings': channel<SenderSettings>()(
    z.object({ accountId: accountIdField }).strict().optional(),
    'required',
  ),
  'shipping:saveSender': channel<SenderSettings>()(saveSenderSchema, 'required'),
  /** Back to the account's own address; the drop-off points stay. */
  'shipping:resetSender': channel<SenderSettings>()(
    z.object({ accountId: accountIdField }).strict().optional(),
    'required',
  ),
  'shipping:listTemplates': channel<ParcelTemplate[]>()(z.undefined()),
  'shipping:saveTemplate': channel<ParcelTemplate>()(parcelTemplateSchema),
  'shipping:deleteTemplate': channel<null>()(z.object({ templateId: z.number().int().positive() }).strict()),
  /** The day's protocol per carrier, or our own hand-over list where a carrier has none. */
  'shipping:printProtocol': channel<ProtocolResult[]>()(
    z.object({ accountId: accountIdField, date: day.optional() }).strict(),
    'required',
  ),
  'shipping:pickupProposals': channel<PickupProposal[]>()(
    z.object({ accountId: accountIdField, date: day.optional() }).strict(),
    'required',
  ),
  /** The end of the day per carrier: documents printed, couriers booked, what is left over (see the core's day-end.ts). */
  'shipping:dayEnd': channel<DayEndResult>()(
    dayEndRequestSchema.extend({ accountId: accountIdField }),
    'required',
  ),
  /** The same as `shipping:dayEnd` would do, without printing or booking: counts, slots to choose, left-overs. */
  'shipping:dayEndPlan': channel<DayEndResult>()(
    dayEndRequestSchema.extend({ accountId: accountIdField }),
    'required',
  ),
  'shipping:requestPickup': channel<null>()(
    z
      .object({
        accountId: accountIdField,
        parcelIds: z.array(z.string().min(1).max(200)).min(1).max(100),
        slot: z
          .object({ date: day, minTime: z.string().max(5), maxTime: z.string().max(5) })
          .strict()
          .nullable(),
      })
      .strict(),
    'required',
  ),
};
