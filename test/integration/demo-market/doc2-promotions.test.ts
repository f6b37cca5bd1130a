import { describe, expect, it } from 'vitest';
import { SECOND_SELLER_ID } from '../../../electron/demo-market';
import { promotionTypes } from '../../../shared/promotions';
import { apiClient, marketForTests, refused, signIn } from '../../helpers/demo-market';

interface Promotion {
  id: string;
  status: string;
  createdAt: string;
  benefits: { specification: Record<string, unknown> & { type: string } }[];
  offerCriteria: {
    type: string;
    offers?: { id: string; quantity: number; promotionEntryPoint: boolean }[];
  }[];
}

const demo = marketForTests();
const BASE = '/sale/loyalty/promotions';

const list = (query: string) =>
  demo.api.json<{ promotions: Promotion[]; totalCount: number }>(`${BASE}?${query}`);

async function ownOffers(n: number): Promise<string[]> {
  const body = await demo.api.json<{ offers: { id: string; sellingMode: { format: string } }[] }>(
    '/sale/offers?limit=60',
  );
  return body.offers
    .filter((o) => o.sellingMode.format === 'BUY_NOW')
    .slice(-n)
    .map((o) => o.id);
}

const wholesale = (offers: string[], thresholds: [number, string][], name = 'Hurt') => ({
  benefits: [
    {
      specification: {
        type: 'WHOLESALE_PRICE_LIST',
        name,
        thresholds: thresholds.map(([q, p]) => ({
          quantity: { lowerBound: q },
          discount: { percentage: p },
        })),
      },
    },
  ],
  offerCriteria: [{ type: 'CONTAINS_OFFERS', offers: offers.map((id) => ({ id })) }],
});
const multipack = (offers: string[], forEachQuantity: number, percentage: number) => ({
  benefits: [
    {
      specification: {
        type: 'UNIT_PERCENTAGE_DISCOUNT',
        configuration: { percentage },
        trigger: { forEachQuantity, discountedNumber: 1 },
      },
    },
  ],
  offerCriteria: [{ type: 'CONTAINS_OFFERS', offers: offers.map((id) => ({ id })) }],
});

