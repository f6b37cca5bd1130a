import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerListSchema } from '../../../shared/contract/offers';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import { ftsQuery } from '../../../electron/core/db/search-text';
import { offerFromList } from '../../../electron/core/domains/offers/offer-records';
import { createOffersRepo } from '../../../electron/core/domains/offers/offers-repo';
import { createQueries, type Queries } from '../../../electron/core/domains/queries';
import { offerFilter, searchOffers } from '../../../electron/core/domains/offers/offer-queries';
import { createCountCache } from '../../../electron/core/db/search-plan';
import { createStatementCache } from '../../../electron/core/db/statements';
import { insertAccount } from '../../helpers/rows';
import { tempDir } from '../../helpers/temp-dir';

const A = 'demo:1';
const B = 'demo:2';
const limit = 5;
let file: string;
let db: Db;
let q: Queries;

const firstWords = ['Dzbanek', 'Kubek', 'Miska', 'Patelnia', 'Talerz', 'Widelec', 'Łyżka'];

/**
 * Names that share words and repeat whole (ties in the name order, broken by id): "szary" in every other offer,
 * spread over the order; "zegar" only in offers named "Zzz zegar ...", all at the order's end; "mleczny" in one offer
 * in 23 and "rzadki" in one in 97.
 */
function name(i: number): string {
  if (i % 10 === 3) return `Zzz zegar ścienny ${i % 4}`;
  const colour = i % 2 === 0 ? 'szary' : 'biały';
  const extra = i % 97 === 5 ? ' rzadki' : i % 23 === 1 ? ' mleczny' : '';
  return `${firstWords[i % firstWords.length]} ${colour} nr ${i % 6}${extra}`;
}

function listed(id: string, offerName: string) {
  const raw = {
    id,
    name: offerName,
    sellingMode: { format: 'BUY_NOW', price: { amount: '1.00', currency: 'PLN' } },
    stock: { available: 1, sold: 0 },
    publication: { status: 'ACTIVE' },
  };
  return { record: offerFromList(raw), raw: JSON.stringify(raw) };
}

