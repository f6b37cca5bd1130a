import { DAY, iso } from '../clock';
import type { Lang } from '../http/errors';
import { commissionOn, CYCLE_MS, listingFeeFor, promotionsOf } from '../pricing/fee-model';
import { streamFor } from '../random';
import type { Order } from '../state/order-types';
import type { Store } from '../state/store';
import type { Offer } from '../state/types';

/** The billing types this marketplace charges, by their three-letter code. */
export const billingTypes: Record<string, { pl: string; en: string }> = {
  LIS: { pl: 'Opłata za wystawienie', en: 'Listing fee' },
  SUC: { pl: 'Prowizja od sprzedaży', en: 'Sales commission' },
  BLD: { pl: 'Pogrubienie', en: 'Bold' },
  HLT: { pl: 'Podświetlenie', en: 'Highlight' },
  DLV: { pl: 'Opłata za dostawę', en: 'Delivery charge' },
  REF: { pl: 'Zwrot prowizji', en: 'Commission refund' },
};

export const typeName = (id: string, lang: Lang): string => billingTypes[id]?.[lang] ?? id;

/** One charge (negative) or refund (positive) in grosze, before the running balance is added. */
export interface BillingEntry {
  id: string;
  occurredAt: number;
  typeId: string;
  offer: { id: string; name: string } | null;
  orderId: string | null;
  /** Grosze; negative is a charge. */
  value: number;
  /** Grosze after this entry, counted from the start of the history. */
  balance: number;
  taxPercentage: string | null;
}

/** How the history is generated: the world's seed (a stream of its own per entry) and where it begins. */
export interface BillingSource {
  seed: number;
  /** The first moment charged: about 90 days before the shop was generated, fixed so old entries never change. */
  start: number;
}

/** Listing and promotion fees are charged for a handful of offers only, so a history stays a few hundred rows. */
const LISTED_OFFERS = 8;
const PROMOTED_OFFERS = 2;

const grosze = (amount: string): number => Math.round(Number(amount) * 100);

type Draft = Omit<BillingEntry, 'balance'>;

/** Each entry's id and any value drawn come from a stream named for the entry alone: one entry never shifts another. */
function draft(
  source: BillingSource,
  key: string,
  fields: Omit<Draft, 'id' | 'taxPercentage'>,
  taxed = true,
): Draft {
  const r = streamFor(source.seed, `billing:${key}`);
  return { id: r.uuid(), taxPercentage: taxed ? '23.00' : null, ...fields };
}

/** The 10-day cycles of a running offer inside [from, to]. */
function cyclesOf(offer: Offer, from: number, to: number): number[] {
  if (offer.startedAt === null) return [];
  const end = Math.min(to, offer.endedAt ?? to);
  const out: number[] = [];
  for (let at = offer.startedAt; at <= end; at += CYCLE_MS) if (at >= from) out.push(at);
  return out;
}

function offerFees(source: BillingSource, offers: Offer[], now: number): Draft[] {
  const running = offers.filter((o) => o.startedAt !== null).sort((a, b) => a.seq - b.seq);
  const out: Draft[] = [];
  const listed = running.filter((o) => Number(listingFeeFor(Number(o.price))) > 0).slice(0, LISTED_OFFERS);
  for (const offer of listed) {
    for (const at of cyclesOf(offer, source.start, now)) {
      // The fee of the cycle is drawn once for it, so a later price change does not rewrite the past.
      const r = streamFor(source.seed, `billing:LIS-fee:${offer.id}:${at}`);
      const fee = r.pick([45, 100]);
      out.push(
        draft(source, `LIS:${offer.id}:${at}`, {
          occurredAt: at,
          typeId: 'LIS',
          offer: { id: offer.id, name: offer.name },
          orderId: null,
          value: -fee,
        }),
      );
    }
  }
  for (const kind of ['BOLD', 'HIGHLIGHT'] as const) {
    const typeId = kind === 'BOLD' ? 'BLD' : 'HLT';
    const promoted = running
      .map((o) => ({ offer: o, promotion: promotionsOf(o).find((p) => p.type === kind) }))
      .filter((p) => p.promotion !== undefined)
      .slice(0, PROMOTED_OFFERS);
    for (const { offer, promotion } of promoted) {
      for (const at of cyclesOf(offer, source.start, now)) {
        out.push(
          draft(source, `${typeId}:${offer.id}:${at}`, {
            occurredAt: at + 60_000,
            typeId,
            offer: { id: offer.id, name: offer.name },
            orderId: null,
            value: -grosze(promotion!.fee),
          }),
        );
      }
    }
  }
  return out;
}

