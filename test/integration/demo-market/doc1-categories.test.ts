import { describe, expect, it } from 'vitest';
import { apiClient, appToken, marketForTests } from '../../helpers/demo-market';

interface Category {
  id: string;
  leaf: boolean;
  name: string;
  options: Record<string, boolean>;
  parent: { id: string } | null;
}
interface Parameter {
  id: string;
  name: string;
  type: 'dictionary' | 'integer' | 'float' | 'string';
  required: boolean;
  requiredForProduct: boolean;
  unit: string | null;
  options: { describesProduct: boolean; customValuesEnabled: boolean; ambiguousValueId: string | null };
  dictionary?: { id: string; value: string; dependsOnValueIds: string[] }[];
  restrictions: Record<string, number | boolean>;
}
interface ErrorsBody {
  errors: { code: string; path: string | null; userMessage: string; metadata?: Record<string, string> }[];
}

const demo = marketForTests();

const children = async (parentId?: string) =>
  (
    await demo.api.json<{ categories: Category[] }>(
      `/sale/categories${parentId === undefined ? '' : `?parent.id=${encodeURIComponent(parentId)}`}`,
    )
  ).categories;
const parametersOf = async (id: string) =>
  (await demo.api.json<{ parameters: Parameter[] }>(`/sale/categories/${id}/parameters`)).parameters;

/** Every category below the main ones, walking the tree through `parent.id`. */
async function walk(): Promise<Category[]> {
  const found: Category[] = [];
  const queue = await children();
  while (queue.length > 0) {
    const next = queue.shift()!;
    found.push(next);
    if (!next.leaf) queue.push(...(await children(next.id)));
  }
  return found;
}

/** The categories of the seller's offers, as the offer list names them. */
const offerCategories = async () =>
  new Set(
    (await demo.api.json<{ offers: { category: { id: string } }[] }>('/sale/offers?limit=1000')).offers.map(
      (o) => o.category.id,
    ),
  );

describe('document 1, GET /sale/categories', () => {
  it('lists the main categories without parent.id, each without a parent and not a leaf', async () => {
    const main = await children();
    expect(main.length).toBeGreaterThan(3);
    for (const c of main) {
      expect(c.parent).toBeNull();
      expect(c.leaf).toBe(false);
      expect(Object.keys(c.options).sort()).toEqual([
        'advertisement',
        'offersWithProductPublicationEnabled',
        'productCreationEnabled',
        'sellerCanRequirePurchaseComments',
      ]);
    }
  });

  it('the tree reaches every category the offers use, as leaves under their parent', async () => {
    const all = await walk();
    const ids = all.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const leaves = new Set(all.filter((c) => c.leaf).map((c) => c.id));
    for (const id of await offerCategories()) expect(leaves).toContain(id);
    for (const c of all.filter((x) => x.parent !== null)) expect(ids).toContain(c.parent!.id);
    const leaf = all.find((c) => c.leaf)!;
    expect(await children(leaf.id)).toEqual([]);
  });

  it('answers one category by id, with an application token too', async () => {
    const [leafId] = [...(await offerCategories())];
    const category = await demo.api.json<Category>(`/sale/categories/${leafId!}`);
    expect(category).toMatchObject({ id: leafId, leaf: true });
    expect(category.parent).not.toBeNull();
    const parent = await demo.api.json<Category>(`/sale/categories/${category.parent!.id}`);
    expect(parent.leaf).toBe(false);
    expect((await children(parent.id)).map((c) => c.id)).toContain(leafId);
    const app = apiClient(demo.market.url, await appToken(demo.market.url));
    expect(await app.json<Category>(`/sale/categories/${leafId!}`)).toEqual(category);
  });

  it.each([
    ['/sale/categories/999999999', 'pl-PL', 'Nie znaleziono zasobu.'],
    ['/sale/categories/999999999/parameters', 'en-US', 'The resource was not found.'],
    ['/sale/categories?parent.id=999999999', 'pl-PL', 'Nie znaleziono zasobu.'],
  ])('%s: 404 in the documented error format (%s)', async (path, language, userMessage) => {
    const response = await demo.api.get(path, { 'Accept-Language': language });
    expect(response.status).toBe(404);
    const { errors } = (await response.json()) as ErrorsBody;
    expect(errors[0]).toMatchObject({ code: 'NOT_FOUND', userMessage });
  });
});