/** The list's search as a plain query: every visible offer of the account the search index matches, sorted. */
function reference(search: string, sort: 'name' | '-name', offset: number) {
  const order = sort === 'name' ? 'name_key ASC, id ASC' : 'name_key DESC, id DESC';
  const matching = `FROM offers WHERE account_id = ? AND hidden = 0
    AND rowid IN (SELECT rowid FROM offers_fts WHERE offers_fts MATCH ?)`;
  const match = ftsQuery(search);
  return {
    total: (db.prepare(`SELECT count(*) AS n ${matching}`).get(A, match) as { n: number }).n,
    ids: db
      .prepare<unknown[], { id: string }>(`SELECT id ${matching} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(A, match, limit, offset)
      .map((row) => row.id),
  };
}

/** The route that answers a page of the search (a fresh cache: nothing remembered). */
function route(search: string, sort: 'name' | '-name', offset: number): string | null {
  const query = offerListSchema.parse({ search, sort, limit, offset });
  const { where, args } = offerFilter(A, query);
  const statements = createStatementCache(db);
  return searchOffers(
    statements,
    createCountCache(db),
    A,
    query,
    ftsQuery(search)!,
    where.join(' AND '),
    args,
  ).route;
}

function expectSameAsReference(searches: string[]) {
  for (const search of searches)
    for (const sort of ['name', '-name'] as const)
      for (const offset of [0, 5, 10, 300]) {
        const want = reference(search, sort, offset);
        const got = q.offers.list({
          ...offerListSchema.parse({ search, sort, limit, offset }),
          accountId: A,
        });
        expect({ search, sort, offset, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({
          search,
          sort,
          offset,
          ...want,
        });
      }
}

beforeAll(() => {
  file = join(tempDir('sd-offer-search-'), 'seller-desk.db');
  db = openDatabase(file);
  insertAccount(db, A);
  insertAccount(db, B, 'other');
  const repo = createOffersRepo(db);
  const now = Date.now();
  // The first matches of "pies" by rowid, the sample a search foresees its candidates by: 12 early in the name
  // order (one of them hidden below) among 58 late ones, and no other match.
  repo.upsertListed(
    A,
    Array.from({ length: 70 }, (_, i) =>
      listed(`p-${String(i).padStart(2, '0')}`, i % 6 ? 'Zzx pies' : 'Aab pies'),
    ),
    now,
  );
  repo.upsertListed(
    A,
    Array.from({ length: 700 }, (_, i) => listed(`a-${String(i).padStart(4, '0')}`, name(i))),
    now,
  );
  // One name a hundred times, first in the order: its rows come in the reverse of their ids' order.
  repo.upsertListed(
    A,
    Array.from({ length: 100 }, (_, i) => listed(`w-${String(99 - i).padStart(3, '0')}`, 'Aaa wazon')),
    now,
  );
  // "zegar" in more than a fifth of the offers, all of them at the order's end, in the reverse of their ids' order.
  repo.upsertListed(
    A,
    Array.from({ length: 200 }, (_, i) =>
      listed(`z-${String(199 - i).padStart(3, '0')}`, `Zzz zegar ${i % 3}`),
    ),
    now,
  );
  // Matching offers outside the list: another account's, and some the seller hid.
  repo.upsertListed(
    B,
    Array.from({ length: 40 }, (_, i) => listed(`b-${i}`, name(i))),
    now,
  );
  for (const i of [2, 5, 13, 24, 40, 41, 333]) {
    repo.upsertDetail(
      A,
      offerFromList({ id: `a-${String(i).padStart(4, '0')}`, name: name(i) }),
      '{}',
      now,
      true,
    );
  }
  repo.upsertDetail(A, offerFromList({ id: 'p-00', name: 'Aab pies' }), '{}', now, true);
  q = createQueries({ db });
});

afterAll(() => db.close());

describe('the offers search in name order', () => {
  it('takes each route on these rows', () => {
    // Spread over the order: the first rows hold enough matches (a tie of 100 names cut by the candidates too).
    expect(route('szary', 'name', 10)).toBe('candidates');
    expect(route('wazon', 'name', 0)).toBe('candidates');
    // Few matches: sorted through the narrow copy of the name order.
    expect(route('rzadki', 'name', 0)).toBe('sorted');
    expect(route('mleczny', '-name', 10)).toBe('sorted');
    // Foreseen enough among the first rows (10 of the first 64 matches, 11 in all), and enough there for rows 5 to 10, but
    // not for rows 10 to 15: then sorted as well.
    expect(route('pies', 'name', 5)).toBe('candidates');
    expect(route('pies', 'name', 10)).toBe('sorted');
    // Many matches (more than a fifth of the offers), none among the first rows: the name index walked.
    expect(route('zegar', 'name', 0)).toBe('walk');
    expect(route('szary', '-name', 0)).toBe('walk');
    expect(route('zegar', '-name', 0)).toBe('candidates');
    // Past the first pages: the general plan.
    expect(route('szary', 'name', 300)).toBe('general');
  });

  it('answers the same rows, order and total as the plain query', () => {
    expectSameAsReference([
      'szary',
      'sza',
      's',
      'zegar',
      'zz',
      'mleczny',
      'wazon',
      'pies',
      'rzadki',
      'kubek szary',
      'nr',
      'a-01',
      'brak',
    ]);
  });

  it('answers the same after the offers change, through this connection or another', () => {
    expectSameAsReference(['szary', 'zegar']);
    const repo = createOffersRepo(db);
    repo.setFields(A, 'a-0004', { name: 'Zzz zegar szary na biurko' });
    repo.remove(A, 'a-0006');
    repo.upsertDetail(A, offerFromList({ id: 'a-0008', name: name(8) }), '{}', Date.now(), true);
    repo.upsertListed(A, [listed('a-0002', 'Aaa szary zegar')], Date.now());
    expectSameAsReference(['szary', 'zegar']);

    const other = openDatabase(file);
    try {
      createOffersRepo(other).upsertListed(A, [listed('a-9999', 'Aaa zegar szary')], Date.now());
    } finally {
      other.close();
    }
    expect(
      q.offers.list({ ...offerListSchema.parse({ search: 'zegar', limit }), accountId: A }).rows[0]!.id,
    ).toBe('a-0002');
    expectSameAsReference(['szary', 'zegar']);
  });

  it('keeps the narrow copy of the name order equal to the offers', () => {
    const copy = db
      .prepare('SELECT offer_rowid AS r, account_id, hidden, name_key, id FROM offer_sort_keys ORDER BY 1')
      .all();
    const offers = db
      .prepare('SELECT rowid AS r, account_id, hidden, name_key, id FROM offers ORDER BY 1')
      .all();
    expect(copy).toEqual(offers);
    expect(copy.length).toBe(1110);
  });
});
