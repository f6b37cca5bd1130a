import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { apiClient, appToken, signIn, startTestMarket, type ApiClient } from '../../helpers/demo-market';

let market: DemoMarket;
let api: ApiClient;
beforeAll(async () => {
  market = await startTestMarket();
  api = apiClient(market.url, (await signIn(market.url)).access_token);
});
afterAll(async () => {
  await market.close();
});

interface Supported {
  categoryId: string;
  inputType: 'ID' | 'TEXT';
  itemsType: string;
  validationRules: { maxRows: number; maxCharactersPerLine?: number };
}

/** The main seller's first offer in a category (the generated shop has offers in every demo category). */
function offerIn(categoryId: string): string {
  for (const { id } of market.control.offers({ sellerId: MAIN_SELLER_ID })) {
    if (market.control.offer({ id })!.categoryId === categoryId) return id;
  }
  throw new Error(`no offer in category ${categoryId}`);
}

async function errorOf(response: Response): Promise<{ status: number; code: string; path: string | null }> {
  const body = (await response.json()) as { errors: { code: string; path: string | null }[] };
  return { status: response.status, code: body.errors[0]!.code, path: body.errors[0]!.path };
}

const patchList = (offerId: string, compatibilityList: unknown) =>
  api.patch(`/sale/product-offers/${offerId}`, { compatibilityList });

