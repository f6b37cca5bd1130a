import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { marketForTests } from '../../helpers/demo-market';

interface ListedOffer {
  id: string;
  name: string;
  sellingMode: { format: string; price: { amount: string; currency: string } };
  stock: { available: number; sold: number };
  publication: { status: string };
  external: { id: string } | null;
  category: { id: string };
  delivery: { shippingRates: { id: string } | null };
  b2b: { buyableOnlyByBusiness: boolean };
}
interface OfferPage {
  offers: ListedOffer[];
  count: number;
  totalCount: number;
}

const demo = marketForTests({ offers: 400 });
let visible: { id: string; name: string }[];
beforeAll(() => {
  // The server's own view, newest first: what the list must show by default.
  visible = demo.market.control
    .offers({ sellerId: MAIN_SELLER_ID })
    .filter((o) => !o.hidden)
    .reverse();
});

const page = (query: string) => demo.api.json<OfferPage>(`/sale/offers${query}`);
const status = async (query: string) => (await demo.api.get(`/sale/offers${query}`)).status;

describe('document 2, GET /sale/offers: paging and order', () => {
  it('answers 20 by default, newest first, with count and totalCount; hidden offers are absent', async () => {
    const first = await page('');
    expect(first.count).toBe(20);
    expect(first.totalCount).toBe(visible.length);
    expect(first.offers.map((o) => o.id)).toEqual(visible.slice(0, 20).map((o) => o.id));
    const created = first.offers.map((o) => demo.market.control.offer({ id: o.id })!.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const hidden = demo.market.control.offers({ sellerId: MAIN_SELLER_ID }).filter((o) => o.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    const all = await page('?limit=1000');
    const ids = new Set(all.offers.map((o) => o.id));
    for (const h of hidden) expect(ids.has(h.id)).toBe(false);
    // A hidden offer still reads on its own.
    expect((await demo.api.get(`/sale/product-offers/${hidden[0]!.id}`)).status).toBe(200);
  });

  it('pages with offset and limit within the documented bounds', async () => {
    const second = await page('?offset=20&limit=15');
    expect(second.offers.map((o) => o.id)).toEqual(visible.slice(20, 35).map((o) => o.id));
    expect((await page('?limit=1000')).count).toBe(visible.length);
    for (const bad of ['?limit=0', '?limit=1001', '?offset=-1', '?limit=abc', '?offset=9999999&limit=2']) {
      expect(await status(bad), bad).toBe(400);
    }
    expect(await status('?offset=9999999&limit=1')).toBe(200);
  });

  it('sorts by price, sold and available stock, both ways', async () => {
    const num = (o: ListedOffer, key: string) =>
      key === 'price'
        ? Number(o.sellingMode.price.amount)
        : key === 'sold'
          ? o.stock.sold
          : o.stock.available;
    for (const [sort, key] of [
      ['sellingMode.price.amount', 'price'],
      ['stock.sold', 'sold'],
      ['stock.available', 'available'],
    ] as const) {
      const up = (await page(`?sort=${sort}&limit=1000`)).offers.map((o) => num(o, key));
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await page(`?sort=-${sort}&limit=1000`)).offers.map((o) => num(o, key));
      expect(down).toEqual([...down].sort((a, b) => b - a));
    }
    expect(await status('?sort=name')).toBe(400);
  });
});

describe('document 2, GET /sale/offers: filters', () => {
  it('publication.status and sellingMode.format take repeated values', async () => {
    const endedOrDraft = await page('?publication.status=ENDED&publication.status=INACTIVE&limit=1000');
    expect(endedOrDraft.count).toBeGreaterThan(0);
    expect(new Set(endedOrDraft.offers.map((o) => o.publication.status))).toEqual(
      new Set(['ENDED', 'INACTIVE']),
    );
    const auctions = await page('?sellingMode.format=AUCTION&limit=1000');
    expect(auctions.offers.every((o) => o.sellingMode.format === 'AUCTION')).toBe(true);
    expect(await status('?publication.status=SOLD')).toBe(400);
  });

  it('price range with .gte and .lte, and its minimums', async () => {
    const range = await page('?sellingMode.price.amount.gte=20&sellingMode.price.amount.lte=50&limit=1000');
    expect(range.count).toBeGreaterThan(0);
    for (const o of range.offers) {
      expect(Number(o.sellingMode.price.amount)).toBeGreaterThanOrEqual(20);
      expect(Number(o.sellingMode.price.amount)).toBeLessThanOrEqual(50);
    }
    expect(await status('?sellingMode.price.amount.gte=-1')).toBe(400);
    expect(await status('?sellingMode.price.amount.lte=0.5')).toBe(400);
  });

  it('name searches the title, ignoring case, Polish letters included', async () => {
    const word = visible
      .find((o) => /ł/.test(o.name))!
      .name.split(' ')
      .find((w) => /ł/.test(w))!;
    const found = await page(`?name=${encodeURIComponent(word.toUpperCase())}&limit=1000`);
    expect(found.count).toBeGreaterThan(0);
    expect(found.offers.every((o) => o.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('external.id and offer.id take up to 100 repeated values', async () => {
    const withExternal = (await page('?limit=1000')).offers.filter((o) => o.external).slice(0, 3);
    const query = withExternal.map((o) => `external.id=${o.external!.id}`).join('&');
    expect((await page(`?${query}`)).offers.map((o) => o.id).sort()).toEqual(
      withExternal.map((o) => o.id).sort(),
    );
    const ids = visible.slice(5, 8).map((o) => o.id);
    expect((await page(`?${ids.map((id) => `offer.id=${id}`).join('&')}`)).offers.map((o) => o.id)).toEqual(
      ids,
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => `external.id=X${i}`).join('&');
    expect(await status(`?${tooMany}`)).toBe(400);
  });

  it('category.id, .empty existence filters and boolean filters', async () => {
    const all = (await page('?limit=1000')).offers;
    const category = all[0]!.category.id;
    const inCategory = await page(`?category.id=${category}&limit=1000`);
    expect(inCategory.totalCount).toBe(all.filter((o) => o.category.id === category).length);
    const noRates = await page('?delivery.shippingRates.id.empty=true&limit=1000');
    expect(noRates.totalCount).toBe(all.filter((o) => o.delivery.shippingRates === null).length);
    const withRates = await page('?delivery.shippingRates.id.empty=false&limit=1000');
    expect(noRates.totalCount + withRates.totalCount).toBe(all.length);
    const b2b = await page('?b2b.buyableOnlyByBusiness=true&limit=1000');
    expect(b2b.offers.every((o) => o.b2b.buyableOnlyByBusiness)).toBe(true);
    const noProduct = await page('?product.id.empty=true&limit=1000');
    const withProduct = await page('?product.id.empty=false&limit=1000');
    expect(noProduct.totalCount + withProduct.totalCount).toBe(all.length);
    expect(await status('?b2b.buyableOnlyByBusiness=yes')).toBe(400);
  });

  it("lists only the caller's offers; another seller's offer answers 403, an unknown one 404", async () => {
    const other = demo.market.control.offers({ sellerId: SECOND_SELLER_ID });
    const ids = new Set((await page('?limit=1000')).offers.map((o) => o.id));
    expect(other.some((o) => ids.has(o.id))).toBe(false);
    const foreign = await demo.api.get(`/sale/product-offers/${other[0]!.id}`);
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'OfferAccessDeniedException',
    );
    expect((await demo.api.get('/sale/product-offers/99999999999')).status).toBe(404);
    expect((await demo.api.get('/sale/product-offers/not-an-id')).status).toBe(400);
  });
});

describe('document 2, GET /sale/offers: Last-Modified and 304', () => {
  it('answers 304 to If-Modified-Since until an offer changes', async () => {
    const first = await demo.api.get('/sale/offers');
    const lastModified = first.headers.get('last-modified')!;
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    const again = await demo.api.get('/sale/offers', { 'If-Modified-Since': lastModified });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    demo.market.control.advanceClock({ seconds: 5 });
    const offer = visible.find((o) => demo.market.control.offer({ id: o.id })!.status === 'ACTIVE')!;
    const patched = await demo.api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 77 } });
    expect(patched.status).toBe(200);
    const after = await demo.api.get('/sale/offers', { 'If-Modified-Since': lastModified });
    expect(after.status).toBe(200);
    expect(Date.parse(after.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
  });
});
