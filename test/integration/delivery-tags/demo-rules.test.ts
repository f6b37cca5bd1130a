import { describe, expect, it } from 'vitest';
import { SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn } from '../../helpers/demo-market';

const demo = marketForTests();

interface ErrorsBody {
  errors: { code: string; path: string | null; userMessage: string }[];
}
interface Tag {
  id: string;
  name: string;
  hidden: boolean;
}

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorsBody;
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
  return body.errors[0]!;
}

const firstOffer = async (api = demo.api) =>
  (await api.json<{ offers: { id: string }[] }>('/sale/offers?limit=1')).offers[0]!.id;

describe('delivery methods and shipping rate lists', () => {
  it('lists the methods with their constraints', async () => {
    const { deliveryMethods } = await demo.api.json<{
      deliveryMethods: {
        id: string;
        name: string;
        shippingRatesConstraints: { maxPackageWeight: unknown };
      }[];
    }>('/sale/delivery-methods');
    expect(deliveryMethods.length).toBeGreaterThan(5);
    expect(deliveryMethods[0]!.shippingRatesConstraints.maxPackageWeight).toMatchObject({ unit: 'KILOGRAM' });
  });

  it('lists the seller’s rate lists and reads one with its rates, each within its method’s constraints', async () => {
    const { shippingRates } = await demo.api.json<{ shippingRates: { id: string; name: string }[] }>(
      '/sale/shipping-rates',
    );
    expect(shippingRates.map((r) => r.name)).toEqual(['default', 'Gabaryty']);
    const { deliveryMethods } = await demo.api.json<{
      deliveryMethods: {
        id: string;
        shippingRatesConstraints: {
          maxPackageWeight: { supported: boolean; max: string };
          shippingTime: { customizable: boolean };
        };
      }[];
    }>('/sale/delivery-methods');
    for (const listed of shippingRates) {
      const set = await demo.api.json<{
        id: string;
        name: string;
        rates: {
          deliveryMethod: { id: string };
          maxQuantityPerPackage: number;
          maxPackageWeight?: { value: string };
          firstItemRate: { amount: string; currency: string };
          nextItemRate: { amount: string };
          shippingTime?: unknown;
        }[];
      }>(`/sale/shipping-rates/${listed.id}`);
      expect(set).toMatchObject({ id: listed.id, name: listed.name });
      expect(set.rates.length).toBeGreaterThan(0);
      for (const rate of set.rates) {
        const method = deliveryMethods.find((m) => m.id === rate.deliveryMethod.id)!;
        expect(method).toBeDefined();
        expect(rate.maxQuantityPerPackage).toBeGreaterThanOrEqual(1);
        if (rate.maxPackageWeight) {
          expect(method.shippingRatesConstraints.maxPackageWeight.supported).toBe(true);
          expect(Number(rate.maxPackageWeight.value)).toBeLessThanOrEqual(
            Number(method.shippingRatesConstraints.maxPackageWeight.max),
          );
        }
        if (rate.shippingTime) expect(method.shippingRatesConstraints.shippingTime.customizable).toBe(true);
        expect(rate.firstItemRate.currency).toBe('PLN');
      }
    }
  });

  it('answers 404 for an unknown list and 403 for another seller’s', async () => {
    await refused(await demo.api.get('/sale/shipping-rates/no-such-list'), 404);
    const second = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    const { shippingRates } = await second.json<{ shippingRates: { id: string }[] }>('/sale/shipping-rates');
    await refused(await demo.api.get(`/sale/shipping-rates/${shippingRates[0]!.id}`), 403);
  });
});

describe('tags', () => {
  it('lists the seller’s tags within the page limits', async () => {
    const { tags } = await demo.api.json<{ tags: Tag[] }>('/sale/offer-tags');
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.some((t) => t.hidden)).toBe(true);
    expect((await demo.api.json<{ tags: Tag[] }>('/sale/offer-tags?limit=2&offset=1')).tags).toEqual(
      tags.slice(1, 3),
    );
    await refused(await demo.api.get('/sale/offer-tags?limit=1001'), 400);
  });

  it('assigns the whole list of tags to an offer and reads it back; an empty list takes them all off', async () => {
    const { tags } = await demo.api.json<{ tags: Tag[] }>('/sale/offer-tags');
    const offerId = await firstOffer();
    const assigned = await demo.api.post(`/sale/offers/${offerId}/tags`, {
      tags: [{ id: tags[1]!.id }, { id: tags[0]!.id }],
    });
    expect(assigned.status).toBe(200);
    const read = await demo.api.json<{ tags: Tag[] }>(`/sale/offers/${offerId}/tags`);
    expect(read.tags.map((t) => t.id).sort()).toEqual([tags[0]!.id, tags[1]!.id].sort());
    expect((await demo.api.post(`/sale/offers/${offerId}/tags`, { tags: [] })).status).toBe(200);
    expect((await demo.api.json<{ tags: Tag[] }>(`/sale/offers/${offerId}/tags`)).tags).toEqual([]);
  });

  it('refuses a body without tags (400), an unknown or repeated tag (422), an unknown (404) or foreign (403) offer', async () => {
    const { tags } = await demo.api.json<{ tags: Tag[] }>('/sale/offer-tags');
    const offerId = await firstOffer();
    expect((await refused(await demo.api.post(`/sale/offers/${offerId}/tags`, {}), 400)).path).toBe('tags');
    expect(
      (await refused(await demo.api.post(`/sale/offers/${offerId}/tags`, { tags: [{ id: 'nope' }] }), 422))
        .code,
    ).toBe('TAG_NOT_FOUND');
    const twice = { tags: [{ id: tags[0]!.id }, { id: tags[0]!.id }] };
    await refused(await demo.api.post(`/sale/offers/${offerId}/tags`, twice), 422);
    await refused(await demo.api.post('/sale/offers/999999999999/tags', { tags: [] }), 404);
    const second = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    await refused(await second.get(`/sale/offers/${offerId}/tags`), 403);
  });
});

describe('variant sets', () => {
  it('lists sets, finds them by name or offer id, and reads one with its offers', async () => {
    const list = await demo.api.json<{
      offerVariants: { id: string; name: string }[];
      count: number;
      totalCount: number;
    }>('/sale/offer-variants');
    expect(list.offerVariants.length).toBeGreaterThan(0);
    expect(list.totalCount).toBe(list.offerVariants.length);
    const set = await demo.api.json<{
      id: string;
      parameters: { id: string }[];
      offers: { id: string; colorPattern: string }[];
    }>(`/sale/offer-variants/${list.offerVariants[0]!.id}`);
    expect(set.offers.length).toBeGreaterThanOrEqual(2);
    expect(set.parameters).toEqual([{ id: 'color/pattern' }]);
    const byOffer = await demo.api.json<{ offerVariants: { id: string }[] }>(
      `/sale/offer-variants?query=${set.offers[0]!.id}`,
    );
    expect(byOffer.offerVariants.map((s) => s.id)).toEqual([set.id]);
    await refused(await demo.api.get('/sale/offer-variants?limit=51'), 400);
    await refused(await demo.api.get('/sale/offer-variants/no-such-set'), 404);
  });
});
