import type { Db } from '../../db/open';

export interface StoredRateList {
  id: string;
  name: string;
  /** The rates as parsed (JSON text), and the marketplace's body whole. */
  rates: string;
  raw: string;
}

export interface StoredTag {
  id: string;
  name: string;
  hidden: boolean;
}

export interface StoredVariantSet {
  id: string;
  name: string;
  raw: string;
  offers: { id: string; colorPattern: string | null }[];
}

/** Where an offer names its shipping rate list: the full copy when read, the list's copy until then. */
const offerRatesId = `json_extract(coalesce(o.detail_raw, o.list_raw), '$.delivery.shippingRates.id')`;

/**
 * Shipping rate lists, tags, each offer's tags and variant sets of each account (migration 056). Invariants: a
 * kind of list is replaced whole in one transaction (what the marketplace no longer lists goes), so a reader never
 * sees half of one; an offer's tags are one row written at once, with when they were read.
 */
export function createDeliveryTagsRepo(db: Db) {
  const s = {
    listsBefore: db.prepare<
      [string],
      { id: string; name: string; position: number; rates: string; raw: string }
    >('SELECT id, name, position, rates, raw FROM shipping_rate_lists WHERE account_id = ?'),
    deleteLists: db.prepare('DELETE FROM shipping_rate_lists WHERE account_id = ?'),
    insertList: db.prepare(
      `INSERT INTO shipping_rate_lists (account_id, id, name, position, rates, raw, stored_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    lists: db.prepare<[string, string], StoredRateList & { offers: number }>(
      `SELECT l.id, l.name, l.rates, l.raw,
         (SELECT count(*) FROM offers o WHERE o.account_id = ? AND ${offerRatesId} = l.id) AS offers
       FROM shipping_rate_lists l WHERE l.account_id = ? ORDER BY l.position`,
    ),
    tagsBefore: db.prepare<[string], { id: string; name: string; hidden: number; position: number }>(
      'SELECT id, name, hidden, position FROM seller_tags WHERE account_id = ? ORDER BY position',
    ),
    deleteTags: db.prepare('DELETE FROM seller_tags WHERE account_id = ?'),
    insertTag: db.prepare(
      'INSERT INTO seller_tags (account_id, id, name, hidden, position) VALUES (?, ?, ?, ?, ?)',
    ),
    tags: db.prepare<[string, string], { id: string; name: string; hidden: number; offers: number }>(
      `SELECT t.id, t.name, t.hidden,
         (SELECT count(*) FROM offer_tags ot, json_each(ot.tag_ids) j
          WHERE ot.account_id = ? AND j.value = t.id) AS offers
       FROM seller_tags t WHERE t.account_id = ? ORDER BY t.position`,
    ),
    setOfferTags: db.prepare(
      `INSERT INTO offer_tags (account_id, offer_id, tag_ids, read_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (account_id, offer_id) DO UPDATE SET tag_ids = excluded.tag_ids, read_at = excluded.read_at`,
    ),
    offerTags: db.prepare<[string, string], { tag_ids: string }>(
      'SELECT tag_ids FROM offer_tags WHERE account_id = ? AND offer_id = ?',
    ),
    // Offers never read first, then the longest unread; one page at a time (the sync goes on to the next).
    staleOffers: db.prepare<{ account: string; since: number; limit: number }, { id: string }>(
      `SELECT o.id FROM offers o
       LEFT JOIN offer_tags t ON t.account_id = o.account_id AND t.offer_id = o.id
       WHERE o.account_id = @account AND (t.read_at IS NULL OR t.read_at < @since)
       ORDER BY t.read_at IS NOT NULL, t.read_at, o.id LIMIT @limit`,
    ),
    offersWithTag: db.prepare<[string, string], { offer_id: string }>(
      `SELECT ot.offer_id FROM offer_tags ot, json_each(ot.tag_ids) j
       WHERE ot.account_id = ? AND j.value = ? ORDER BY ot.offer_id`,
    ),
    setsBefore: db.prepare<[string], { id: string; raw: string }>(
      'SELECT id, raw FROM variant_sets WHERE account_id = ? ORDER BY id',
    ),
    deleteSets: db.prepare('DELETE FROM variant_sets WHERE account_id = ?'),
    insertSet: db.prepare(
      'INSERT INTO variant_sets (account_id, id, name, raw, stored_at) VALUES (?, ?, ?, ?, ?)',
    ),
    insertSetOffer: db.prepare(
      `INSERT OR IGNORE INTO variant_set_offers (account_id, set_id, offer_id, color_pattern, position)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    sets: db.prepare<[string], { id: string; name: string; raw: string }>(
      'SELECT id, name, raw FROM variant_sets WHERE account_id = ? ORDER BY name COLLATE NOCASE, id',
    ),
    setOffers: db.prepare<
      [string],
      {
        set_id: string;
        offer_id: string;
        color_pattern: string | null;
        name: string | null;
        status: string | null;
      }
    >(
      `SELECT v.set_id, v.offer_id, v.color_pattern, o.name, o.status FROM variant_set_offers v
       LEFT JOIN offers o ON o.account_id = v.account_id AND o.id = v.offer_id
       WHERE v.account_id = ? ORDER BY v.set_id, v.position`,
    ),
    shippingRatesIdOf: db.prepare<[string, string], { id: string | null }>(
      `SELECT ${offerRatesId} AS id FROM offers o WHERE o.account_id = ? AND o.id = ?`,
    ),
  };

  const replaceLists = db.transaction((accountId: string, lists: readonly StoredRateList[], now: number) => {
    const before = JSON.stringify(s.listsBefore.all(accountId).sort((a, b) => a.position - b.position));
    s.deleteLists.run(accountId);
    lists.forEach((l, i) => s.insertList.run(accountId, l.id, l.name, i, l.rates, l.raw, now));
    const after = JSON.stringify(s.listsBefore.all(accountId).sort((a, b) => a.position - b.position));
    return before !== after;
  });
  const replaceTags = db.transaction((accountId: string, tags: readonly StoredTag[]) => {
    const before = JSON.stringify(s.tagsBefore.all(accountId));
    s.deleteTags.run(accountId);
    tags.forEach((t, i) => s.insertTag.run(accountId, t.id, t.name, t.hidden ? 1 : 0, i));
    return before !== JSON.stringify(s.tagsBefore.all(accountId));
  });
  const replaceSets = db.transaction((accountId: string, sets: readonly StoredVariantSet[], now: number) => {
    const before = JSON.stringify(s.setsBefore.all(accountId));
    s.deleteSets.run(accountId);
    for (const set of sets) {
      s.insertSet.run(accountId, set.id, set.name, set.raw, now);
      set.offers.forEach((o, i) => s.insertSetOffer.run(accountId, set.id, o.id, o.colorPattern, i));
    }
    return before !== JSON.stringify(s.setsBefore.all(accountId));
  });

  return {
    /** The account's lists in the marketplace's order; answers whether anything changed. */
    replaceRateLists: (accountId: string, lists: readonly StoredRateList[], now: number): boolean =>
      replaceLists(accountId, lists, now),
    rateLists: (accountId: string) => s.lists.all(accountId, accountId),
    replaceTags: (accountId: string, tags: readonly StoredTag[]): boolean => replaceTags(accountId, tags),
    tags: (accountId: string) =>
      s.tags.all(accountId, accountId).map((t) => ({ ...t, hidden: t.hidden === 1 })),
    /** Writes an offer's tags as read (or as the seller set them, waiting to be sent). */
    setOfferTags(accountId: string, offerId: string, tagIds: readonly string[], now: number): boolean {
      const before = s.offerTags.get(accountId, offerId)?.tag_ids;
      const after = JSON.stringify(tagIds);
      s.setOfferTags.run(accountId, offerId, after, now);
      return before !== after;
    },
    /** An offer's tag ids; null when they were never read. */
    offerTags(accountId: string, offerId: string): string[] | null {
      const row = s.offerTags.get(accountId, offerId);
      return row ? (JSON.parse(row.tag_ids) as string[]) : null;
    },
    staleOfferTags: (accountId: string, since: number, limit: number): string[] =>
      s.staleOffers.all({ account: accountId, since, limit }).map((r) => r.id),
    offersWithTag: (accountId: string, tagId: string): string[] =>
      s.offersWithTag.all(accountId, tagId).map((r) => r.offer_id),
    replaceVariantSets: (accountId: string, sets: readonly StoredVariantSet[], now: number): boolean =>
      replaceSets(accountId, sets, now),
    variantSets(accountId: string) {
      const offers = new Map<
        string,
        { id: string; colorPattern: string | null; name: string | null; status: string | null }[]
      >();
      for (const row of s.setOffers.all(accountId)) {
        const list = offers.get(row.set_id) ?? [];
        list.push({ id: row.offer_id, colorPattern: row.color_pattern, name: row.name, status: row.status });
        offers.set(row.set_id, list);
      }
      return s.sets.all(accountId).map((set) => ({ ...set, offers: offers.get(set.id) ?? [] }));
    },
    /** The shipping rate list the offer names in the local copy (its waiting change included). */
    shippingRatesIdOf: (accountId: string, offerId: string): string | null =>
      s.shippingRatesIdOf.get(accountId, offerId)?.id ?? null,
  };
}

export type DeliveryTagsRepo = ReturnType<typeof createDeliveryTagsRepo>;