/** A commission per item sold, a delivery charge for some orders, and the commission back when an order is cancelled. */
function orderFees(source: BillingSource, orders: Order[], offers: Map<string, Offer>, now: number): Draft[] {
  const out: Draft[] = [];
  for (const order of orders) {
    const paidAt = order.payment.finishedAt;
    // A merged order keeps its charges: a booked entry never leaves the history.
    if (paidAt === null || paidAt < source.start || paidAt > now) continue;
    let commission = 0;
    for (const item of order.lineItems) {
      const offer = offers.get(item.offerId);
      const category = offer?.categoryId ?? '';
      const value = grosze(
        commissionOn(category, Number(item.price) * item.quantity, offer?.format ?? 'BUY_NOW'),
      );
      if (value === 0) continue;
      commission += value;
      out.push(
        draft(source, `SUC:${order.id}:${item.id}`, {
          occurredAt: paidAt,
          typeId: 'SUC',
          offer: { id: item.offerId, name: item.offerName },
          orderId: order.id,
          value: -value,
        }),
      );
    }
    const r = streamFor(source.seed, `billing:DLV-fee:${order.id}`);
    if (r.chance(0.3)) {
      out.push(
        draft(source, `DLV:${order.id}`, {
          occurredAt: paidAt + 3_600_000,
          typeId: 'DLV',
          offer: null,
          orderId: order.id,
          value: -r.int(399, 1299),
        }),
      );
    }
    if (order.status === 'CANCELLED' && commission > 0 && order.updatedAt <= now) {
      out.push(
        draft(source, `REF:${order.id}`, {
          occurredAt: Math.max(order.updatedAt, paidAt + 60_000),
          typeId: 'REF',
          offer: null,
          orderId: order.id,
          value: commission,
        }),
      );
    }
  }
  return out;
}

/**
 * The seller's billing history up to now, newest first, made from the shop's offers and orders as they stand:
 * listing and promotion fees for a few offers every 10-day cycle, a commission for each item sold, some delivery
 * charges, and a commission refund for cancelled orders. An order sold while the server runs adds its commission.
 */
export function billingHistory(
  store: Store,
  sellerId: string,
  source: BillingSource,
  now: number,
): BillingEntry[] {
  const offers = store.offersOf(sellerId);
  const byId = new Map(offers.map((o) => [o.id, o]));
  const drafts = [
    ...offerFees(source, offers, now),
    ...orderFees(source, store.ordersOf(sellerId), byId, now),
  ]
    // A charge booked a little after its cause (a delivery charge an hour after the payment) waits for its time.
    .filter((d) => d.occurredAt <= now)
    .sort((a, b) => a.occurredAt - b.occurredAt || a.id.localeCompare(b.id));
  let balance = 0;
  const entries = drafts.map((d) => {
    balance += d.value;
    return { ...d, balance };
  });
  return entries.reverse();
}

const money = (gr: number) => ({ amount: (gr / 100).toFixed(2), currency: 'PLN' });

/** The entry as document 2 and the reference description show it. */
export function entryBody(entry: BillingEntry, lang: Lang) {
  return {
    id: entry.id,
    occurredAt: iso(entry.occurredAt),
    type: { id: entry.typeId, name: typeName(entry.typeId, lang) },
    ...(entry.offer ? { offer: entry.offer } : {}),
    value: money(entry.value),
    tax: entry.taxPercentage ? { percentage: entry.taxPercentage } : { annotation: 'NOT_APPLICABLE' },
    balance: money(entry.balance),
    ...(entry.orderId ? { order: { id: entry.orderId } } : {}),
  };
}

export const HISTORY_DAYS = 90;
export const historyStart = (clockStart: number): number =>
  Math.floor(clockStart / DAY) * DAY - HISTORY_DAYS * DAY;
