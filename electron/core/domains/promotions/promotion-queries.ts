import type { FieldError } from '../../../../shared/errors';
import type { Promotion, PromotionPending, PromotionType } from '../../../../shared/promotions';
import { AppError } from '../../kernel/errors';
import type { Db } from '../../db/open';
import { promotionFrom } from './promotion-records';

interface Row {
  id: string;
  type: PromotionType;
  status: string;
  raw: string;
  change_id: number | null;
  change_kind: PromotionPending['kind'] | null;
  change_state: PromotionPending['state'] | null;
  change_errors: string | null;
}

// The promotion's latest change, when it is on its way or was refused (the seller has yet to retry or discard it).
const select = `SELECT p.id, p.type, p.status, p.raw, c.id AS change_id, c.kind AS change_kind,
    c.state AS change_state, c.errors AS change_errors
  FROM promotions p
  LEFT JOIN outbox_changes c ON c.id = (SELECT max(id) FROM outbox_changes WHERE account_id = p.account_id
    AND entity_type = 'promotion' AND entity_id = p.id AND state IN ('queued', 'sending', 'confirming', 'failed'))`;

/** The promotions as the Promotions screen and the offer detail read them: from the local copy only. */
export function createPromotionQueries(db: Db) {
  const byType = db.prepare<[string, string], Row>(
    `${select} WHERE p.account_id = ? AND p.type = ? AND p.status <> 'INACTIVE' ORDER BY p.id LIKE 'local-%' DESC, json_extract(p.raw, '$.createdAt') DESC, p.id`,
  );
  const one = db.prepare<[string, string], Row>(`${select} WHERE p.account_id = ? AND p.id = ?`);
  const ofOffer = db.prepare<[string, string], Row>(
    `${select} JOIN promotion_offers po ON po.account_id = p.account_id AND po.promotion_id = p.id
     WHERE p.account_id = ? AND po.offer_id = ? AND p.status <> 'INACTIVE' ORDER BY p.type, p.id`,
  );
  const titles = db.prepare<[string, string], { id: string; name: string }>(
    'SELECT id, name FROM offers WHERE account_id = ? AND id IN (SELECT value FROM json_each(?))',
  );
  const counts = db.prepare<[string], { type: PromotionType; n: number }>(
    "SELECT type, count(*) AS n FROM promotions WHERE account_id = ? AND status <> 'INACTIVE' GROUP BY type",
  );

  function view(accountId: string, row: Row): Promotion {
    const record = promotionFrom(JSON.parse(row.raw), row.type);
    const names = new Map(
      titles.all(accountId, JSON.stringify(record.offers.map((o) => o.id))).map((o) => [o.id, o.name]),
    );
    return {
      ...record,
      id: row.id,
      status: row.status,
      offers: record.offers.map((o) => ({ ...o, title: names.get(o.id) ?? null })),
      pending:
        row.change_id !== null && row.change_kind !== null && row.change_state !== null
          ? {
              changeId: row.change_id,
              kind: row.change_kind,
              state: row.change_state,
              errors: JSON.parse(row.change_errors ?? '[]') as FieldError[],
            }
          : null,
    };
  }

  return {
    /** The account's promotions of a type, those made here and not yet confirmed first, then the newest. */
    list: (accountId: string, type: PromotionType): Promotion[] =>
      byType.all(accountId, type).map((row) => view(accountId, row)),
    get(accountId: string, id: string): Promotion {
      const row = one.get(accountId, id);
      if (!row) throw new AppError('NOT_FOUND', `Promotion ${id} is not in the local copy.`);
      return view(accountId, row);
    },
    /** The promotions that name this offer (an offer's detail); those for all offers are not among them. */
    ofOffer: (accountId: string, offerId: string): Promotion[] =>
      ofOffer.all(accountId, offerId).map((row) => view(accountId, row)),
    /** How many promotions of each type, for the screen's type filter. */
    counts(accountId: string): Partial<Record<PromotionType, number>> {
      return Object.fromEntries(counts.all(accountId).map((r) => [r.type, r.n]));
    },
  };
}
