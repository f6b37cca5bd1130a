import { httpDate } from '../clock';
import { json, type Ctx, type Route } from '../http/route';
import type { Offer } from '../state/types';
import type { World } from '../world';
import { isListed } from './lifecycle';
import { listingItem } from './view';

const STATUSES = ['INACTIVE', 'ACTIVE', 'ACTIVATING', 'ENDED'] as const;
const FORMATS = ['BUY_NOW', 'ADVERTISEMENT', 'AUCTION'] as const;
const SORTS = [
  'sellingMode.price.amount',
  '-sellingMode.price.amount',
  'stock.sold',
  '-stock.sold',
  'stock.available',
  '-stock.available',
] as const;
const MARKETPLACES = ['pl', 'cz', 'sk', 'hu'];

interface Filter {
  ids: string[];
  name: string | undefined;
  priceGte: number | undefined;
  priceLte: number | undefined;
  statuses: string[];
  formats: string[];
  externalIds: string[];
  shippingRatesId: string | undefined;
  shippingRatesEmpty: boolean | undefined;
  categoryId: string | undefined;
  productEmpty: boolean | undefined;
  productizationRequired: boolean | undefined;
  b2b: boolean | undefined;
  fundraisingId: string | undefined;
  fundraisingEmpty: boolean | undefined;
  returnPolicyId: string | undefined;
  automationRuleId: string | undefined;
  automationEmpty: boolean | undefined;
  fulfillment: boolean | undefined;
  otherMarketplace: boolean;
  sort: string | undefined;
}

function parseFilter(ctx: Ctx, vendor: string): Filter {
  const q = ctx.query;
  const externalIds = q.all('external.id');
  if (externalIds.length > 100) throw q.fail('external.id', 'at most 100 values');
  if (externalIds.some((id) => id.length > 100))
    throw q.fail('external.id', 'values of at most 100 characters');
  const marketplace = q.string('publication.marketplace');
  if (marketplace !== undefined && !MARKETPLACES.some((m) => marketplace === `${vendor}-${m}`)) {
    throw q.fail('publication.marketplace', `unknown marketplace ${marketplace}`);
  }
  return {
    ids: q.all('offer.id'),
    name: q.string('name')?.toLocaleLowerCase('pl'),
    priceGte: q.number('sellingMode.price.amount.gte', { min: 0 }),
    priceLte: q.number('sellingMode.price.amount.lte', { min: 1 }),
    statuses: q.allOf('publication.status', STATUSES),
    formats: q.allOf('sellingMode.format', FORMATS),
    externalIds,
    shippingRatesId: q.string('delivery.shippingRates.id'),
    shippingRatesEmpty: q.bool('delivery.shippingRates.id.empty'),
    categoryId: q.string('category.id'),
    productEmpty: q.bool('product.id.empty'),
    productizationRequired: q.bool('productizationRequired'),
    b2b: q.bool('b2b.buyableOnlyByBusiness'),
    fundraisingId: q.string('fundraisingCampaign.id'),
    fundraisingEmpty: q.bool('fundraisingCampaign.id.empty'),
    returnPolicyId: q.string('afterSalesServices.returnPolicy.id'),
    automationRuleId: q.string('sellingMode.priceAutomation.rule.id'),
    automationEmpty: q.bool('sellingMode.priceAutomation.rule.id.empty'),
    fulfillment: q.bool('isFulfillment'),
    otherMarketplace: marketplace !== undefined && marketplace !== `${vendor}-pl`,
    sort: q.oneOf('sort', SORTS),
  };
}

const lowerNames = new WeakMap<Offer, { name: string; lower: string }>();
function lowerName(offer: Offer): string {
  const cached = lowerNames.get(offer);
  if (cached && cached.name === offer.name) return cached.lower;
  const lower = offer.name.toLocaleLowerCase('pl');
  lowerNames.set(offer, { name: offer.name, lower });
  return lower;
}