describe('document 2, promotions', () => {
  it('lists the generated promotions by type, pages them, and filters by offer', async () => {
    const counts: Record<string, number> = {};
    for (const type of promotionTypes) {
      const page = await list(`promotionType=${type}`);
      counts[type] = page.totalCount;
      for (const p of page.promotions) expect(p.status).toBe('ACTIVE');
    }
    expect(counts).toEqual({
      BUNDLE: 2,
      MULTIPACK: 2,
      CROSS_MULTIPACK: 1,
      LARGE_ORDER_DISCOUNT: 1,
      WHOLESALE_PRICE_LIST: 1,
    });
    const bundles = await list('promotionType=BUNDLE&limit=1&offset=1');
    expect(bundles.promotions).toHaveLength(1);
    expect(bundles.totalCount).toBe(2);
    const bundle = bundles.promotions[0]!;
    expect(bundle.benefits[0]!.specification).toEqual({
      type: 'ORDER_FIXED_DISCOUNT',
      value: { amount: '25.00', currency: 'PLN' },
    });
    const offerId = bundle.offerCriteria[0]!.offers![1]!.id;
    const byOffer = await list(`promotionType=BUNDLE&offer.id=${offerId}`);
    expect(byOffer.promotions.map((p) => p.id)).toEqual([bundle.id]);
    expect((await list('promotionType=LARGE_ORDER_DISCOUNT&offer.id=' + offerId)).totalCount).toBe(0);
  });

  it('refuses a list without a type (400), a limit above 5000 or past offset 50000 (422)', async () => {
    await refused(await demo.api.get(BASE), 400, 'promotionType');
    await refused(await demo.api.get(`${BASE}?promotionType=GIFT`), 400, 'promotionType');
    await refused(await demo.api.get(`${BASE}?promotionType=MULTIPACK&limit=5001`), 422, 'limit');
    await refused(await demo.api.get(`${BASE}?promotionType=MULTIPACK&limit=0`), 422, 'limit');
    await refused(await demo.api.get(`${BASE}?promotionType=MULTIPACK&offset=49951&limit=50`), 422);
    expect((await demo.api.get(`${BASE}?promotionType=MULTIPACK&offset=49950&limit=50`)).status).toBe(200);
  });

  it('creates a wholesale price list for three offers and a multipack; reads them back', async () => {
    const offers = await ownOffers(3);
    const response = await demo.api.post(
      BASE,
      wholesale(
        offers,
        [
          [5, '3'],
          [20, '8'],
        ],
        'Dla firm',
      ),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as Promotion;
    expect(created.status).toBe('ACTIVE');
    expect(created.offerCriteria[0]!.offers!.map((o) => o.id)).toEqual(offers);
    expect(await demo.api.json<Promotion>(`${BASE}/${created.id}`)).toEqual(created);
    expect((await list('promotionType=WHOLESALE_PRICE_LIST')).promotions.map((p) => p.id)).toContain(
      created.id,
    );
    const pack = await demo.api.post(BASE, multipack([offers[0]!], 2, 16));
    expect(pack.status).toBe(201);
    const cross = (await (await demo.api.post(BASE, multipack(offers, 3, 31))).json()) as Promotion;
    expect((await list('promotionType=CROSS_MULTIPACK')).promotions.map((p) => p.id)).toContain(cross.id);
  });

  it('holds the rules: thresholds rising, whole percentages, quantities, multipack minimums, own offers', async () => {
    const offers = await ownOffers(2);
    const at = 'benefits[0].specification';
    await refused(await demo.api.post(BASE, { offerCriteria: [] }), 400, 'benefits');
    await refused(await demo.api.post(BASE, wholesale(offers, [[5, '3']], ' ')), 422, `${at}.name`);
    await refused(await demo.api.post(BASE, wholesale(offers, [])), 422, `${at}.thresholds`);
    await refused(
      await demo.api.post(BASE, wholesale(offers, [[1, '3']])),
      422,
      `${at}.thresholds[0].quantity.lowerBound`,
    );
    await refused(
      await demo.api.post(BASE, wholesale(offers, [[5, '3.5']])),
      422,
      `${at}.thresholds[0].discount.percentage`,
    );
    await refused(
      await demo.api.post(
        BASE,
        wholesale(offers, [
          [5, '8'],
          [20, '3'],
        ]),
      ),
      422,
      `${at}.thresholds`,
    );
    await refused(await demo.api.post(BASE, wholesale([], [[5, '3']])), 422, 'offerCriteria[0].offers');
    await refused(
      await demo.api.post(BASE, wholesale(['999999999999'], [[5, '3']])),
      422,
      'offerCriteria[0].offers[0].id',
    );
    await refused(
      await demo.api.post(BASE, multipack([offers[0]!], 2, 15)),
      422,
      `${at}.configuration.percentage`,
    );
    await refused(
      await demo.api.post(BASE, multipack([offers[0]!], 5, 50)),
      422,
      `${at}.configuration.percentage`,
    );
    await refused(
      await demo.api.post(BASE, multipack([offers[0]!], 2, 101)),
      422,
      `${at}.configuration.percentage`,
    );
    const second = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    await refused(await second.post(BASE, multipack([offers[0]!], 2, 20)), 403);
    const large = {
      benefits: [
        {
          specification: {
            type: 'LARGE_ORDER_DISCOUNT',
            thresholds: [
              {
                orderValue: { lowerBound: { amount: '2000.00', currency: 'PLN' } },
                discount: { percentage: '7' },
              },
            ],
          },
        },
      ],
      offerCriteria: [{ type: 'ALL_OFFERS' }],
    };
    // One large-order discount at a time: the generated one is active.
    await refused(await demo.api.post(BASE, large), 422, 'benefits');
  });

  it('changes a bundle’s discount but never its offers, and DELETE ends a promotion', async () => {
    const bundle = (await list('promotionType=BUNDLE')).promotions[0]!;
    const body = {
      benefits: [
        { specification: { type: 'ORDER_FIXED_DISCOUNT', value: { amount: '12.50', currency: 'PLN' } } },
      ],
      offerCriteria: bundle.offerCriteria,
    };
    const put = await demo.api.put(`${BASE}/${bundle.id}`, body);
    expect(put.status).toBe(200);
    expect(((await put.json()) as Promotion).benefits[0]!.specification.value).toEqual({
      amount: '12.50',
      currency: 'PLN',
    });
    const fewer = {
      ...body,
      offerCriteria: [{ ...bundle.offerCriteria[0]!, offers: bundle.offerCriteria[0]!.offers!.slice(1) }],
    };
    await refused(await demo.api.put(`${BASE}/${bundle.id}`, fewer), 422);
    await refused(await demo.api.put(`${BASE}/unknown-id`, body), 404);
    expect((await demo.api.delete(`${BASE}/${bundle.id}`)).status).toBe(204);
    expect((await demo.api.json<Promotion>(`${BASE}/${bundle.id}`)).status).toBe('INACTIVE');
    expect((await list('promotionType=BUNDLE')).promotions.map((p) => p.id)).not.toContain(bundle.id);
    await refused(await demo.api.put(`${BASE}/${bundle.id}`, body), 422);
    await refused(await demo.api.delete(`${BASE}/unknown-id`), 404);
  });
});
