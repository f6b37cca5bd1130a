import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { customerReturnFrom, refundFrom } from '../../../electron/core/domains/returns/return-records';
import { disputeFrom, disputeMessageFrom } from '../../../electron/core/domains/disputes/dispute-records';
import { offerFromDetail, offerFromList } from '../../../electron/core/domains/offers/offer-records';
import { orderFromForm, shipmentsFrom } from '../../../electron/core/domains/orders/order-records';
import { paymentOperationsFrom } from '../../../electron/core/domains/payments/payment-operation-records';
import { promotionFrom } from '../../../electron/core/domains/promotions/promotion-records';
import { ratingFrom } from '../../../electron/core/domains/ratings/rating-records';
import { refundClaimFrom } from '../../../electron/core/domains/claims/claim-records';
import {
  deliveryMethodsFrom,
  tagsFrom,
} from '../../../electron/core/domains/delivery-tags/delivery-tag-records';
import { supportedCategoriesFrom } from '../../../electron/core/domains/compatibility/compatibility-records';
import { afterSalesListFrom } from '../../../electron/core/domains/after-sales/condition-records';
import { messageFrom, threadFrom } from '../../../electron/core/domains/messages/message-records';
import { apiClient, signIn, startTestMarket, type ApiClient } from '../../helpers/demo-market';
import { sampled } from '../../helpers/long-runs';

/**
 * Every record parser, fed what the marketplace sends with its enumerations (statuses, reasons, types, carrier
 * ids, wallet types... any upper-case word) replaced by values the app has never seen: the marketplace adds such
 * values without notice, so none may cost a record. Samples come from the demo marketplace of each generation.
 */
const BETA = { Accept: 'application/vnd.allegro.beta.v1+json' };

interface Source {
  name: string;
  /** The answers whose items are parsed one by one. */
  items(api: ApiClient): Promise<unknown[]>;
  /** What the parser keeps of an item: its id (or ids), compared before and after. */
  kept(item: unknown): unknown;
}

const list = (path: string, key: string, headers?: Record<string, string>) => async (api: ApiClient) =>
  ((await (await api.get(path, headers)).json()) as Record<string, unknown[]>)[key] ?? [];

const sources: Source[] = [
  {
    name: 'order',
    items: list('/order/checkout-forms?limit=100', 'checkoutForms'),
    kept: (i) => orderFromForm(i).id,
  },
  {
    name: 'order shipments',
    items: async (api) => {
      const forms = await list('/order/checkout-forms?limit=20', 'checkoutForms')(api);
      const ids = forms.map((f) => (f as { id: string }).id);
      return Promise.all(
        ids.map(async (id) => (await api.get(`/order/checkout-forms/${id}/shipments`)).json()),
      );
    },
    kept: (i) => shipmentsFrom(i).map((s) => s.waybill),
  },
  { name: 'offer (list)', items: list('/sale/offers?limit=100', 'offers'), kept: (i) => offerFromList(i).id },
  {
    name: 'offer (detail)',
    items: async (api) => {
      const offers = await list('/sale/offers?limit=10', 'offers')(api);
      return Promise.all(
        offers.map(async (o) => (await api.get(`/sale/product-offers/${(o as { id: string }).id}`)).json()),
      );
    },
    kept: (i) => offerFromDetail(i).id,
  },
  { name: 'rating', items: list('/sale/user-ratings?limit=100', 'ratings'), kept: (i) => ratingFrom(i).id },
  {
    name: 'customer return',
    items: list('/order/customer-returns?limit=100', 'customerReturns', BETA),
    kept: (i) => customerReturnFrom(i).id,
  },
  { name: 'refund', items: list('/payments/refunds?limit=100', 'refunds'), kept: (i) => refundFrom(i).id },
  {
    name: 'payment operations page',
    items: async (api) => [await (await api.get('/payments/payment-operations?limit=50')).json()],
    kept: (i) => paymentOperationsFrom(i).operations.length,
  },
  {
    name: 'refund claim',
    items: list('/order/refund-claims?limit=100', 'refundClaims'),
    kept: (i) => refundClaimFrom(i).id,
  },
  {
    name: 'promotion',
    items: list('/sale/loyalty/promotions?promotionType=MULTIPACK&limit=100', 'promotions'),
    kept: (i) => promotionFrom(i, 'MULTIPACK').id,
  },
  {
    name: 'message thread',
    items: list('/messaging/threads?limit=20', 'threads'),
    kept: (i) => threadFrom(i).id,
  },
  {
    name: 'message',
    items: async (api) => {
      const threads = await list('/messaging/threads?limit=5', 'threads')(api);
      const pages = await Promise.all(
        threads.map(async (t) =>
          list(`/messaging/threads/${(t as { id: string }).id}/messages?limit=20`, 'messages')(api),
        ),
      );
      return pages.flat();
    },
    kept: (i) => messageFrom(i).id,
  },
  {
    name: 'delivery methods',
    items: async (api) => [await (await api.get('/sale/delivery-methods')).json()],
    kept: (i) => deliveryMethodsFrom(i).map((m) => m.id),
  },
  {
    name: 'offer tags',
    items: async (api) => [await (await api.get('/sale/offer-tags?limit=1000')).json()],
    kept: (i) => tagsFrom(i).map((t) => t.id),
  },
  {
    name: 'compatibility categories',
    items: async (api) => [await (await api.get('/sale/compatibility-list/supported-categories')).json()],
    kept: (i) => supportedCategoriesFrom(i).map((c) => c.categoryId),
  },
  {
    name: 'warranties',
    items: async (api) => [
      await (await api.get('/after-sales-service-conditions/warranties?limit=60')).json(),
    ],
    kept: (i) => afterSalesListFrom('warranty', i).map((c) => c.id),
  },
];

