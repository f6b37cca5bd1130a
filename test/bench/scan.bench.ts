import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../electron/core/db/open';
import { resolveScan } from '../../electron/core/domains/orders/packing-queue';
import { createStatementCache } from '../../electron/core/db/statements';
import type { ScanMatch } from '../../shared/shipping';
import { countedSpreadMs, round } from './support/bench-market';
import { cacheFixture } from './support/cache-fixture';

/** A scanned code and what the scan must answer for it (so a figure is never for a scan that went wrong). */
interface Probe {
  code: string;
  expect: ScanMatch['kind'];
}

/** Every `step`-th item of a list, up to `n`: spread over the copy rather than its first rows. */
const spread = <T>(items: T[], n: number): T[] =>
  items.filter((_, i) => i % Math.max(1, Math.floor(items.length / n)) === 0).slice(0, n);

/**
 * Codes scanned at the bench against the cache of 100 000 offers and 20 000 orders, through the scan that runs on
 * the thread answering the window (`resolveScan`): codes that match nothing (a wrong barcode, an EAN no offer
 * carries, an unknown login, a waybill of another shop) and codes that find their order (its id, the buyer's
 * login, a waybill, the external id a line item was bought with). p50, p95 and the longest, in milliseconds.
 */
export default async function scan(): Promise<Record<string, unknown>> {
  const fixture = await cacheFixture();
  const db = openDatabase(join(fixture.dataDir, 'seller-desk.db'));
  const statements = createStatementCache(db);
  const { accountId } = fixture;
  try {
    const column = <T>(sql: string) => db.prepare<[string], T>(sql).all(accountId);
    const waiting = column<{ id: string; buyer_login: string }>(
      `SELECT id, buyer_login FROM orders WHERE account_id = ? AND status = 'READY_FOR_PROCESSING'
         AND superseded_by IS NULL`,
    );
    const waybills = column<{ shipments_raw: string }>(
      `SELECT shipments_raw FROM orders WHERE account_id = ? AND shipments_raw LIKE '%"waybill"%'`,
    ).flatMap((r) => (JSON.parse(r.shipments_raw) as { waybill: string }[]).map((s) => s.waybill));
    const externalIds = column<{ external_id: string }>(
      `SELECT li.external_id FROM order_line_items li JOIN orders o ON o.account_id = li.account_id
         AND o.id = li.order_id
       WHERE li.account_id = ? AND li.external_id IS NOT NULL AND o.status = 'READY_FOR_PROCESSING'
         AND o.superseded_by IS NULL AND coalesce(o.fulfillment_status, 'NEW') = 'NEW'`,
    ).map((r) => r.external_id);

    const misses: Probe[] = Array.from({ length: 20 }, (_, i) => [
      { code: `590${String(100_000_000 + i * 7919).padStart(9, '0')}1`, expect: 'notFound' as const },
      { code: `nieznany_kupujacy_${i}`, expect: 'notFound' as const },
      { code: `AD${String(i).padStart(9, '0')}PL`, expect: 'notFound' as const },
      { code: `SKU-XX-${900_000 + i}`, expect: 'notFound' as const },
    ]).flat();
    // A hit may be ambiguous (two waiting orders of one buyer or product): any answer but notFound is a find.
    const hits: Probe[] = [
      ...spread(waiting, 20).map((o) => ({ code: o.id, expect: 'order' as const })),
      ...spread(waiting, 20).map((o) => ({ code: o.buyer_login.toUpperCase(), expect: 'order' as const })),
      ...spread(waybills, 20).map((code) => ({ code, expect: 'order' as const })),
      ...spread(externalIds, 20).map((code) => ({ code, expect: 'order' as const })),
    ];
    const timed = (probes: Probe[]): number[] =>
      probes.map(({ code, expect }) => {
        const started = performance.now();
        const match = resolveScan(statements, accountId, code);
        const ms = performance.now() - started;
        const found = match.kind !== 'notFound';
        if (found !== (expect !== 'notFound')) throw new Error(`scan of ${code}: ${match.kind}`);
        return ms;
      });
    // Prepare the statements and warm the page cache once, as a station does with its first scan of the day.
    timed([...misses.slice(0, 4), ...hits.slice(0, 4)]);
    const missMs = timed(misses);
    const hitMs = timed(hits);
    return {
      offers: column<{ n: number }>('SELECT count(*) AS n FROM offers WHERE account_id = ?')[0]!.n,
      orders: column<{ n: number }>('SELECT count(*) AS n FROM orders WHERE account_id = ?')[0]!.n,
      waitingOrders: waiting.length,
      ...countedSpreadMs('misses', 'miss', missMs),
      ...countedSpreadMs('hits', 'hit', hitMs),
      cacheBuiltInSeconds: round(fixture.builtInSeconds, 1),
    };
  } finally {
    db.close();
  }
}
