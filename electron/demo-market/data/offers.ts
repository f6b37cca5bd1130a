import { DAY, HOUR, MINUTE } from '../clock';
import type { Random } from '../random';
import type { StoreData } from '../state/store';
import type {
  Category,
  Offer,
  OfferEvent,
  Product,
  PublicationStatus,
  Seller,
  SellingFormat,
} from '../state/types';
import { categoryTemplates, type CategoryTemplate } from './categories';
import { requiredValues } from './category-parameters';

export function fill(template: string, slots: Record<string, string[]>, r: Random): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => r.pick(slots[slot] ?? ['']));
}

/** A valid EAN-13 (check digit computed). */
export function ean13(r: Random): string {
  const body = `590${r.digits(9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

export function generateCatalogue(r: Random): { categories: Category[]; products: Product[] } {
  const categories = categoryTemplates.map((c) => ({
    id: c.id,
    name: c.name,
    productizationRequired: c.productizationRequired,
  }));
  const products: Product[] = [];
  for (const c of categoryTemplates) {
    for (let i = 0; i < 30; i++) {
      products.push({
        id: r.uuid(),
        ean: ean13(r),
        name: fill(r.pick(c.titles), c.slots, r),
        categoryId: c.id,
        images: [`demo:${c.id}-${r.int(1, 8)}`, `demo:${c.id}-${r.int(1, 8)}`],
        parameters: c.parameters.flatMap((p) =>
          p.sample
            ? [{ id: p.id, name: p.name, values: [r.pick(p.sample)], required: p.requiredForProduct }]
            : [],
        ),
      });
    }
  }
  return { categories, products };
}

function price(r: Random, [min, max]: [number, number]): string {
  const value = min + r.next() * (max - min);
  const cents = r.chance(0.6) ? 99 : r.chance(0.5) ? 0 : r.int(0, 99);
  return `${Math.floor(value)}.${String(cents).padStart(2, '0')}`;
}

const FORMATS: [SellingFormat, number][] = [
  ['BUY_NOW', 94],
  ['AUCTION', 3],
  ['ADVERTISEMENT', 3],
];
const STATUSES: [PublicationStatus, number][] = [
  ['ACTIVE', 72],
  ['INACTIVE', 10],
  ['ENDED', 16],
  ['ACTIVATING', 2],
];

/**
 * Offers of one seller, oldest first, created over the last ~600 days before `anchor`. Every publication
 * state appears; ended offers ended and drafts were edited within the last 50 days, so they are all listed
 * until a test moves the clock past the 60-day archive horizon.
 */
export function generateOffers(
  data: StoreData,
  opts: { r: Random; seller: Seller; count: number; anchor: number; products: Product[] },
): Offer[] {
  const { r, seller, count, anchor } = opts;
  const byCategory = new Map<string, Product[]>();
  for (const p of opts.products) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
  const step = Math.max(MINUTE, Math.min(HOUR * 6, Math.floor((600 * DAY) / Math.max(count, 1))));
  const offers: Offer[] = [];
  for (let i = 0; i < count; i++) {
    const cat: CategoryTemplate = r.pick(categoryTemplates);
    const products = byCategory.get(cat.id) ?? [];
    const product =
      products.length > 0 && r.chance(cat.productizationRequired ? 0.95 : 0.5) ? r.pick(products) : null;
    const name = product && r.chance(0.5) ? product.name : fill(r.pick(cat.titles), cat.slots, r);
    const format = r.weighted(FORMATS);
    const status = r.weighted(STATUSES);
    const createdAt = anchor - 2 * DAY - (count - i) * step + r.int(0, step - 1);
    const sold = r.chance(0.4) ? r.int(0, 5) : r.chance(0.5) ? r.int(5, 60) : r.int(60, 400);
    let stock = r.chance(0.1) ? r.int(1, 3) : r.int(4, 500);
    let startedAt: number | null = null;
    let endedAt: number | null = null;
    let endedBy: string | null = null;
    let startingAt: number | null = null;
    let updatedAt = createdAt + r.int(0, 30) * MINUTE;
    if (status === 'ACTIVE' || status === 'ACTIVATING') {
      startedAt = createdAt + r.int(1, 120) * MINUTE;
      updatedAt = Math.max(
        updatedAt,
        startedAt + Math.floor(r.next() * Math.max(0, anchor - startedAt - DAY)),
      );
    } else if (status === 'ENDED') {
      startedAt = createdAt + r.int(1, 120) * MINUTE;
      endedAt = Math.max(startedAt + HOUR, anchor - r.int(1, 50 * 24) * HOUR);
      endedBy = r.weighted([
        ['USER', 50],
        ['EMPTY_STOCK', 30],
        ['EXPIRATION', 20],
      ]);
      if (endedBy === 'EMPTY_STOCK') stock = 0;
      updatedAt = endedAt;
    } else {
      updatedAt = Math.max(createdAt, anchor - r.int(1, 50 * 24) * HOUR);
      if (r.chance(0.15)) startingAt = anchor + r.int(1, 14 * 24) * HOUR;
    }
    const auction = format === 'AUCTION';
    const offerPrice = price(r, cat.price);
    const rates = seller.shippingRates;
    offers.push({
      id: String((data.counters.offerId += r.int(1, 40))),
      sellerId: seller.id,
      seq: ++data.counters.offerSeq,
      name: name.slice(0, 75),
      categoryId: cat.id,
      productId: product?.id ?? null,
      productizationRequired: cat.productizationRequired,
      format,
      price: offerPrice,
      currency: 'PLN',
      startingPrice: auction ? price(r, [1, Number(offerPrice)]) : null,
      minimalPrice: null,
      stock,
      sold: status === 'INACTIVE' ? 0 : sold,
      unit: r.chance(0.05) ? 'SET' : 'UNIT',
      status,
      duration: auction ? 'P7D' : null,
      startingAt,
      startedAt,
      endingAt: auction && startedAt !== null ? startedAt + 7 * DAY : null,
      endedAt,
      endedBy,
      republish: false,
      createdAt,
      updatedAt,
      images: Array.from({ length: r.int(1, 5) }, () => `demo:${cat.id}-${r.int(1, 8)}`),
      description: null,
      externalId: r.chance(0.6) ? `SKU-${seller.login.slice(0, 2).toUpperCase()}-${10000 + i}` : null,
      shippingRatesId: r.chance(0.03) ? null : r.chance(0.85) ? rates[0]!.id : r.pick(rates).id,
      handlingTime: r.pick(['PT24H', 'PT24H', 'PT48H', 'PT72H']),
      b2b: r.chance(0.05),
      fundraisingCampaignId: r.chance(0.02) ? 'c8a0f7d2-6b2e-4a55-9a1f-3f0d5e6c7b80' : null,
      watchers: r.int(0, 40),
      visits: r.int(0, 3000),
      hidden: status === 'ACTIVE' && r.chance(0.01),
      location: null,
      invoice: 'VAT',
      impliedWarrantyId: seller.impliedWarranties[0]?.id ?? null,
      returnPolicyId: seller.returnPolicies[0]?.id ?? null,
      warrantyId: seller.warranties[0]?.id ?? null,
      parameters: product ? [] : requiredValues(cat.parameters, i),
      ean: product?.ean ?? null,
      deleted: false,
      operationId: null,
      warnings: [],
    });
  }
  return offers;
}

/** Offer events of the last day: stock and price changes, edits and activations of active offers. */
export function generateOfferEvents(data: StoreData, opts: { r: Random; offers: Offer[]; anchor: number }) {
  const { r, anchor } = opts;
  const active = opts.offers.filter((o) => o.status === 'ACTIVE');
  const wanted = Math.min(3000, Math.ceil(active.length * 0.05));
  const events: Omit<OfferEvent, 'seq'>[] = [];
  for (let i = 0; i < wanted && active.length > 0; i++) {
    const offer = r.pick(active);
    const occurredAt = anchor - r.int(10, 20 * 60) * MINUTE;
    const type = r.weighted([
      ['OFFER_STOCK_CHANGED', 50],
      ['OFFER_PRICE_CHANGED', 25],
      ['OFFER_CHANGED', 20],
      ['OFFER_ACTIVATED', 5],
    ]);
    events.push({
      sellerId: offer.sellerId,
      type,
      occurredAt,
      offerId: offer.id,
      extra: type === 'OFFER_PRICE_CHANGED' ? { changeType: 'MANUAL' } : null,
    });
    offer.updatedAt = Math.max(offer.updatedAt, occurredAt);
  }
  events.sort((a, b) => a.occurredAt - b.occurredAt);
  for (const e of events) data.offerEvents.push({ ...e, seq: ++data.counters.offerEventSeq });
}
