import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import {
  type ApiErrors,
  apiClient,
  appToken,
  marketForTests,
  putFile,
  signIn,
  startTestMarket,
} from '../../helpers/demo-market';
import { tempDir } from '../../helpers/temp-dir';

const demo = marketForTests();
const BASE = '/after-sales-service-conditions';

const address = {
  name: 'Sklep Demo',
  street: 'ul. Półwiejska 12',
  postCode: '61-888',
  city: 'Poznań',
  countryCode: 'PL',
};
const options = {
  cashOnDeliveryNotAllowed: true,
  freeAccessoriesReturnRequired: false,
  refundLoweredByReceivedDiscount: false,
  refundOfCheapestItemInCombinedDiscount: false,
  businessReturnAllowed: true,
  collectBySellerOnly: false,
};
const returnPolicy = {
  name: 'Zwroty 30 dni',
  availability: { range: 'FULL' },
  withdrawalPeriod: 'P30D',
  returnCost: { coveredBy: 'SELLER' },
  address,
  contact: { phoneNumber: '600700800', email: 'zwroty@sklep.example' },
  options,
};
const impliedWarranty = {
  name: 'Reklamacje 2 lata',
  individual: { period: 'P2Y' },
  corporate: null,
  address,
  description: '<p>Reklamacje <b>w 14 dni</b>.</p><script>alert(1)</script><i>ważne</i>',
};
const warranty = {
  name: 'Gwarancja 12 miesięcy',
  type: 'SELLER',
  individual: { period: 'P12M' },
  corporate: { lifetime: true },
  description: 'Naprawa w serwisie sklepu.',
};

/** A 4xx in format A, both languages, naming the field. */
async function refused(response: Response, status: number, path: string | null) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ApiErrors;
  expect(Object.keys(body.errors[0]!).sort()).toEqual(['code', 'details', 'message', 'path', 'userMessage']);
  expect(body.errors[0]!.path).toBe(path);
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
  return body.errors[0]!;
}

