import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerListSchema } from '../../../shared/contract/offers';
import { orderListSchema } from '../../../shared/contract/orders';
import { ratingListSchema } from '../../../shared/contract/ratings';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import { createOffersRepo } from '../../../electron/core/domains/offers/offers-repo';
import { createOrdersRepo } from '../../../electron/core/domains/orders/orders-repo';
import { createRatingsRepo } from '../../../electron/core/domains/ratings/ratings-repo';
import { offerFromList } from '../../../electron/core/domains/offers/offer-records';
import { orderFromForm } from '../../../electron/core/domains/orders/order-records';
import { ratingFrom } from '../../../electron/core/domains/ratings/rating-records';
import { createQueries, type Queries } from '../../../electron/core/domains/queries';
import { readsFromMatches } from '../../../electron/core/db/search-plan';
import { tempDir } from '../../helpers/temp-dir';
import { insertAccount } from '../../helpers/rows';

const A = 'demo:1';
let db: Db;
let q: Queries;

function form(
  id: string,
  o: {
    login: string;
    first: string;
    last: string;
    title: string;
    status?: string;
    fulfillment?: string;
    bought: string;
    total: string;
    method?: string;
    phone?: string;
    lineItem?: string;
  },
) {
  return {
    id,
    status: o.status ?? 'READY_FOR_PROCESSING',
    revision: 'r1',
    updatedAt: o.bought,
    buyer: {
      id: 'b',
      login: o.login,
      email: `${o.login}@mail.test`,
      firstName: o.first,
      lastName: o.last,
      guest: false,
      phoneNumber: o.phone ?? null,
    },
    fulfillment: { status: o.fulfillment ?? 'NEW', shipmentSummary: { lineItemsSent: 'NONE' } },
    payment: { type: 'ONLINE', finishedAt: o.bought },
    delivery: {
      method: { id: o.method ?? 'inpost', name: o.method === 'dpd' ? 'Kurier DPD' : 'Paczkomaty InPost' },
    },
    lineItems: [
      {
        id: o.lineItem ?? `${id}-li`,
        offer: { id: '17', name: o.title },
        quantity: 2,
        price: { amount: o.total, currency: 'PLN' },
        boughtAt: o.bought,
      },
    ],
    summary: { totalToPay: { amount: o.total, currency: 'PLN' } },
  };
}

/** A buyer with Polish letters in every field; o-4 later takes over the line item of o-1. */
const lukasz = {
  login: 'lukasz_w',
  first: 'Łukasz',
  last: 'Wąsik',
  title: 'Żółty kubek ceramiczny',
  bought: '2026-03-01T10:00:00Z',
  total: '49.90',
  phone: '+48 600 100 200',
};

beforeAll(() => {
  db = openDatabase(join(tempDir('sd-q-'), 'q.db'));
  insertAccount(db, A);
  const orders = createOrdersRepo(db);
  const offers = createOffersRepo(db);
  const ratings = createRatingsRepo(db);
  const now = Date.now();
  orders.upsert(A, orderFromForm(form('o-1', lukasz)), now);
  orders.upsert(
    A,
    orderFromForm(
      form('o-2', {
        login: 'anna_k',
        first: 'Anna',
        last: 'Kowalska',
        title: 'Łyżka drewniana',
        status: 'BOUGHT',
        bought: '2026-03-02T09:00:00Z',
        total: '12.00',
        method: 'dpd',
      }),
    ),
    now,
  );
  orders.upsert(
    A,
    orderFromForm(
      form('o-3', {
        login: 'zenon',
        first: 'Zenon',
        last: 'Łoś',
        title: 'Kubek termiczny',
        fulfillment: 'SENT',
        bought: '2026-02-20T09:00:00Z',
        total: '99.00',
      }),
    ),
    now,
  );
  // o-4 took over o-1's line item: a merge.
  orders.upsert(A, orderFromForm(form('o-4', { ...lukasz, lineItem: 'o-1-li' })), now);
  orders.markSuperseded(A, 'o-1', 'o-4');
  offers.upsertListed(
    A,
    [
      { name: 'Żółty kubek ceramiczny', price: '19.99', stock: 5, status: 'ACTIVE', id: '17' },
      { name: 'Łopata ogrodowa', price: '89.00', stock: 0, status: 'ENDED', id: '18' },
      { name: 'Zeszyt A5', price: '4.50', stock: 100, status: 'ACTIVE', id: '19', format: 'AUCTION' },
    ].map((o) => {
      const item = {
        id: o.id,
        name: o.name,
        sellingMode: { format: o.format ?? 'BUY_NOW', price: { amount: o.price, currency: 'PLN' } },
        stock: { available: o.stock, sold: 1 },
        publication: { status: o.status },
        external: { id: `EXT-${o.id}` },
      };
      return { record: offerFromList(item), raw: JSON.stringify(item) };
    }),
    now,
  );
  for (const [id, recommended, answered, changed] of [
    ['r1', true, false, '2026-03-01T00:00:00Z'],
    ['r2', false, true, '2026-03-02T00:00:00Z'],
    ['r3', true, true, '2026-02-01T00:00:00Z'],
  ] as const) {
    ratings.upsert(
      A,
      ratingFrom({
        id,
        createdAt: changed,
        lastChangedAt: changed,
        recommended,
        buyer: { login: 'x' },
        comment: 'ok',
        rates: { delivery: 5, deliveryCost: 5, description: 4, service: 5 },
        answer: answered ? { createdAt: changed, message: 'Dzięki' } : null,
        order: { id: 'o-2', offers: [{ id: '17', title: 'Kubek' }] },
      }),
      now,
    );
  }
  q = createQueries({ db });
});

