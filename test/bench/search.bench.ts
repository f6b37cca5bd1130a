import { performance } from 'node:perf_hooks';
import { offerListSchema } from '../../shared/contract/offers';
import { orderListSchema } from '../../shared/contract/orders';
import { openDatabase } from '../../electron/core/db/open';
import { createQueries } from '../../electron/core/domains/queries';
import { join } from 'node:path';
import { benchLimits, countedSpreadMs, round } from './support/bench-market';
import { cacheFixture } from './support/cache-fixture';

/** What a seller types, letter by letter: every prefix of a word from 1 letter on. */
const asTyped = (text: string): string[] =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));

function sample<T>(items: T[], n: number, seed = 7): T[] {
  let x = seed;
  const out: T[] = [];
  for (let i = 0; i < n && items.length > 0; i++) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(items[x % items.length]!);
  }
  return out;
}

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);

/**
 * Offer and order searches as the seller types them (first page of 100 with the total), over the cache of
 * 100 000 offers and 20 000 orders: p50 and p95 in milliseconds.
 */
export default async function search(): Promise<Record<string, unknown>> {
  const fixture = await cacheFixture();
  const db = openDatabase(join(fixture.dataDir, 'seller-desk.db'));
  const queries = createQueries({ db });
  const { accountId } = fixture;
  try {
    const offerNames = db
      .prepare<[], { name: string; id: string; external_id: string | null }>(
        'SELECT name, id, external_id FROM offers',
      )
      .all();
    const orderRows = db
      .prepare<
        [],
        {
          id: string;
          buyer_login: string;
          buyer_name: string | null;
          first_item_title: string | null;
          shipments_raw: string | null;
        }
      >('SELECT id, buyer_login, buyer_name, first_item_title, shipments_raw FROM orders')
      .all();
    const offerTerms = [
      ...sample(offerNames, 60).flatMap((o) => asTyped(words(o.name)[0] ?? o.name)),
      ...sample(offerNames, 30, 11).map((o) =>
        words(o.name)
          .slice(0, 2)
          .map((w) => w.slice(0, 4))
          .join(' '),
      ),
      ...sample(offerNames, 20, 13).flatMap((o) => [o.id.slice(0, 7), o.external_id ?? o.id]),
    ];
    const waybills = orderRows.flatMap((o) =>
      o.shipments_raw ? (JSON.parse(o.shipments_raw) as { waybill: string }[]).map((s) => s.waybill) : [],
    );
    const orderTerms = [
      ...sample(orderRows, 40).flatMap((o) => asTyped(o.buyer_login.slice(0, 8))),
      ...sample(orderRows, 30, 17).flatMap((o) => asTyped(words(o.buyer_name ?? '').at(-1) ?? 'x')),
      ...sample(orderRows, 20, 19).map((o) => words(o.first_item_title ?? '')[0] ?? 'kub'),
      ...sample(orderRows, 20, 23).map((o) => o.id.slice(0, 8)),
      ...sample(waybills, 20, 29),
    ];
    const time = (run: () => unknown): number => {
      const started = performance.now();
      run();
      return performance.now() - started;
    };
    // Warm the page cache the way a first search of the day would not: the figures are for a seller typing.
    for (const term of offerTerms.slice(0, 5))
      queries.offers.list({ ...offerListSchema.parse({ search: term }), accountId });
    const offerMs = offerTerms.map((term) =>
      time(() => queries.offers.list({ ...offerListSchema.parse({ search: term }), accountId })),
    );
    const orderMs = orderTerms.map((term) =>
      time(() => queries.orders.list({ ...orderListSchema.parse({ search: term }), accountId })),
    );
    return {
      offers: offerNames.length,
      orders: orderRows.length,
      ...countedSpreadMs('offerSearches', 'offer', offerMs),
      ...countedSpreadMs('orderSearches', 'order', orderMs),
      cacheBuiltInSeconds: round(fixture.builtInSeconds, 1),
      ...benchLimits,
    };
  } finally {
    db.close();
  }
}