describe('document 3, return policies', () => {
  it('lists the seller’s policies whole, pages within 60, and reads one', async () => {
    const list = await demo.api.json<{
      returnPolicies: { id: string; name: string; seller: { id: string } }[];
      count: number;
    }>(`${BASE}/return-policies`);
    expect(list.returnPolicies.map((p) => p.name)).toEqual(['default', 'Na zamówienie (bez zwrotu)']);
    expect(list.count).toBe(2);
    expect(list.returnPolicies[0]!.seller.id).toBe(MAIN_SELLER_ID);
    const restricted = await demo.api.json<{
      availability: { range: string; restrictionCause: { name: string; description: string } };
    }>(`${BASE}/return-policies/${list.returnPolicies[1]!.id}`);
    expect(restricted.availability.range).toBe('RESTRICTED');
    expect(restricted.availability.restrictionCause.name).toBe('CUSTOM_ITEM');
    expect(restricted.availability.restrictionCause.description.length).toBeGreaterThan(0);
    expect(
      (await demo.api.json<{ returnPolicies: unknown[] }>(`${BASE}/return-policies?limit=1&offset=1`))
        .returnPolicies,
    ).toHaveLength(1);
    await refused(await demo.api.get(`${BASE}/return-policies?limit=61`), 400, 'limit');
    await refused(await demo.api.get(`${BASE}/return-policies?offset=60`), 400, 'offset');
  });

  it('creates a policy (201) with its id, seller and the withdrawal form, and replaces it whole with PUT', async () => {
    const created = await demo.api.post(`${BASE}/return-policies`, returnPolicy);
    expect(created.status).toBe(201);
    const policy = (await created.json()) as {
      id: string;
      seller: { id: string };
      attachment: { id: string; url: string };
      isFulfillment: boolean;
    };
    expect(policy).toMatchObject({ ...returnPolicy, seller: { id: MAIN_SELLER_ID }, isFulfillment: false });
    expect(policy.attachment.url).toContain(policy.attachment.id);
    const restricted = {
      ...returnPolicy,
      name: 'Zwroty: prasa',
      availability: { range: 'RESTRICTED', restrictionCause: { name: 'PRESS' } },
    };
    const put = await demo.api.put(`${BASE}/return-policies/${policy.id}`, restricted);
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      id: policy.id,
      name: 'Zwroty: prasa',
      attachment: policy.attachment,
    });
    const held = demo.market.control.afterSalesConditions({ sellerId: MAIN_SELLER_ID })!;
    expect(held.returnPolicies.find((p) => p.id === policy.id)).toMatchObject({
      range: 'RESTRICTED',
      restrictionCause: 'PRESS',
    });
    await refused(
      await demo.api.put(`${BASE}/return-policies/${policy.id}`, { ...restricted, isFulfillment: true }),
      422,
      'isFulfillment',
    );
  });

  it('refuses a missing field, an over-long name, a bad enum value and a malformed body, in both languages', async () => {
    const post = (body: unknown, lang = 'pl-PL') =>
      demo.api.post(`${BASE}/return-policies`, body, { 'Accept-Language': lang });
    const { name: _name, ...noName } = returnPolicy;
    await refused(await post(noName), 422, 'name');
    await refused(await post({ ...returnPolicy, name: 'x'.repeat(201) }), 422, 'name');
    expect((await post({ ...returnPolicy, name: 'x'.repeat(200) })).status).toBe(201);
    const cause = await refused(
      await post({ ...returnPolicy, availability: { range: 'SOMETIMES' } }, 'en-US'),
      422,
      'availability.range',
    );
    expect(cause.userMessage).toContain('FULL, RESTRICTED');
    await refused(
      await post({ ...returnPolicy, availability: { range: 'RESTRICTED' } }),
      422,
      'availability.restrictionCause',
    );
    await refused(
      await post({
        ...returnPolicy,
        availability: { range: 'RESTRICTED', restrictionCause: { name: 'ALCOHOL' } },
      }),
      422,
      'availability.restrictionCause.name',
    );
    await refused(
      await post({ ...returnPolicy, availability: { range: 'FULL', restrictionCause: { name: 'PRESS' } } }),
      422,
      'availability.restrictionCause',
    );
    await refused(await post({ ...returnPolicy, withdrawalPeriod: 'P2W' }), 422, 'withdrawalPeriod');
    await refused(
      await post({ ...returnPolicy, returnCost: { coveredBy: 'COURIER' } }),
      422,
      'returnCost.coveredBy',
    );
    const { businessReturnAllowed: _b, ...fewerOptions } = options;
    await refused(
      await post({ ...returnPolicy, options: fewerOptions }),
      422,
      'options.businessReturnAllowed',
    );
    await refused(
      await post({ ...returnPolicy, address: { ...address, postCode: '61888' } }),
      422,
      'address.postCode',
    );
    await refused(
      await post({ ...returnPolicy, address: { ...address, street: 'x'.repeat(36) } }),
      422,
      'address.street',
    );
    const polish = await refused(
      await post({ ...returnPolicy, address: { ...address, city: undefined } }),
      422,
      'address.city',
    );
    expect(polish.userMessage).toContain('wymagane');
    await refused(await post([returnPolicy]), 400, null);
  });

  it('another seller’s policy answers 403, an unknown id 404, an application token 401', async () => {
    const foreign = demo.market.control.afterSalesConditions({ sellerId: SECOND_SELLER_ID })!
      .returnPolicies[0]!;
    await refused(await demo.api.get(`${BASE}/return-policies/${foreign.id}`), 403, null);
    await refused(await demo.api.put(`${BASE}/return-policies/${foreign.id}`, returnPolicy), 403, null);
    await refused(
      await demo.api.get(`${BASE}/return-policies/00000000-0000-4000-8000-000000000000`),
      404,
      null,
    );
    const app = apiClient(demo.market.url, await appToken(demo.market.url));
    expect((await app.get(`${BASE}/return-policies`)).status).toBe(401);
  });
});

describe('document 3, implied warranties', () => {
  it('lists id and name, creates one with only the allowed tags kept, and replaces it', async () => {
    const list = await demo.api.json<{ impliedWarranties: Record<string, unknown>[] }>(
      `${BASE}/implied-warranties`,
    );
    expect(list.impliedWarranties.map((w) => Object.keys(w).sort())).toEqual([
      ['id', 'name'],
      ['id', 'name'],
    ]);
    const created = await demo.api.post(`${BASE}/implied-warranties`, impliedWarranty);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; description: string; seller: { id: string } };
    expect(body).toMatchObject({
      name: impliedWarranty.name,
      individual: { period: 'P2Y' },
      corporate: null,
      address,
    });
    expect(body.description).toBe('<p>Reklamacje <b>w 14 dni</b>.</p>alert(1)ważne');
    const put = await demo.api.put(`${BASE}/implied-warranties/${body.id}`, {
      ...impliedWarranty,
      corporate: { period: 'P1Y' },
    });
    expect(put.status).toBe(200);
    expect(await demo.api.json(`${BASE}/implied-warranties/${body.id}`)).toMatchObject({
      corporate: { period: 'P1Y' },
    });
  });

  it('refuses periods not in whole years, a missing address, an over-long name', async () => {
    const post = (body: unknown) => demo.api.post(`${BASE}/implied-warranties`, body);
    await refused(
      await post({ ...impliedWarranty, individual: { period: 'P24M' } }),
      422,
      'individual.period',
    );
    await refused(await post({ ...impliedWarranty, individual: undefined }), 422, 'individual');
    await refused(await post({ ...impliedWarranty, corporate: { period: 'P6M' } }), 422, 'corporate.period');
    await refused(await post({ ...impliedWarranty, address: undefined }), 422, 'address');
    await refused(await post({ ...impliedWarranty, name: 'x'.repeat(201) }), 422, 'name');
    await refused(await post({ ...impliedWarranty, description: 'x'.repeat(10_241) }), 422, 'description');
    const foreign = demo.market.control.afterSalesConditions({ sellerId: SECOND_SELLER_ID })!
      .impliedWarranties[0]!;
    await refused(await demo.api.get(`${BASE}/implied-warranties/${foreign.id}`), 403, null);
  });
});