describe('compatibility lists on the demo marketplace (document 2)', () => {
  it('lists the supported categories with their rules, also to an application token', async () => {
    const app = apiClient(market.url, await appToken(market.url));
    const { supportedCategories } = await app.json<{ supportedCategories: Supported[] }>(
      '/sale/compatibility-list/supported-categories',
    );
    expect(supportedCategories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ categoryId: '4094', inputType: 'ID', itemsType: 'CAR' }),
        expect.objectContaining({
          categoryId: '147663',
          inputType: 'TEXT',
          validationRules: { maxRows: 200, maxCharactersPerLine: 100 },
        }),
      ]),
    );
    for (const c of supportedCategories) expect([200, 2000]).toContain(c.validationRules.maxRows);
  });

  it('serves makes and vehicles with Last-Modified, and 304 when nothing changed since', async () => {
    expect((await errorOf(await api.get('/sale/compatible-products/groups'))).status).toBe(400);
    const first = await api.get('/sale/compatible-products/groups?type=CAR');
    expect(first.status).toBe(200);
    const lastModified = first.headers.get('last-modified')!;
    expect(lastModified).toMatch(/GMT$/);
    const { groups, count, totalCount } = (await first.json()) as {
      groups: { id: string; text: string }[];
      count: number;
      totalCount: number;
    };
    expect(groups.length).toBe(count);
    expect(totalCount).toBe(groups.length);
    for (const g of groups) expect(g.id).toMatch(/^[0-9a-f]{32}$/);
    const again = await api.get('/sale/compatible-products/groups?type=CAR', {
      'If-Modified-Since': lastModified,
    });
    expect(again.status).toBe(304);

    // Vehicles need a make (or a phrase).
    expect(await errorOf(await api.get('/sale/compatible-products?type=CAR'))).toMatchObject({
      status: 400,
      path: 'group.id',
    });
    const skoda = groups.find((g) => g.text === 'SKODA')!;
    const byGroup = await api.get(`/sale/compatible-products?type=CAR&group.id=${skoda.id}`);
    expect(byGroup.headers.get('last-modified')).toBe(lastModified);
    const page = (await byGroup.json()) as {
      totalCount: number;
      compatibleProducts: { text: string; group: string; attributes: { id: string }[] }[];
    };
    expect(page.compatibleProducts.length).toBeGreaterThan(0);
    expect(page.totalCount).toBe(page.compatibleProducts.length);
    for (const p of page.compatibleProducts) {
      expect(p.group).toBe(skoda.id);
      expect(p.text).toMatch(/^SKODA /);
      expect(p.attributes.map((a) => a.id).sort()).toEqual(['MODELFROM', 'POWER_KW', 'TYPE']);
    }
    expect(
      (
        await api.get(`/sale/compatible-products?type=CAR&group.id=${skoda.id}`, {
          'If-Modified-Since': lastModified,
        })
      ).status,
    ).toBe(304);
    // A phrase ignores If-Modified-Since and answers neither Last-Modified nor totalCount.
    const phrase = await api.get('/sale/compatible-products?type=CAR&phrase=golf', {
      'If-Modified-Since': lastModified,
    });
    expect(phrase.status).toBe(200);
    expect(phrase.headers.get('last-modified')).toBeNull();
    const found = (await phrase.json()) as { totalCount?: number; compatibleProducts: { text: string }[] };
    expect(found.totalCount).toBeUndefined();
    expect(found.compatibleProducts.every((p) => /GOLF/.test(p.text))).toBe(true);
  });

  it('takes a list only where the category supports it, within its rows and characters per line', async () => {
    const mats = offerIn('4094');
    const tool = offerIn('147663');
    const mug = offerIn('121470');
    const { compatibleProducts } = await api.json<{ compatibleProducts: { id: string }[] }>(
      '/sale/compatible-products?type=CAR&phrase=octavia',
    );
    const vehicle = compatibleProducts[0]!.id;

    expect(
      await errorOf(await patchList(mug, { type: 'MANUAL', items: [{ type: 'TEXT', text: 'x' }] })),
    ).toEqual({
      status: 422,
      code: 'CompatibilityListCategoryNotSupportedException',
      path: 'compatibilityList',
    });
    expect(
      await errorOf(await patchList(mats, { type: 'MANUAL', items: [{ type: 'TEXT', text: 'Skoda' }] })),
    ).toMatchObject({ status: 422, code: 'CompatibilityListUnsupportedItemsTypeException' });
    expect(
      await errorOf(await patchList(mats, { type: 'MANUAL', items: [{ type: 'ID', id: '999999' }] })),
    ).toMatchObject({ status: 422, path: 'compatibilityList.items[0].id' });
    expect(
      await errorOf(await patchList(tool, { type: 'MANUAL', items: [{ type: 'GEAR', text: 'x' }] })),
    ).toMatchObject({ status: 422, code: 'CompatibilityListUnknownItemsTypeException' });
    const rows = (n: number, text = 'Makita 18V') => ({
      type: 'MANUAL',
      items: Array.from({ length: n }, () => ({ type: 'TEXT', text })),
    });
    expect(await errorOf(await patchList(tool, rows(201)))).toMatchObject({
      status: 422,
      path: 'compatibilityList.items',
    });
    expect(await errorOf(await patchList(tool, rows(1, 'x'.repeat(101))))).toMatchObject({
      status: 422,
      path: 'compatibilityList.items[0].text',
    });
    expect(market.control.offer({ id: tool })!.compatibilityList ?? null).toBeNull();

    expect((await patchList(tool, rows(200, 'x'.repeat(100)))).status).toBe(200);
    const saved = await patchList(mats, { type: 'MANUAL', items: [{ type: 'ID', id: vehicle }] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { compatibilityList: unknown }).compatibilityList).toEqual({
      type: 'MANUAL',
      items: [{ type: 'ID', id: vehicle }],
    });
    const read = await api.json<{ compatibilityList: { items: unknown[] } }>(`/sale/product-offers/${tool}`);
    expect(read.compatibilityList.items).toHaveLength(200);
    // null removes the list.
    expect((await patchList(mats, null)).status).toBe(200);
    expect(market.control.offer({ id: mats })!.compatibilityList).toBeNull();
  });

  it('suggests vehicles for an offer by its title, and refuses where no list is supported', async () => {
    expect((await errorOf(await api.get('/sale/compatibility-list-suggestions'))).status).toBe(400);
    const mats = offerIn('4094');
    const suggestion = await api.json<{ type: string; items: { type: string; id: string; text: string }[] }>(
      `/sale/compatibility-list-suggestions?offer.id=${mats}`,
    );
    expect(suggestion.type).toBe('MANUAL');
    for (const item of suggestion.items) expect(item.type).toBe('ID');
    expect(
      (await errorOf(await api.get(`/sale/compatibility-list-suggestions?offer.id=${offerIn('121470')}`)))
        .status,
    ).toBe(422);
  });
});