const disputeSources: Source[] = [
  { name: 'dispute', items: list('/sale/disputes?limit=100', 'disputes'), kept: (i) => disputeFrom(i).id },
  {
    name: 'dispute message',
    items: async (api) => {
      const disputes = await list('/sale/disputes?limit=5', 'disputes')(api);
      const pages = await Promise.all(
        disputes.map(async (d) =>
          list(`/sale/disputes/${(d as { id: string }).id}/messages?limit=100`, 'messages')(api),
        ),
      );
      return pages.flat();
    },
    kept: (i) => disputeMessageFrom(i).id,
  },
];

/** Where an item holds an enumeration's value: an upper-case word (no digits: ids and waybills have some). */
function enumPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return /^[A-Z][A-Z_]{2,}$/.test(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => enumPaths(v, [...at, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => enumPaths(v, [...at, k]));
  return [];
}

function replaced(item: unknown, paths: (string | number)[][], values: string[]): unknown {
  const copy = structuredClone(item) as Record<string | number, unknown>;
  paths.forEach((path, i) => {
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = values[i % values.length];
  });
  return copy;
}

/** A value no marketplace document names: upper-case words as the marketplace writes them. */
const unknownValue = fc.stringMatching(/^[A-Z][A-Z_]{3,18}$/).map((s) => `NEW_${s}`);

describe.each(['documents', '2026'] as const)(
  'records from the %s marketplace with values never seen',
  (api) => {
    let market: DemoMarket;
    let client: ApiClient;
    beforeAll(async () => {
      market = await startTestMarket({ api, offers: 40, orders: 40, ratings: 20 });
      client = apiClient(market.url, (await signIn(market.url)).access_token);
      // A refund of the first paid order, so that the refunds have a sample.
      const forms = (await list('/order/checkout-forms?limit=100', 'checkoutForms')(client)) as {
        id: string;
        payment?: { id?: string };
        lineItems: { id: string }[];
      }[];
      const paid = forms.find((f) => f.payment?.id && f.lineItems.length > 0)!;
      const made = await client.post('/payments/refunds', {
        payment: { id: paid.payment!.id },
        order: { id: paid.id },
        commandId: '6a0c1b8e-3f1d-4c55-9d7e-1f2a3b4c5d6e',
        reason: 'REFUND',
        lineItems: [{ id: paid.lineItems[0]!.id, type: 'QUANTITY', quantity: 1 }],
      });
      expect(made.status).toBe(200);
    });
    afterAll(() => market.close());

    const all = api === 'documents' ? [...sources, ...disputeSources] : sources;
    it.each(all.map((s) => [s.name, s] as const))('%s: none is lost', async (_name, source) => {
      const items = await source.items(client);
      expect(items.length, 'the marketplace sent samples').toBeGreaterThan(0);
      const withEnums = items.filter((item) => enumPaths(item).length > 0);
      const pool = withEnums.length > 0 ? withEnums : items;
      const { seed, runs } = sampled(import.meta.filename, `unknown values: ${api} ${source.name}`, {
        sample: 30,
        whole: 500,
      });
      fc.assert(
        fc.property(
          // An index rather than the item itself, so a counterexample names which sample failed.
          fc.nat({ max: pool.length - 1 }),
          fc.array(unknownValue, { minLength: 1, maxLength: 8 }),
          fc.func(fc.boolean()),
          (index, values, chosen) => {
            const item = pool[index];
            const paths = enumPaths(item).filter((p) => chosen(p.join('.')));
            expect(source.kept(replaced(item, paths, values))).toEqual(source.kept(item));
          },
        ),
        { seed, numRuns: runs },
      );
    });
  },
);