function matcher(f: Filter): (o: Offer) => boolean {
  const ids = f.ids.length > 0 ? new Set(f.ids) : null;
  const statuses = f.statuses.length > 0 ? new Set(f.statuses) : null;
  const formats = f.formats.length > 0 ? new Set(f.formats) : null;
  const externals = f.externalIds.length > 0 ? new Set(f.externalIds) : null;
  return (o) => {
    if (f.otherMarketplace || f.fulfillment === true || f.automationRuleId !== undefined) return false;
    if (f.automationEmpty === false) return false;
    if (ids && !ids.has(o.id)) return false;
    if (statuses && !statuses.has(o.status)) return false;
    if (formats && !formats.has(o.format)) return false;
    if (externals && (o.externalId === null || !externals.has(o.externalId))) return false;
    if (f.priceGte !== undefined && Number(o.price) < f.priceGte) return false;
    if (f.priceLte !== undefined && Number(o.price) > f.priceLte) return false;
    if (f.categoryId !== undefined && o.categoryId !== f.categoryId) return false;
    if (f.shippingRatesId !== undefined && o.shippingRatesId !== f.shippingRatesId) return false;
    if (f.shippingRatesEmpty !== undefined && (o.shippingRatesId === null) !== f.shippingRatesEmpty)
      return false;
    if (f.productEmpty !== undefined && (o.productId === null) !== f.productEmpty) return false;
    if (f.productizationRequired !== undefined && o.productizationRequired !== f.productizationRequired)
      return false;
    if (f.b2b !== undefined && o.b2b !== f.b2b) return false;
    if (f.fundraisingId !== undefined && o.fundraisingCampaignId !== f.fundraisingId) return false;
    if (f.fundraisingEmpty !== undefined && (o.fundraisingCampaignId === null) !== f.fundraisingEmpty)
      return false;
    if (f.returnPolicyId !== undefined && o.returnPolicyId !== f.returnPolicyId) return false;
    if (f.name !== undefined && !lowerName(o).includes(f.name)) return false;
    return true;
  };
}

const sortKey: Record<string, (o: Offer) => number> = {
  'sellingMode.price.amount': (o) => Number(o.price),
  'stock.sold': (o) => o.sold,
  'stock.available': (o) => o.stock,
};

/**
 * The matching offers in answer order: creation time, newest first, by default; ties of other sorts keep
 * that order. Results are cached per query until an offer changes or a minute passes (archiving is by time).
 */
function createResultCache(world: World) {
  const cache = new Map<string, Offer[]>();
  return (sellerId: string, f: Filter, key: string): Offer[] => {
    const now = world.clock.now();
    const full = `${sellerId}|${world.store.offerVersion()}|${Math.floor(now / 60_000)}|${key}`;
    const hit = cache.get(full);
    if (hit) return hit;
    const offers = world.store.offersOf(sellerId);
    const match = matcher(f);
    const result: Offer[] = [];
    for (let i = offers.length - 1; i >= 0; i--) {
      const o = offers[i]!;
      if (isListed(o, now) && match(o)) result.push(o);
    }
    if (f.sort) {
      const desc = f.sort.startsWith('-');
      const key = sortKey[desc ? f.sort.slice(1) : f.sort]!;
      const keyed = result.map((o, i) => ({ o, k: key(o), i }));
      keyed.sort((a, b) => (desc ? b.k - a.k : a.k - b.k) || a.i - b.i);
      for (let i = 0; i < keyed.length; i++) result[i] = keyed[i]!.o;
    }
    if (cache.size >= 8) cache.delete(cache.keys().next().value!);
    cache.set(full, result);
    return result;
  };
}

/** GET /sale/offers with every filter, sort and limit of document 2; Last-Modified and 304. */
export function offerListRoutes(world: World): Route[] {
  const results = createResultCache(world);
  return [
    {
      method: 'GET',
      path: '/sale/offers',
      auth: 'user',
      scope: `${world.vendor}:api:sale:offers:read`,
      leaky: true,
      handle(ctx) {
        const limit = ctx.query.int('limit', { min: 1, max: 1000, def: 20 });
        const offset = ctx.query.int('offset', { min: 0, max: 9_999_999, def: 0 });
        if (offset + limit > 10_000_000)
          throw ctx.query.fail('offset', 'offset + limit must be at most 10000000');
        const filter = parseFilter(ctx, world.vendor);
        const params = new URLSearchParams(ctx.query.params);
        params.delete('limit');
        params.delete('offset');
        params.sort();
        const changedAt = world.store.offersChangedAt(ctx.userId) ?? 0;
        const lastModified = Math.floor(changedAt / 1000) * 1000;
        const since = ctx.headers['if-modified-since'];
        if (since !== undefined && Date.parse(since) >= lastModified) {
          return { status: 304, headers: { 'Last-Modified': httpDate(lastModified) } };
        }
        const all = results(ctx.userId, filter, params.toString());
        const page = all.slice(offset, offset + limit).map((o) => listingItem(o, world, ctx.baseUrl));
        return json(
          200,
          { offers: page, count: page.length, totalCount: all.length },
          { 'Last-Modified': httpDate(lastModified) },
        );
      },
    },
  ];
}