/** A query of the screens, about account A unless it names another (as the registrar resolves it). */
const onA = <Q extends { accountId?: string | undefined }>(query: Q) => ({
  ...query,
  accountId: query.accountId ?? A,
});

const orders = (input: object) => q.orders.list(onA(orderListSchema.parse(input)));
const offers = (input: object) => q.offers.list(onA(offerListSchema.parse(input)));
const ids = (page: { rows: { id: string }[] }) => page.rows.map((r) => r.id);

describe('queries over the cache', () => {
  it('lists current orders newest first, leaving merged-away ones out unless asked', () => {
    expect(ids(orders({}))).toEqual(['o-2', 'o-4', 'o-3']);
    expect(orders({}).total).toBe(3);
    expect(ids(orders({ includeSuperseded: true }))).toContain('o-1');
  });

  it('filters orders by status, fulfillment, delivery method and purchase date', () => {
    expect(ids(orders({ status: ['BOUGHT'] }))).toEqual(['o-2']);
    expect(ids(orders({ fulfillmentStatus: ['SENT'] }))).toEqual(['o-3']);
    expect(ids(orders({ deliveryMethodId: ['dpd'] }))).toEqual(['o-2']);
    expect(
      ids(orders({ boughtFrom: '2026-03-01T00:00:00+01:00', boughtTo: '2026-03-01T23:59:59Z' })),
    ).toEqual(['o-4']);
  });

  it('sorts and pages orders', () => {
    expect(ids(orders({ sort: 'totalToPay' }))).toEqual(['o-2', 'o-4', 'o-3']);
    expect(ids(orders({ sort: 'buyerLogin' }))).toEqual(['o-2', 'o-4', 'o-3']);
    expect(orders({ sort: 'boughtAt', offset: 1, limit: 1 })).toMatchObject({
      total: 3,
      rows: [{ id: 'o-4' }],
    });
  });

  it('finds orders as the seller types, with or without Polish letters (ł included)', () => {
    expect(ids(orders({ search: 'lukasz' }))).toEqual(['o-4']);
    expect(ids(orders({ search: 'Łuk wąs' }))).toEqual(['o-4']);
    expect(ids(orders({ search: 'zolty kub' }))).toEqual(['o-4']);
    expect(ids(orders({ search: 'łyżka' }))).toEqual(['o-2']);
    expect(ids(orders({ search: 'los' }))).toEqual(['o-3']);
    expect(ids(orders({ search: '600100200' }))).toEqual(['o-4']);
    expect(ids(orders({ search: 'anna_k@mail' }))).toEqual(['o-2']);
    expect(ids(orders({ search: 'kubek', includeSuperseded: true })).sort()).toEqual(['o-1', 'o-3', 'o-4']);
    expect(orders({ search: '"AND kubek*' }).total).toBe(0);
  });

  it('gives an order with its line items, the stock of their offers and the merge links', () => {
    const detail = q.orders.get(A, 'o-4');
    expect(detail.lineItems).toEqual([
      expect.objectContaining({
        offerId: '17',
        offerStock: { available: 5, unit: null },
        offerStatus: 'ACTIVE',
      }),
    ]);
    expect(detail.supersedes).toEqual(['o-1']);
    expect(q.orders.get(A, 'o-1').supersededBy).toBe('o-4');
    expect(() => q.orders.get(A, 'nope')).toThrow(/not in the local copy/);
    expect(q.orders.deliveryMethods(A)).toEqual([
      { id: 'dpd', name: 'Kurier DPD', orderCount: 1 },
      { id: 'inpost', name: 'Paczkomaty InPost', orderCount: 2 },
    ]);
  });

  it('lists, filters, sorts and searches offers', () => {
    expect(ids(offers({}))).toEqual(['18', '19', '17']);
    expect(ids(offers({ status: ['ACTIVE'], sort: '-price' }))).toEqual(['17', '19']);
    expect(ids(offers({ format: ['AUCTION'] }))).toEqual(['19']);
    expect(ids(offers({ search: 'lopata' }))).toEqual(['18']);
    expect(ids(offers({ search: 'ext-19' }))).toEqual(['19']);
    expect(ids(offers({ search: '17' }))).toEqual(['17']);
    expect(q.offers.get(A, '17')).toMatchObject({
      name: 'Żółty kubek ceramiczny',
      stockSold: 1,
      description: null,
      detailSyncedAt: null,
    });
  });

  it('filters ratings by recommendation and answer', () => {
    const list = (input: object) => ids(q.ratings.list(onA(ratingListSchema.parse(input))));
    expect(list({})).toEqual(['r2', 'r1', 'r3']);
    expect(list({ recommended: true })).toEqual(['r1', 'r3']);
    expect(list({ answered: false })).toEqual(['r1']);
    expect(q.ratings.list(onA(ratingListSchema.parse({ recommended: false }))).rows[0]).toMatchObject({
      answer: { message: 'Dzięki' },
      rates: { description: 4 },
    });
  });

  it('counts search matches exactly with other accounts, hidden offers and merged orders around', () => {
    const B = 'demo:2';
    insertAccount(db, B);
    const repo = createOffersRepo(db);
    const now = Date.now();
    const item = (id: string, name: string) => {
      const raw = {
        id,
        name,
        sellingMode: { format: 'BUY_NOW', price: { amount: '1.00', currency: 'PLN' } },
        stock: { available: 1, sold: 0 },
        publication: { status: 'ACTIVE' },
      };
      return { record: offerFromList(raw), raw: JSON.stringify(raw) };
    };
    repo.upsertListed(
      B,
      [item('90', 'Kubek ceramiczny'), item('91', 'Kubek blaszany'), item('92', 'Łopata')],
      now,
    );
    repo.upsertDetail(A, offerFromList({ id: '20', name: 'Kubek ukryty' }), '{}', now, true);
    const brute = (account: string, term: string) =>
      (
        db
          .prepare(
            `SELECT count(*) AS n FROM offers o WHERE o.account_id = ? AND o.hidden = 0
         AND o.rowid IN (SELECT rowid FROM offers_fts WHERE offers_fts MATCH ?)`,
          )
          .get(account, `"${term}"*`) as { n: number }
      ).n;
    for (const term of ['kub', 'kubek', 'lopata', 'z']) {
      expect(offers({ search: term }).total).toBe(brute(A, term));
      expect(q.offers.list(onA(offerListSchema.parse({ accountId: B, search: term }))).total).toBe(
        brute(B, term),
      );
    }
    expect(ids(offers({ search: 'kubek' }))).toEqual(['17']);
    expect(orders({ search: 'kubek' }).total).toBe(2);
    expect(orders({ search: 'kubek', includeSuperseded: true }).total).toBe(3);
    expect(orders({ search: 'kubek', status: ['READY_FOR_PROCESSING'] }).total).toBe(2);
  });
  it('pages a search the same whether it reads the matches or walks the sort index', () => {
    const C = 'demo:3';
    insertAccount(db, C);
    const repo = createOffersRepo(db);
    const item = (i: number) => {
      const name = i % 30 === 7 ? `Rzadki dzbanek ${i}` : `${i % 2 ? 'Kubek' : 'Miska'} nr ${(i * 37) % 61}`;
      const raw = {
        id: `c-${i}`,
        name,
        sellingMode: { format: 'BUY_NOW', price: { amount: `${(i * 13) % 50}.00`, currency: 'PLN' } },
        stock: { available: 1, sold: 0 },
        publication: { status: 'ACTIVE' },
      };
      return { record: offerFromList(raw), raw: JSON.stringify(raw) };
    };
    repo.upsertListed(
      C,
      Array.from({ length: 60 }, (_, i) => item(i)),
      Date.now(),
    );
    const rows = (db.prepare('SELECT count(*) AS n FROM offers').get() as { n: number }).n;
    const all = db
      .prepare<[string], { id: string; name_key: string; price_value: number }>(
        'SELECT id, name_key, price_value FROM offers WHERE account_id = ?',
      )
      .all(C);
    const expected = (word: string, byPrice: boolean) =>
      all
        .filter((o) => o.name_key.split(' ').some((w) => w.startsWith(word)))
        .sort((a, b) =>
          byPrice
            ? b.price_value - a.price_value || (a.id < b.id ? 1 : -1)
            : (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0) || (a.id < b.id ? -1 : 1),
        )
        .map((o) => o.id);
    const page = (search: string, sort: string, offset: number) =>
      q.offers.list(onA(offerListSchema.parse({ accountId: C, search, sort, limit: 5, offset })));
    // 'rzadki' is two rows in the table's 25 (read from the matches), 'kubek' most of them (the walk).
    expect(readsFromMatches(expected('rzadki', false).length, rows)).toBe(true);
    expect(readsFromMatches(expected('kubek', false).length, rows)).toBe(false);
    for (const [word, sort] of [
      ['rzadki', 'name'],
      ['rzadki', '-price'],
      ['kubek', 'name'],
      ['kubek', '-price'],
    ] as const) {
      const want = expected(word, sort === '-price');
      for (const offset of [0, 5, 25]) {
        const got = page(word, sort, offset);
        expect(got.total).toBe(want.length);
        expect(ids(got)).toEqual(want.slice(offset, offset + 5));
      }
    }
  });
});
