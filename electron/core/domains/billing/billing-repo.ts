import type {
  BillingEntryRow,
  BillingPeriod,
  BillingPeriodTotal,
  BillingSum,
  BillingTotals,
  BillingType,
  BillingTypeTotal,
} from '../../../../shared/billing';
import type { Page } from '../../../../shared/page';
import type { Db } from '../../db/open';
import { fromMinor } from './money-minor';
import { iso } from '../../kernel/time/iso';

/** A billing entry as the reader parsed it, ready to store. */
export interface StoredBillingEntry {
  id: string;
  occurredAt: string;
  typeId: string;
  typeName: string | null;
  offerId: string | null;
  offerName: string | null;
  orderId: string | null;
  valueMinor: number;
  currency: string;
  balanceMinor: number | null;
  balanceCurrency: string | null;
  raw: string;
}

export interface BillingFilter {
  typeIds?: readonly string[] | undefined;
  offerId?: string | undefined;
  /** ISO instants, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Where the reader is in a read that spans turns. */
export interface BillingSyncState {
  typesReadAt: number | null;
  rangeFrom: string | null;
  rangeTo: string | null;
  nextOffset: number;
  entriesReadAt: number | null;
}

interface EntryRecord {
  id: string;
  occurred_at: string;
  type_id: string;
  type_name: string | null;
  known_name: string | null;
  offer_id: string | null;
  offer_name: string | null;
  order_id: string | null;
  value_minor: number;
  currency: string;
  balance_minor: number | null;
  balance_currency: string | null;
}

interface SumRecord {
  currency: string;
  total: number;
  n: number;
}

const rowOf = (r: EntryRecord): BillingEntryRow => ({
  id: r.id,
  occurredAt: r.occurred_at,
  typeId: r.type_id,
  typeName: r.type_name ?? r.known_name ?? r.type_id,
  offerId: r.offer_id,
  offerName: r.offer_name,
  orderId: r.order_id,
  value: { amount: fromMinor(r.value_minor), currency: r.currency },
  balance:
    r.balance_minor === null || r.balance_currency === null
      ? null
      : { amount: fromMinor(r.balance_minor), currency: r.balance_currency },
});

const sumOf = (r: SumRecord): BillingSum => ({
  currency: r.currency,
  amount: fromMinor(r.total),
  count: r.n,
});

/** The WHERE clause of a filter and its parameters, every value bound. */
function where(accountId: string, filter: BillingFilter): { sql: string; params: (string | number)[] } {
  const parts = ['e.account_id = ?'];
  const params: (string | number)[] = [accountId];
  if (filter.typeIds && filter.typeIds.length > 0) {
    parts.push(`e.type_id IN (${filter.typeIds.map(() => '?').join(', ')})`);
    params.push(...filter.typeIds);
  }
  if (filter.offerId) {
    parts.push('e.offer_id = ?');
    params.push(filter.offerId);
  }
  if (filter.from) {
    parts.push('e.occurred_at >= ?');
    params.push(iso(filter.from));
  }
  if (filter.to) {
    parts.push('e.occurred_at <= ?');
    params.push(iso(filter.to));
  }
  return { sql: parts.join(' AND '), params };
}

/** Day or month of an entry in the local time of this computer, as the seller reads dates. */
const periodSql: Record<BillingPeriod, string> = {
  day: "strftime('%Y-%m-%d', e.occurred_at, 'localtime')",
  month: "strftime('%Y-%m', e.occurred_at, 'localtime')",
};

const columns = `e.id, e.occurred_at, e.type_id, e.type_name, t.name AS known_name, e.offer_id, e.offer_name,
  e.order_id, e.value_minor, e.currency, e.balance_minor, e.balance_currency`;
const fromEntries = `FROM billing_entries e
  LEFT JOIN billing_types t ON t.account_id = e.account_id AND t.id = e.type_id`;

/** The local copy of billing: entries and types as the reader stores them, and the screens' lists and totals. */
export function createBillingRepo(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO billing_entries (account_id, id, occurred_at, type_id, type_name, offer_id, offer_name, order_id,
       value_minor, currency, balance_minor, balance_currency, raw, synced_at)
     VALUES (@accountId, @id, @occurredAt, @typeId, @typeName, @offerId, @offerName, @orderId, @valueMinor,
       @currency, @balanceMinor, @balanceCurrency, @raw, @syncedAt)
     ON CONFLICT (account_id, id) DO UPDATE SET occurred_at = excluded.occurred_at, type_id = excluded.type_id,
       type_name = excluded.type_name, offer_id = excluded.offer_id,
       offer_name = coalesce(excluded.offer_name, billing_entries.offer_name), order_id = excluded.order_id,
       value_minor = excluded.value_minor, currency = excluded.currency, balance_minor = excluded.balance_minor,
       balance_currency = excluded.balance_currency, raw = excluded.raw, synced_at = excluded.synced_at`,
  );
  const newest = db.prepare<[string], { at: string | null }>(
    'SELECT max(occurred_at) AS at FROM billing_entries WHERE account_id = ?',
  );
  const stateGet = db.prepare<[string], Record<string, unknown>>(
    'SELECT * FROM billing_sync WHERE account_id = ?',
  );
  const stateSet = db.prepare(
    `INSERT INTO billing_sync (account_id, types_read_at, range_from, range_to, next_offset, entries_read_at)
     VALUES (@accountId, @typesReadAt, @rangeFrom, @rangeTo, @nextOffset, @entriesReadAt)
     ON CONFLICT (account_id) DO UPDATE SET types_read_at = excluded.types_read_at,
       range_from = excluded.range_from, range_to = excluded.range_to, next_offset = excluded.next_offset,
       entries_read_at = excluded.entries_read_at`,
  );
  const countAll = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM billing_entries WHERE account_id = ?',
  );
  const clearTypes = db.prepare('DELETE FROM billing_types WHERE account_id = ?');
  const putType = db.prepare('INSERT INTO billing_types (account_id, id, name) VALUES (?, ?, ?)');
  // The known types, and any type an entry names that the list of types did not (yet) hold.
  const allTypes = db.prepare<[string, string, string], BillingType>(
    `SELECT id, name FROM billing_types WHERE account_id = ?
     UNION SELECT type_id AS id, coalesce(max(type_name), type_id) AS name FROM billing_entries
       WHERE account_id = ? AND type_id NOT IN (SELECT id FROM billing_types WHERE account_id = ?)
       GROUP BY type_id
     ORDER BY name`,
  );

  function state(accountId: string): BillingSyncState {
    const r = stateGet.get(accountId);
    return {
      typesReadAt: (r?.types_read_at as number | null | undefined) ?? null,
      rangeFrom: (r?.range_from as string | null | undefined) ?? null,
      rangeTo: (r?.range_to as string | null | undefined) ?? null,
      nextOffset: (r?.next_offset as number | undefined) ?? 0,
      entriesReadAt: (r?.entries_read_at as number | null | undefined) ?? null,
    };
  }

  function totalsBy(accountId: string, filter: BillingFilter, period: BillingPeriod): BillingTotals {
    const w = where(accountId, filter);
    const all = db
      .prepare<(string | number)[], SumRecord>(
        `SELECT e.currency, sum(e.value_minor) AS total, count(*) AS n ${fromEntries} WHERE ${w.sql}
         GROUP BY e.currency ORDER BY e.currency`,
      )
      .all(...w.params)
      .map(sumOf);
    const byType = db
      .prepare<(string | number)[], SumRecord & { type_id: string; type_name: string }>(
        `SELECT e.type_id, coalesce(t.name, max(e.type_name), e.type_id) AS type_name, e.currency,
           sum(e.value_minor) AS total, count(*) AS n ${fromEntries} WHERE ${w.sql}
         GROUP BY e.type_id, e.currency ORDER BY total, e.type_id`,
      )
      .all(...w.params)
      .map((r): BillingTypeTotal => ({ ...sumOf(r), typeId: r.type_id, typeName: r.type_name }));
    const byPeriod = db
      .prepare<(string | number)[], SumRecord & { period: string }>(
        `SELECT ${periodSql[period]} AS period, e.currency, sum(e.value_minor) AS total, count(*) AS n
         ${fromEntries} WHERE ${w.sql} GROUP BY period, e.currency ORDER BY period DESC, e.currency`,
      )
      .all(...w.params)
      .map((r): BillingPeriodTotal => ({ ...sumOf(r), period: r.period }));
    return { all, byType, byPeriod };
  }

  return {
    /** Stores a page of entries (the same entry read again replaces itself). */
    putEntries(accountId: string, entries: readonly StoredBillingEntry[], now: number): void {
      for (const e of entries) upsert.run({ accountId, syncedAt: now, ...e });
    },
    /** The newest entry's time, where the next incremental read starts (less a margin). */
    newestAt: (accountId: string): string | null => newest.get(accountId)?.at ?? null,
    putTypes(accountId: string, types: readonly BillingType[]): void {
      clearTypes.run(accountId);
      for (const t of types) putType.run(accountId, t.id, t.name);
    },
    state,
    setState(accountId: string, next: BillingSyncState): void {
      stateSet.run({ accountId, ...next });
    },
    count: (accountId: string): number => countAll.get(accountId)?.n ?? 0,
    types: (accountId: string): BillingType[] => allTypes.all(accountId, accountId, accountId),
    /** A page of the filtered entries, newest first. */
    list(accountId: string, filter: BillingFilter, offset: number, limit: number): Page<BillingEntryRow> {
      const w = where(accountId, filter);
      const rows = db
        .prepare<(string | number)[], EntryRecord>(
          `SELECT ${columns} ${fromEntries} WHERE ${w.sql} ORDER BY e.occurred_at DESC, e.id LIMIT ? OFFSET ?`,
        )
        .all(...w.params, limit, offset)
        .map(rowOf);
      const total = db
        .prepare<(string | number)[], { n: number }>(
          `SELECT count(*) AS n FROM billing_entries e WHERE ${w.sql}`,
        )
        .get(...w.params)!.n;
      return { rows, total };
    },
    /** Sums of the filtered entries in grosze: in all, per type and per day or month, per currency. */
    totals: totalsBy,
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
