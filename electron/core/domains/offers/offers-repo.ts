import type { OfferFields } from '../../../../shared/outbox';
import { withDetailFields } from './detail-fields';
import type { OfferRecord } from './offer-records';
import { deferredIndexes } from '../../db/deferred-indexes';
import type { Db } from '../../db/open';
import { foldText, sortKey } from '../../db/search-text';
import { createOfferOverlay } from './offer-overlay';
import {
  listedValues,
  offerSortIndexes,
  params,
  searchIds,
  type ListedValues,
  type Params,
} from './offer-columns';

export interface OfferStock {
  id: string;
  status: string | null;
  stockAvailable: number | null;
  stockUnit: string | null;
}

/**
 * The offers cache of every account. Both upserts use ON CONFLICT DO UPDATE rather than REPLACE: REPLACE
 * deletes the row first, which would change its rowid (the search index's key) and drop what the other source
 * wrote (the list knows the sold count, the single-offer read knows the description).
 * The single-offer read's first image is the list's primary image (the marketplace shows the first as the thumbnail),
 * so it replaces the one the list wrote: a changed image reaches the local copy between re-lists too.
 * What the marketplace says is written with the seller's waiting changes laid over it (outbox/offer-overlay.ts):
 * a field a change still waits to set keeps the seller's value.
 */
