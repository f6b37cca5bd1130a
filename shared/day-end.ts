import { z } from 'zod';
import type { PrintJob } from './printing';
import type { PickupSlot } from './shipping';

/**
 * The courier at the end of the day, per carrier: booked (now or earlier), not needed (the carrier offers no
 * pickup), the slots to choose from (more than one was proposed), the one slot it will book, or the
 * marketplace's refusal (or the reason it could not be asked) in the seller's words.
 */
export type DayEndPickup =
  | { status: 'booked'; slot: PickupSlot | null }
  | { status: 'notNeeded' }
  | { status: 'proposed'; slot: PickupSlot }
  | { status: 'choose'; slots: PickupSlot[] }
  | { status: 'refused'; userMessage: string }
  | { status: 'failed'; userMessage: string };

/** One carrier's end of the day: its parcels, its document (and the print job of it), and its courier. */
export interface DayEndCarrier {
  carrierId: string | null;
  carrierName: string | null;
  parcels: number;
  parcelIds: string[];
  /** Null when the document could not be made; `documentError` then says why. */
  document: 'carrier' | 'handOverList' | null;
  documentError: string | null;
  job: PrintJob | null;
  pickup: DayEndPickup;
}

/** What the day leaves behind, with the reason in the seller's words. */
export interface DayEndLeftOver {
  kind: 'noParcel' | 'labelNotPrinted' | 'cancelled';
  orderId: string;
  shipmentId: number | null;
  reason: string;
}

export interface DayEndResult {
  date: string;
  carriers: DayEndCarrier[];
  leftOver: DayEndLeftOver[];
}

export const dayEndRequestSchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .optional(),
    /** Print the documents; absent: as the protocol profile's "print automatically" says. */
    print: z.boolean().optional(),
    /** Only these carriers (null: parcels of no known carrier); absent: every carrier of the day. */
    carriers: z.array(z.string().min(1).max(100).nullable()).max(50).optional(),
    /** The slot the seller chose for a carrier that proposed several. */
    slots: z
      .array(
        z
          .object({
            carrierId: z.string().min(1).max(100).nullable(),
            slot: z
              .object({ date: z.string().max(10), minTime: z.string().max(5), maxTime: z.string().max(5) })
              .strict(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
  })
  .strict();
export type DayEndRequest = z.output<typeof dayEndRequestSchema>;
