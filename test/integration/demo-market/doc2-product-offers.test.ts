import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn } from '../../helpers/demo-market';

interface ProductOffer {
  id: string;
  name: string;
  sellingMode: { format: string; price: { amount: string; currency: string } };
  stock: { available: number; unit: string };
  publication: { status: string; startingAt: string | null; duration: string | null };
  delivery: { shippingRates: { id: string } | null; handlingTime: string };
  afterSalesServices: { impliedWarranty: { id: string } | null; returnPolicy: { id: string } | null };
  payments: { invoice: string };
  location: { city: string };
  validation: { errors: unknown[]; warnings: unknown[] };
}
interface ErrorsBody {
  errors: {
    code: string;
    message: string;
    path: string | null;
    userMessage: string;
    metadata?: Record<string, string>;
  }[];
}

const demo = marketForTests();
let second: ReturnType<typeof apiClient>;
beforeAll(async () => {
  second = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
});
afterEach(() => {
  demo.market.control.setOfferProcessing({ mode: 'sync' });
});

const minimal = (extra: Record<string, unknown> = {}) => ({
  name: 'Kubek ceramiczny testowy 350 ml',
  category: { id: '121470' },
  sellingMode: { price: { amount: '29.99', currency: 'PLN' } },
  stock: { available: 10 },
  ...extra,
});
const errorsOf = async (response: Response) => ((await response.json()) as ErrorsBody).errors;