describe('warranties (fields from the marketplace’s reference)', () => {
  it('lists, creates and replaces a warranty; refuses a bad type, a missing period and an unknown attachment', async () => {
    const list = await demo.api.json<{ warranties: { id: string; name: string }[] }>(`${BASE}/warranties`);
    expect(list.warranties.map((w) => w.name)).toEqual([
      'Gwarancja producenta 24 miesiące',
      'Gwarancja sklepu dożywotnia',
    ]);
    const created = await demo.api.post(`${BASE}/warranties`, warranty);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string };
    expect(body).toMatchObject({
      ...warranty,
      corporate: { period: null, lifetime: true },
      attachment: null,
    });
    const post = (b: unknown) => demo.api.post(`${BASE}/warranties`, b);
    await refused(await post({ ...warranty, type: 'SHOP' }), 422, 'type');
    await refused(await post({ ...warranty, individual: {} }), 422, 'individual.period');
    await refused(await post({ ...warranty, individual: { period: 'two years' } }), 422, 'individual.period');
    await refused(await post({ ...warranty, attachment: { id: 'nothing' } }), 422, 'attachment.id');
    await refused(await post({ ...warranty, name: '' }), 422, 'name');
    expect(
      (await demo.api.put(`${BASE}/warranties/${body.id}`, { ...warranty, name: 'Gwarancja 2 lata' })).status,
    ).toBe(200);
    expect(await demo.api.json(`${BASE}/warranties/${body.id}`)).toMatchObject({ name: 'Gwarancja 2 lata' });
  });

  it('a PDF attachment: created by name, uploaded once to its address, then named by a warranty', async () => {
    const token = (await signIn(demo.market.url)).access_token;
    const fresh = apiClient(demo.market.url, token);
    await refused(await fresh.post(`${BASE}/attachments`, { name: 'gwarancja.docx' }), 422, 'name');
    const created = await fresh.post(`${BASE}/attachments`, { name: 'gwarancja.pdf' });
    expect(created.status).toBe(201);
    const attachment = (await created.json()) as { id: string; name: string };
    const upload = created.headers.get('location')!;
    expect(upload).toContain(attachment.id);
    // Not uploaded yet: a warranty may not name it.
    await refused(await fresh.post(`${BASE}/warranties`, { ...warranty, attachment }), 422, 'attachment.id');
    const pdf = Buffer.from('%PDF-1.4\n%demo\n');
    const put = (body: Buffer, type?: string) => putFile(upload, token, body, type);
    expect((await put(pdf, 'text/plain')).status).toBe(415);
    await refused(await put(Buffer.from('not a pdf')), 422, 'file');
    expect((await put(pdf)).status).toBe(200);
    await refused(await put(pdf), 422, 'attachment');
    const named = await fresh.post(`${BASE}/warranties`, { ...warranty, attachment: { id: attachment.id } });
    expect(named.status).toBe(201);
    expect(await named.json()).toMatchObject({ attachment: { id: attachment.id, name: 'gwarancja.pdf' } });
  });
});

describe('a shop saved before the conditions were kept whole', () => {
  it('is restored with each condition complete, under its old id and name', async () => {
    const stateDir = tempDir('sd-demo-after-sales-');
    await (await startTestMarket({ stateDir })).close();
    const file = join(stateDir, 'demo-market.json');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      store: { sellers: Record<string, { id: string; name: string }[]>[]; conditionAttachments?: unknown };
    };
    for (const seller of saved.store.sellers) {
      for (const kind of ['returnPolicies', 'impliedWarranties', 'warranties']) {
        seller[kind] = seller[kind]!.map(({ id, name }) => ({ id, name }));
      }
    }
    delete saved.store.conditionAttachments;
    writeFileSync(file, JSON.stringify(saved));
    const market = await startTestMarket({ stateDir });
    try {
      const api = apiClient(market.url, (await signIn(market.url)).access_token);
      const { impliedWarranties } = await api.json<{ impliedWarranties: { id: string }[] }>(
        `${BASE}/implied-warranties`,
      );
      expect(await api.json(`${BASE}/implied-warranties/${impliedWarranties[0]!.id}`)).toMatchObject({
        name: 'default',
        individual: { period: 'P2Y' },
        address: { city: 'Poznań' },
      });
      expect((await api.post(`${BASE}/attachments`, { name: 'karta.pdf' })).status).toBe(201);
    } finally {
      await market.close();
    }
  });
});
