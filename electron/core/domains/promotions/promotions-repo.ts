import type { PromotionType } from '../../../../shared/promotions';
import type { Db } from '../../db/open';

export interface StoredPromotion {
  id: string;
  type: PromotionType;
  status: string;
  /** What lists of changes call it: a price list's name, or the type. */
  label: string;
  /** The marketplace's body of the promotion (or, for one created here, the body sent), as text. */
  raw: string;
  offerIds: string[];
}

/** A change of the promotion that is on its way: the sync leaves such a promotion as the seller made it. */
const openChange = `EXISTS (SELECT 1 FROM outbox_changes c WHERE c.account_id = promotions.account_id
  AND c.entity_type = 'promotion' AND c.entity_id = promotions.id AND c.state IN ('queued', 'sending', 'confirming'))`;

/**
 * The promotions of each account and the offers each names. Invariants: a type is replaced whole in one
 * transaction (a reader never sees half a list); a promotion with a change on its way and one created here
 * (`local-…`) are left as they are by the sync, so the seller's change is not undone by an older read.
 */
export function createPromotionsRepo(db: Db) {
  // ON CONFLICT DO UPDATE, not REPLACE: REPLACE deletes the row first, and the cascade would drop its offers.
  const upsert = db.prepare(
    `INSERT INTO promotions (account_id, id, type, status, label, raw, stored_at)
     VALUES (@accountId, @id, @type, @status, @label, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET type = excluded.type, status = excluded.status,
       label = excluded.label, raw = excluded.raw, stored_at = excluded.stored_at
     WHERE promotions.raw <> excluded.raw OR promotions.status <> excluded.status`,
  );
  const isOpen = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM promotions WHERE account_id = ? AND id = ? AND ${openChange}`,
  );
  const clearOffers = db.prepare('DELETE FROM promotion_offers WHERE account_id = ? AND promotion_id = ?');
  const addOffer = db.prepare(
    'INSERT OR IGNORE INTO promotion_offers (account_id, promotion_id, offer_id, position) VALUES (?, ?, ?, ?)',
  );
  const removeUnlisted = db.prepare(
    `DELETE FROM promotions WHERE account_id = ? AND type = ? AND id NOT LIKE 'local-%'
       AND id NOT IN (SELECT value FROM json_each(?)) AND NOT ${openChange}`,
  );
  const remove = db.prepare('DELETE FROM promotions WHERE account_id = ? AND id = ?');
  const rename = db.prepare('UPDATE promotions SET id = ? WHERE account_id = ? AND id = ?');
  const setStatus = db.prepare('UPDATE promotions SET status = ? WHERE account_id = ? AND id = ?');
  const setRaw = db.prepare('UPDATE promotions SET raw = ?, stored_at = ? WHERE account_id = ? AND id = ?');
  const one = db.prepare<[string, string], Omit<StoredPromotion, 'offerIds'>>(
    'SELECT id, type, status, label, raw FROM promotions WHERE account_id = ? AND id = ?',
  );

  function write(accountId: string, p: StoredPromotion, now: number): number {
    const changed = upsert.run({ accountId, ...p, now }).changes;
    if (changed === 0) return 0;
    clearOffers.run(accountId, p.id);
    p.offerIds.forEach((offerId, i) => addOffer.run(accountId, p.id, offerId, i));
    return changed;
  }

  const replace = db.transaction(
    (
      accountId: string,
      type: PromotionType,
      list: readonly StoredPromotion[],
      now: number,
      complete: boolean,
    ) => {
      let changed = 0;
      for (const p of list) {
        if (isOpen.get(accountId, p.id)!.n > 0) continue;
        changed += write(accountId, p, now);
      }
      if (complete)
        changed += removeUnlisted.run(accountId, type, JSON.stringify(list.map((p) => p.id))).changes;
      return changed > 0;
    },
  );

  return {
    /** Writes a type's promotions as listed; when `complete`, the type's other rows go. Answers whether anything changed. */
    replace: (
      accountId: string,
      type: PromotionType,
      list: readonly StoredPromotion[],
      now: number,
      complete = true,
    ) => replace(accountId, type, list, now, complete),
    /** One promotion in place (created here, or as the marketplace answered a change). */
    put: (accountId: string, p: StoredPromotion, now: number): void => {
      write(accountId, p, now);
    },
    get: (accountId: string, id: string) => one.get(accountId, id),
    remove: (accountId: string, id: string): void => {
      remove.run(accountId, id);
    },
    /** A promotion created here gets the marketplace's id; its offers follow (ON UPDATE CASCADE). */
    rename: (accountId: string, from: string, to: string): void => {
      rename.run(to, accountId, from);
    },
    setStatus: (accountId: string, id: string, status: string): void => {
      setStatus.run(status, accountId, id);
    },
    setRaw: (accountId: string, id: string, raw: string, now: number): void => {
      setRaw.run(raw, now, accountId, id);
    },
  };
}

export type PromotionsRepo = ReturnType<typeof createPromotionsRepo>;