describe('document 2, POST /sale/product-offers', () => {
  it('creates an active offer at once (201) with the documented defaults', async () => {
    const response = await demo.api.post('/sale/product-offers', minimal());
    expect(response.status).toBe(201);
    const offer = (await response.json()) as ProductOffer;
    expect(offer.publication.status).toBe('ACTIVE');
    expect(offer.sellingMode.format).toBe('BUY_NOW');
    expect(offer.stock.unit).toBe('UNIT');
    expect(offer.payments.invoice).toBe('VAT');
    expect(offer.delivery.handlingTime).toBe('PT24H');
    expect(offer.publication.duration).toBeNull();
    expect(offer.location.city).toBe('Poznań');
    // The main seller has two price lists; the one named "default" is used.
    expect(offer.delivery.shippingRates).toEqual({ id: 'a8c3d4e1-5b6f-4c7d-8e9f-0a1b2c3d4e51' });
    expect(offer.afterSalesServices.impliedWarranty).not.toBeNull();
    const list = await demo.api.json<{ offers: { id: string }[] }>('/sale/offers?limit=1');
    expect(list.offers[0]!.id).toBe(offer.id);
  });

  it('creates a draft with publication.status INACTIVE, and counts drafts against maxInactiveOffers', async () => {
    const draft = (await (
      await demo.api.post('/sale/product-offers', minimal({ publication: { status: 'INACTIVE' } }))
    ).json()) as ProductOffer;
    expect(draft.publication.status).toBe('INACTIVE');
    const drafts = demo.market.control
      .offers({ sellerId: SECOND_SELLER_ID })
      .filter((o) => o.status === 'INACTIVE').length;
    const rate = {
      delivery: { shippingRates: { name: 'Paczki' } },
      afterSalesServices: { impliedWarranty: { name: 'Reklamacje' } },
    };
    let last: Response | null = null;
    for (let i = drafts; i <= 50; i++) {
      last = await second.post(
        '/sale/product-offers',
        minimal({ ...rate, publication: { status: 'INACTIVE' } }),
      );
      if (last.status !== 201) break;
    }
    expect(last!.status).toBe(422);
    expect((await errorsOf(last!))[0]!.message).toContain('maxInactiveOffers');
  });

  it('refuses a start scheduled in the past, schedules a future one', async () => {
    const past = await demo.api.post(
      '/sale/product-offers',
      minimal({ publication: { startingAt: '2026-03-01T10:00:00Z' } }),
    );
    expect(past.status).toBe(422);
    expect((await errorsOf(past))[0]!.message).toMatch(/cannot be scheduled in the past/);
    const future = await demo.api.post(
      '/sale/product-offers',
      minimal({ publication: { startingAt: '2026-03-02T12:00:00Z' } }),
    );
    const offer = (await future.json()) as ProductOffer;
    expect(offer.publication).toMatchObject({ status: 'INACTIVE', startingAt: '2026-03-02T12:00:00.000Z' });
    demo.market.control.advanceClock({ seconds: 2 * 3600 });
    expect(
      ((await demo.api.json(`/sale/product-offers/${offer.id}`)) as unknown as ProductOffer).publication
        .status,
    ).toBe('ACTIVE');
  });

  it('checks description images against the images section', async () => {
    const description = { sections: [{ items: [{ type: 'IMAGE', url: 'https://img.example/a.jpg' }] }] };
    const refused = await demo.api.post('/sale/product-offers', minimal({ description }));
    expect(refused.status).toBe(422);
    expect((await errorsOf(refused))[0]!.message).toMatch(/description images are not valid/i);
    const ok = await demo.api.post(
      '/sale/product-offers',
      minimal({ description, images: ['https://img.example/a.jpg'] }),
    );
    expect(ok.status).toBe(201);
  });

  it('takes in a description an image this server draws, as its address shows it to clients', async () => {
    const list = await demo.api.json<{ offers: { id: string; primaryImage: { url: string } | null }[] }>(
      '/sale/offers?limit=50',
    );
    const id = list.offers.find((o) => o.primaryImage?.url.includes('/demo-images/'))!.id;
    const offer = await demo.api.json<{ images: string[] }>(`/sale/product-offers/${id}`);
    const url = offer.images[0]!;
    expect(url).toMatch(/\/demo-images\/[\w-]+\.png$/);
    const item = (at: string) => ({ sections: [{ items: [{ type: 'IMAGE', url: at }] }] });
    expect((await demo.api.patch(`/sale/product-offers/${id}`, { description: item(url) })).status).toBe(200);
    const elsewhere = url.replace(/\/demo-images\/([\w-]+)/, '/demo-images/$1x');
    const refused = await demo.api.patch(`/sale/product-offers/${id}`, { description: item(elsewhere) });
    expect(refused.status).toBe(422);
    expect((await errorsOf(refused))[0]!.path).toBe('description');
  });

  it('without a price list, needs one named "default" (422 otherwise); also for the implied warranty', async () => {
    const noRates = await second.post('/sale/product-offers', minimal());
    expect(noRates.status).toBe(422);
    expect((await errorsOf(noRates))[0]!.path).toBe('delivery.shippingRates');
    const noWarranty = await second.post(
      '/sale/product-offers',
      minimal({ delivery: { shippingRates: { name: 'Kurier' } } }),
    );
    expect(noWarranty.status).toBe(422);
    const error = (await errorsOf(noWarranty))[0]!;
    expect(error.code).toBe('DefaultImpliedWarrantyNotFoundException');
    expect(error.metadata).toEqual({ defaultName: 'default' });
  });

  it('a catalogue product with different parameters gives PARAMETER_MISMATCH with the product id', async () => {
    const productOffer = demo.market.control
      .offers({ sellerId: MAIN_SELLER_ID })
      .map((o) => demo.market.control.offer({ id: o.id })!)
      .find((o) => o.productId)!;
    const body = {
      productSet: [
        { product: { id: productOffer.productId, parameters: [{ id: '11323', values: ['Używany-xyz'] }] } },
      ],
      sellingMode: { price: { amount: '10.00', currency: 'PLN' } },
      stock: { available: 1 },
    };
    const response = await demo.api.post('/sale/product-offers', body);
    expect(response.status).toBe(422);
    const error = (await errorsOf(response))[0]!;
    expect(error.code).toBe('PARAMETER_MISMATCH');
    expect(error.metadata).toEqual({ productId: productOffer.productId });
    const matched = await demo.api.post('/sale/product-offers', {
      ...body,
      productSet: [{ product: { id: productOffer.productId } }],
    });
    expect(matched.status).toBe(201);
  });

  it("an offer of a catalogue product names the product's EAN among the product's parameters", async () => {
    const productOffer = demo.market.control
      .offers({ sellerId: MAIN_SELLER_ID })
      .map((o) => demo.market.control.offer({ id: o.id })!)
      .find((o) => o.productId)!;
    const read = await demo.api.get(`/sale/product-offers/${productOffer.id}`);
    expect(read.status).toBe(200);
    const { productSet } = (await read.json()) as {
      productSet: { product: { id: string; parameters: { id: string; values: string[] }[] } }[];
    };
    expect(productSet[0]!.product.id).toBe(productOffer.productId);
    const ean = productSet[0]!.product.parameters.find((p) => p.id === '225693')!.values[0]!;
    expect(ean).toMatch(/^590\d{10}$/);
    // The EAN names the same product: an offer made by it matches the catalogue.
    const byEan = await demo.api.post('/sale/product-offers', {
      productSet: [{ product: { id: ean } }],
      sellingMode: { price: { amount: '10.00', currency: 'PLN' } },
      stock: { available: 1 },
    });
    expect(byEan.status).toBe(201);
    const made = (await byEan.json()) as { productSet: { product: { id: string } }[] };
    expect(made.productSet[0]!.product.id).toBe(productOffer.productId);
  });

  it('a new product must carry the required parameters', async () => {
    const product = { name: 'Kubek autorski', category: { id: '121470' }, parameters: [] };
    const refused = await demo.api.post('/sale/product-offers', minimal({ productSet: [{ product }] }));
    expect(refused.status).toBe(422);
    expect((await errorsOf(refused))[0]!.message).toMatch(/Stan/);
    const withParams = { ...product, parameters: [{ id: '11323', values: ['Nowy'] }] };
    expect(
      (await demo.api.post('/sale/product-offers', minimal({ productSet: [{ product: withParams }] })))
        .status,
    ).toBe(201);
  });

  it('validates price, stock and duration (hour forms accepted)', async () => {
    expect((await demo.api.post('/sale/product-offers', minimal({ sellingMode: {} }))).status).toBe(422);
    expect((await demo.api.post('/sale/product-offers', minimal({ stock: {} }))).status).toBe(422);
    expect(
      (
        await demo.api.post(
          '/sale/product-offers',
          minimal({ sellingMode: { price: { amount: '-1', currency: 'PLN' } } }),
        )
      ).status,
    ).toBe(422);
    const hours = await demo.api.post('/sale/product-offers', minimal({ publication: { duration: 'P72H' } }));
    expect(((await hours.json()) as ProductOffer).publication.duration).toBe('P3D');
    expect(
      (await demo.api.post('/sale/product-offers', minimal({ publication: { duration: 'P4D' } }))).status,
    ).toBe(422);
  });

  it('takes only the vendor media types as body (415 otherwise), v1 and the documented beta.v3', async () => {
    const json = await demo.api.call('POST', '/sale/product-offers', undefined, {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(415);
    const beta = 'application/vnd.allegro.beta.v3+json';
    const response = await fetch(`${demo.market.url}/sale/product-offers`, {
      method: 'POST',
      headers: { ...(await authHeader()), Accept: beta, 'Content-Type': beta },
      body: JSON.stringify(minimal()),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain(beta);
    const empty = await demo.api.call('POST', '/sale/product-offers', undefined, {
      'Content-Type': 'application/vnd.allegro.public.v1+json',
    });
    expect(empty.status).toBe(400);
    const broken = await fetch(`${demo.market.url}/sale/product-offers`, {
      method: 'POST',
      headers: { ...(await authHeader()), 'Content-Type': 'application/vnd.allegro.public.v1+json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
  });
});

async function authHeader() {
  return { Authorization: `Bearer ${(await signIn(demo.market.url)).access_token}` };
}

describe('document 2, asynchronous processing: 202, operations 202 then 303, and 409 meanwhile', () => {
  it('POST answers 202 with Location and retry-after; the operation answers 202 until done, then 303', async () => {
    demo.market.control.setOfferProcessing({ mode: 'async', seconds: 3 });
    const response = await demo.api.post('/sale/product-offers', minimal());
    expect(response.status).toBe(202);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/\/sale\/product-offers\/\d+\/operations\/[\w-]+$/);
    expect(response.headers.get('retry-after')).toBe('3');
    const offer = (await response.json()) as ProductOffer;
    expect(offer.publication.status).toBe('ACTIVATING');
    const path = new URL(location).pathname;
    const running = await demo.api.get(path);
    expect(running.status).toBe(202);
    expect(await running.json()).toMatchObject({
      offer: { id: offer.id },
      operation: { status: 'IN_PROGRESS' },
    });
    expect(running.headers.get('retry-after')).toBe('3');
    const busy = await demo.api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 3 } });
    expect(busy.status).toBe(409);
    demo.market.control.advanceClock({ seconds: 3 });
    const done = await demo.api.get(path);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${demo.market.url}/sale/product-offers/${offer.id}`);
    const now = (await demo.api.json(`/sale/product-offers/${offer.id}`)) as unknown as ProductOffer;
    expect(now.publication.status).toBe('ACTIVE');
  });

  it('an asynchronous PATCH changes the data only when processing finishes', async () => {
    const offer = (await (await demo.api.post('/sale/product-offers', minimal())).json()) as ProductOffer;
    demo.market.control.setOfferProcessing({ mode: 'async', seconds: 5 });
    const response = await demo.api.patch(`/sale/product-offers/${offer.id}`, {
      sellingMode: { price: { amount: '45.50', currency: 'PLN' } },
    });
    expect(response.status).toBe(202);
    const before = (await demo.api.json(`/sale/product-offers/${offer.id}`)) as unknown as ProductOffer;
    expect(before.sellingMode.price.amount).toBe('29.99');
    demo.market.control.advanceClock({ seconds: 5 });
    const after = (await demo.api.json(`/sale/product-offers/${offer.id}`)) as unknown as ProductOffer;
    expect(after.sellingMode.price.amount).toBe('45.50');
  });
});

describe('document 2, PATCH and DELETE', () => {
  it('PATCH changes only what it sends (200)', async () => {
    const offer = (await (await demo.api.post('/sale/product-offers', minimal())).json()) as ProductOffer;
    const response = await demo.api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 4 } });
    expect(response.status).toBe(200);
    const patched = (await response.json()) as ProductOffer;
    expect(patched.stock.available).toBe(4);
    expect(patched.name).toBe(offer.name);
    expect(patched.sellingMode.price.amount).toBe('29.99');
  });

  it('PATCH of publication.startingAt needs an INACTIVE offer (409 otherwise); another seller gets 403', async () => {
    const offer = (await (await demo.api.post('/sale/product-offers', minimal())).json()) as ProductOffer;
    const late = await demo.api.patch(`/sale/product-offers/${offer.id}`, {
      publication: { startingAt: '2026-04-01T00:00:00Z' },
    });
    expect(late.status).toBe(409);
    expect((await second.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 1 } })).status).toBe(
      403,
    );
    expect(
      (await demo.api.patch('/sale/product-offers/99999999999', { stock: { available: 1 } })).status,
    ).toBe(404);
  });

  it('DELETE removes a draft (204, then 404); an active offer is refused; not versioned', async () => {
    const draft = (await (
      await demo.api.post('/sale/product-offers', minimal({ publication: { status: 'INACTIVE' } }))
    ).json()) as ProductOffer;
    const deleted = await demo.api.call('DELETE', `/sale/offers/${draft.id}`, undefined, {
      Accept: 'text/plain',
    });
    expect(deleted.status).toBe(204);
    expect((await demo.api.get(`/sale/product-offers/${draft.id}`)).status).toBe(404);
    const active = (await (await demo.api.post('/sale/product-offers', minimal())).json()) as ProductOffer;
    expect((await demo.api.delete(`/sale/offers/${active.id}`)).status).toBe(409);
    expect((await second.delete(`/sale/offers/${active.id}`)).status).toBe(403);
  });

  it('drafts untouched for 60 days and offers ended 60 days ago are gone (404)', async () => {
    const draft = (await (
      await demo.api.post('/sale/product-offers', minimal({ publication: { status: 'INACTIVE' } }))
    ).json()) as ProductOffer;
    const ended = (await (await demo.api.post('/sale/product-offers', minimal())).json()) as ProductOffer;
    expect(
      (await demo.api.patch(`/sale/product-offers/${ended.id}`, { publication: { status: 'ENDED' } })).status,
    ).toBe(200);
    demo.market.control.advanceClock({ seconds: 59 * 86400 });
    const later = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    expect((await later.get(`/sale/product-offers/${draft.id}`)).status).toBe(200);
    expect((await later.get(`/sale/product-offers/${ended.id}`)).status).toBe(200);
    demo.market.control.advanceClock({ seconds: 86400 });
    const gone = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    expect((await gone.get(`/sale/product-offers/${draft.id}`)).status).toBe(404);
    expect((await gone.get(`/sale/product-offers/${ended.id}`)).status).toBe(404);
  });
});