export function createOffersRepo(db: Db) {
  const overlay = createOfferOverlay(db);
  // An offer of the list as a new row; the two statements below differ in what an offer already there gets. Its
  // values are bound by position: a load binds 100 000 rows, and naming each value cost a fifth of the inserts.
  const insertListed = `INSERT INTO offers (account_id, id, name, name_key, status, format, price_amount,
       price_value, currency, stock_available, stock_sold, external_id, image_url, category_id, ending_at, hidden,
       relist_seen, list_raw, synced_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`;
  const fromList = db.prepare<ListedValues, { rowid: number }>(
    `${insertListed}
     ON CONFLICT (account_id, id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
       status = excluded.status, format = excluded.format, price_amount = excluded.price_amount,
       price_value = excluded.price_value, currency = excluded.currency,
       stock_available = excluded.stock_available, stock_sold = excluded.stock_sold,
       external_id = excluded.external_id, image_url = excluded.image_url, category_id = excluded.category_id,
       ending_at = excluded.ending_at, hidden = 0, relist_seen = max(relist_seen, excluded.relist_seen),
       list_raw = excluded.list_raw, synced_at = excluded.synced_at
     RETURNING rowid`,
  );
  // A row new to the cache, or nothing when the offer is there already (a first load's fast path).
  const newFromList = db.prepare<ListedValues>(`${insertListed} ON CONFLICT (account_id, id) DO NOTHING`);
  const fromDetail = db.prepare<Params & { hidden: number }, { rowid: number }>(
    `INSERT INTO offers (account_id, id, name, name_key, status, format, price_amount, price_value, currency,
       stock_available, stock_unit, external_id, image_url, category_id, ending_at, updated_at, hidden,
       detail_raw, detail_synced_at, synced_at)
     VALUES (@accountId, @id, @name, @nameKey, @status, @format, @priceAmount, @priceValue, @currency,
       @stockAvailable, @stockUnit, @externalId, @imageUrl, @categoryId, @endingAt, @updatedAt, @hidden,
       @raw, @now, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
       status = excluded.status, format = excluded.format, price_amount = excluded.price_amount,
       price_value = excluded.price_value, currency = excluded.currency,
       stock_available = excluded.stock_available, stock_unit = excluded.stock_unit,
       external_id = excluded.external_id, image_url = coalesce(excluded.image_url, image_url),
       category_id = excluded.category_id, ending_at = excluded.ending_at, updated_at = excluded.updated_at,
       hidden = max(hidden, excluded.hidden), detail_raw = excluded.detail_raw,
       detail_synced_at = excluded.detail_synced_at, synced_at = excluded.synced_at
     RETURNING rowid`,
  );
  const ftsDelete = db.prepare('DELETE FROM offers_fts WHERE rowid = ?');
  const ftsInsert = db.prepare('INSERT INTO offers_fts (rowid, title, ids) VALUES (?, ?, ?)');
  const rowidOf = db.prepare<[string, string], { rowid: number }>(
    'SELECT rowid FROM offers WHERE account_id = ? AND id = ?',
  );
  const indexed = db.prepare<[string, string], { name: string; external_id: string | null }>(
    'SELECT name, external_id FROM offers WHERE account_id = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM offers WHERE account_id = ? AND id = ?');
  const unseen = db.prepare<[string, number], { id: string }>(
    'SELECT id FROM offers WHERE account_id = ? AND relist_seen < ? AND hidden = 0 ORDER BY id',
  );
  const markSeen = db.prepare('UPDATE offers SET relist_seen = ? WHERE account_id = ? AND id = ?');
  // Through the primary key and the hidden offers' own index: no sort index needed (a first load builds them last).
  const count = db.prepare<[string, string], { n: number }>(
    `SELECT (SELECT count(*) FROM offers WHERE account_id = ?)
       - (SELECT count(*) FROM offers WHERE account_id = ? AND hidden = 1) AS n`,
  );
  const sortIndexes = deferredIndexes(db, 'offers', offerSortIndexes);
  const stock = db.prepare<[string, string], OfferStock>(
    `SELECT id, status, stock_available AS stockAvailable, stock_unit AS stockUnit
     FROM offers WHERE account_id = ? AND id = ?`,
  );

  const current = db.prepare<
    [string, string],
    {
      rowid: number;
      name: string;
      price_amount: string | null;
      currency: string | null;
      stock_available: number | null;
      status: string | null;
      external_id: string | null;
      detail_raw: string | null;
      list_raw: string | null;
    }
  >(
    `SELECT rowid, name, price_amount, currency, stock_available, status, external_id, detail_raw, list_raw FROM offers
     WHERE account_id = ? AND id = ?`,
  );
  const setLocal = db.prepare(
    `UPDATE offers SET name = @name, name_key = @nameKey, price_amount = @priceAmount, price_value = @priceValue,
       currency = @currency, stock_available = @stock, status = @status, detail_raw = @raw
     WHERE account_id = @accountId AND id = @id`,
  );

  const setListRaw = db.prepare('UPDATE offers SET list_raw = ? WHERE account_id = ? AND id = ?');

  type Entry = [rowid: number, title: string, ids: string];

  /**
   * Writes an offer; answers its new search entry when its text changed (the old one is already gone), or null.
   * Entries are written after the rows of a page, in one run: the search index grows faster that way.
   */
  const write = (
    upsert: () => { rowid: number } | undefined,
    accountId: string,
    r: OfferRecord,
  ): Entry | null => {
    const before = indexed.get(accountId, r.id);
    const { rowid } = upsert()!;
    if (before && before.name === r.name && before.external_id === r.externalId) return null;
    if (before) ftsDelete.run(rowid);
    return [rowid, foldText(r.name), searchIds(r.id, r.externalId)];
  };
  const index = (entries: (Entry | null)[]): void => {
    for (const entry of entries) if (entry) ftsInsert.run(...entry);
  };

  return {
    /** Offers of one page of the offers list; `relist` is the number of the re-list in progress (0: none). */
    upsertListed(
      accountId: string,
      records: { record: OfferRecord; raw: string }[],
      now: number,
      relist = 0,
    ) {
      const waiting = overlay.active(accountId);
      index(
        records.map(({ record: marketplace, raw }) => {
          // The list carries no description: only the columns take the waiting values.
          const record = waiting ? overlay.apply(accountId, marketplace, raw).record : marketplace;
          const values = listedValues(accountId, record, raw, now, relist);
          return write(() => fromList.get(...values), accountId, record);
        }),
      );
    },
    /**
     * A page of a first load into an empty cache: an offer new to the cache is inserted with its search entry
     * without first reading what is there; one already there (a page shifted under the load, or written by the
     * window meanwhile) is written as `upsertListed` does.
     */
    loadListed(
      accountId: string,
      records: { record: OfferRecord; raw: string }[],
      now: number,
      relist: number,
    ) {
      const waiting = overlay.active(accountId);
      const entries: (Entry | null)[] = [];
      for (const { record: marketplace, raw } of records) {
        const record = waiting ? overlay.apply(accountId, marketplace, raw).record : marketplace;
        const values = listedValues(accountId, record, raw, now, relist);
        const added = newFromList.run(...values);
        entries.push(
          added.changes > 0
            ? [Number(added.lastInsertRowid), foldText(record.name), searchIds(record.id, record.externalId)]
            : write(() => fromList.get(...values), accountId, record),
        );
      }
      index(entries);
    },
    /** An offer as GET /sale/product-offers/{id} answered; `hidden` when the list does not show it. */
    upsertDetail(
      accountId: string,
      marketplace: OfferRecord,
      body: string,
      now: number,
      hidden = false,
    ): void {
      const { record, raw } = overlay.active(accountId)
        ? overlay.apply(accountId, marketplace, body)
        : { record: marketplace, raw: body };
      const params_ = { ...params(accountId, record, raw, now), hidden: hidden ? 1 : 0 };
      index([write(() => fromDetail.get(params_), accountId, record)]);
    },
    /** The values a change would replace, as the local copy holds them now; null when the offer is unknown. */
    fieldsOf(
      accountId: string,
      id: string,
    ):
      | (Required<
          Omit<
            OfferFields,
            'description' | 'afterSalesServices' | 'compatibilityList' | 'shippingRatesId' | 'tagIds'
          >
        > &
          Pick<OfferFields, 'description' | 'afterSalesServices' | 'compatibilityList' | 'shippingRatesId'>)
      | null {
      const row = current.get(accountId, id);
      if (!row) return null;
      const detail = JSON.parse(row.detail_raw ?? '{}') as {
        description?: OfferFields['description'];
        afterSalesServices?: Record<string, { id?: unknown } | null>;
        compatibilityList?: OfferFields['compatibilityList'] | null;
      };
      const description = detail.description;
      // Known once the full offer was read: only then can a change tell what it replaces.
      const held = detail.afterSalesServices;
      const idOf = (key: string) => (typeof held?.[key]?.id === 'string' ? held[key].id : null);
      // No list is an empty MANUAL list to a change: removing every row sets that.
      const compatibilityList = detail.compatibilityList ?? { type: 'MANUAL' as const, items: [] };
      const shippingRatesId = shippingRatesIdIn(row.detail_raw ?? row.list_raw);
      return {
        name: row.name,
        price: { amount: row.price_amount ?? '0', currency: row.currency ?? 'PLN' },
        stock: row.stock_available ?? 0,
        status: row.status === 'ENDED' || row.status === 'INACTIVE' ? 'ENDED' : 'ACTIVE',
        ...(description ? { description } : {}),
        ...(held
          ? {
              afterSalesServices: {
                returnPolicyId: idOf('returnPolicy'),
                impliedWarrantyId: idOf('impliedWarranty'),
                warrantyId: idOf('warranty'),
              },
            }
          : {}),
        ...(row.detail_raw === null ? {} : { compatibilityList }),
        ...(shippingRatesId ? { shippingRatesId } : {}),
      };
    },
    /** The offer's images as its full copy lists them (a description shows only these); null until it is read. */
    imagesOf(accountId: string, id: string): string[] | null {
      const raw = current.get(accountId, id)?.detail_raw;
      if (raw === null || raw === undefined) return null;
      const images = (JSON.parse(raw) as { images?: unknown }).images;
      return (Array.isArray(images) ? images : [])
        .map((image: unknown) =>
          typeof image === 'string' ? image : (image as { url?: unknown } | null)?.url,
        )
        .filter((url): url is string => typeof url === 'string');
    },
    /** The seller's new values, written in the same transaction as their change in the outbox. */
    setFields(accountId: string, id: string, fields: OfferFields): void {
      const row = current.get(accountId, id);
      if (!row) throw new Error(`Offer ${id} is not in the local copy`);
      const name = fields.name ?? row.name;
      const price =
        fields.price ??
        (row.price_amount === null ? null : { amount: row.price_amount, currency: row.currency ?? 'PLN' });
      const raw = row.detail_raw === null ? null : withDetailFields(row.detail_raw, fields);
      // An offer not read whole yet names its price list in the list's copy: the new one goes there.
      if (row.detail_raw === null && row.list_raw !== null && fields.shippingRatesId !== undefined)
        setListRaw.run(
          withDetailFields(row.list_raw, { shippingRatesId: fields.shippingRatesId }),
          accountId,
          id,
        );
      setLocal.run({
        accountId,
        id,
        name,
        nameKey: sortKey(name),
        priceAmount: price?.amount ?? null,
        priceValue: price ? Number(price.amount) : null,
        currency: price?.currency ?? null,
        stock: fields.stock ?? row.stock_available,
        status: fields.status ?? row.status,
        raw,
      });
      if (name !== row.name) {
        ftsDelete.run(row.rowid);
        ftsInsert.run(row.rowid, foldText(name), searchIds(id, row.external_id));
      }
    },
    remove(accountId: string, id: string): boolean {
      const row = rowidOf.get(accountId, id);
      if (!row) return false;
      ftsDelete.run(row.rowid);
      remove.run(accountId, id);
      return true;
    },
    /** Listed offers a complete re-list did not see. */
    unseenSince: (accountId: string, relist: number): string[] =>
      unseen.all(accountId, relist).map((r) => r.id),
    markSeen: (accountId: string, id: string, relist: number) => void markSeen.run(relist, accountId, id),
    count: (accountId: string): number => count.get(accountId, accountId)!.n,
    /**
     * Drops the sort indexes when no account has any offer yet (a first load is starting); call in the transaction
     * that records the load. Answers whether they were dropped: the load must then build them at its end.
     */
    deferSortIndexes: (): boolean => sortIndexes.defer(),
    /** Builds the sort indexes that are missing (after a first load, or one that was given up). */
    buildSortIndexes: (): void => sortIndexes.build(),
    stock: (accountId: string, id: string): OfferStock | null => stock.get(accountId, id) ?? null,
  };
}

export type OffersRepo = ReturnType<typeof createOffersRepo>;

/** The shipping rate list an offer's JSON names (`delivery.shippingRates.id`). */
function shippingRatesIdIn(raw: string | null): string | null {
  if (raw === null) return null;
  const id = (JSON.parse(raw) as { delivery?: { shippingRates?: { id?: unknown } } }).delivery?.shippingRates
    ?.id;
  return typeof id === 'string' ? id : null;
}