describe('document 1, GET /sale/categories/{categoryId}/parameters', () => {
  it('describes each type with its restrictions, dictionaries with value ids', async () => {
    const parameters = (await Promise.all([...(await offerCategories())].map(parametersOf))).flat();
    const types = new Set(parameters.map((p) => p.type));
    expect([...types].sort()).toEqual(['dictionary', 'float', 'integer', 'string']);
    for (const p of parameters) {
      expect(typeof p.options.describesProduct).toBe('boolean');
      if (p.type === 'dictionary') {
        expect(p.dictionary!.length).toBeGreaterThan(0);
        for (const d of p.dictionary!) expect(d.id.startsWith(`${p.id}_`)).toBe(true);
        expect(typeof p.restrictions.multipleChoices).toBe('boolean');
      } else expect(p.dictionary).toBeUndefined();
      if (p.type === 'integer' || p.type === 'float') {
        expect(p.restrictions.min).toBeLessThanOrEqual(p.restrictions.max as number);
        expect(typeof p.restrictions.range).toBe('boolean');
      }
      if (p.type === 'float') expect(p.restrictions.precision).toBeGreaterThanOrEqual(0);
      if (p.type === 'string') expect(p.restrictions.maxLength).toBeGreaterThan(0);
    }
    const weight = parameters.find((p) => p.id === '17448')!;
    expect(weight).toMatchObject({ type: 'float', unit: 'kg', required: false });
  });

  it('a branch has no parameters', async () => {
    const [branch] = await children();
    expect(await parametersOf(branch!.id)).toEqual([]);
  });

  it('a new product must carry exactly the parameters listed as requiredForProduct, in every category', async () => {
    for (const categoryId of await offerCategories()) {
      const required = (await parametersOf(categoryId)).filter((p) => p.requiredForProduct);
      expect(required.length).toBeGreaterThan(0);
      const product = {
        name: `Produkt testowy ${categoryId}`,
        category: { id: categoryId },
        parameters: [] as unknown[],
      };
      const offer = (p: typeof product) => ({
        productSet: [{ product: p }],
        sellingMode: { price: { amount: '19.99', currency: 'PLN' } },
        stock: { available: 3 },
      });
      const refused = await demo.api.post('/sale/product-offers', offer(product));
      expect(refused.status).toBe(422);
      const { errors } = (await refused.json()) as ErrorsBody;
      expect(errors.map((e) => e.metadata?.parameterId).sort()).toEqual(required.map((p) => p.id).sort());
      const values = required.map((p) => ({ id: p.id, valuesIds: [p.dictionary![0]!.id] }));
      const accepted = await demo.api.post('/sale/product-offers', offer({ ...product, parameters: values }));
      expect(accepted.status).toBe(201);
    }
  });

  it('every generated offer has a value for each parameter its category requires', async () => {
    const { offers } = await demo.api.json<{
      offers: { id: string; name: string; category: { id: string } }[];
    }>('/sale/offers?limit=1000');
    const required = new Map<string, Parameter[]>();
    // Offers made by the test above carry only what it sent.
    for (const offer of offers.filter((o) => !o.name.startsWith('Produkt testowy'))) {
      const categoryId = offer.category.id;
      if (!required.has(categoryId))
        required.set(
          categoryId,
          (await parametersOf(categoryId)).filter((p) => p.required),
        );
      const detail = await demo.api.json<{
        parameters: { id: string; values: string[]; valuesIds: string[] }[];
      }>(`/sale/product-offers/${offer.id}`);
      for (const p of required.get(categoryId)!) {
        const value = detail.parameters.find((v) => v.id === p.id);
        expect(value?.values.length ?? 0, `offer ${offer.id}, parameter ${p.name}`).toBeGreaterThan(0);
        if (p.dictionary && (value?.valuesIds.length ?? 0) === 0)
          expect(p.dictionary.map((d) => d.value)).toContain(value!.values[0]);
      }
    }
    expect([...required.values()].flat().length).toBeGreaterThan(0);
  });
});
