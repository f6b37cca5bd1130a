import type { Claim, ClaimStatus, OrderClaims } from '../../../../shared/claims';
import type { Page } from '../../../../shared/page';
import type { Db } from '../../db/open';
import { changeErrors } from '../../outbox/change-repo';
import { createClaimsRepo } from './claims-repo';
import { orderForClaims, refusalOf } from './qualification';

interface Row {
  id: string;
  status: ClaimStatus;
  type: 'MANUAL' | 'AUTOMATIC' | null;
  quantity: number;
  commission_amount: string | null;
  currency: string | null;
  buyer_id: string | null;
  line_item_id: string;
  order_id: string | null;
  offer_id: string | null;
  created_at: string | null;
  buyer_login: string | null;
  offer_title: string | null;
  change_state: string | null;
  change_errors: string | null;
}

// The order is the one stored with the claim, else the one its line item is in now; the buyer's login is that
// order's, else the one found for the claim (claim-buyers.ts); the title is the offer's as the copy knows it; the
// claim's latest change tells whether it waits in the outbox or failed there.
const select = `SELECT c.id, c.status, c.type, c.quantity, c.commission_amount, c.currency, c.buyer_id,
    c.line_item_id, c.offer_id, c.created_at, o.id AS order_id, coalesce(o.buyer_login, c.buyer_login) AS buyer_login,
    coalesce(f.name, (SELECT json_extract(j.value, '$.offer.name') FROM json_each(o.raw, '$.lineItems') j
      WHERE json_extract(j.value, '$.id') = c.line_item_id)) AS offer_title,
    ch.state AS change_state, ch.errors AS change_errors
  FROM refund_claims c
  LEFT JOIN orders o ON o.account_id = c.account_id AND o.id = coalesce(c.order_id,
    (SELECT li.order_id FROM order_line_items li JOIN orders lo ON lo.account_id = li.account_id
       AND lo.id = li.order_id WHERE li.account_id = c.account_id AND li.line_item_id = c.line_item_id
     ORDER BY lo.superseded_by IS NOT NULL LIMIT 1))
  LEFT JOIN offers f ON f.account_id = c.account_id AND f.id = c.offer_id
  LEFT JOIN outbox_changes ch ON ch.id = (SELECT max(id) FROM outbox_changes WHERE account_id = c.account_id
    AND entity_type = 'claim' AND entity_id = c.id AND state IN ('queued', 'sending', 'confirming', 'failed'))`;

const order = `ORDER BY c.id LIKE 'local-%' DESC, c.created_at DESC, c.id`;

const firstError = (errors: string | null): string | null =>
  errors === null ? null : (changeErrors({ errors })[0]?.userMessage ?? null);

function view(row: Row): Claim {
  return {
    id: row.id,
    status: row.status,
    type: row.type,
    quantity: row.quantity,
    commission:
      row.commission_amount !== null && row.currency !== null
        ? { amount: row.commission_amount, currency: row.currency }
        : null,
    buyerId: row.buyer_id,
    buyerLogin: row.buyer_login,
    lineItemId: row.line_item_id,
    orderId: row.order_id,
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    createdAt: row.created_at,
    pending: row.change_state === null ? null : row.change_state === 'failed' ? 'failed' : 'waiting',
    pendingError: row.change_state === 'failed' ? firstError(row.change_errors) : null,
  };
}

/** The claims as the Commission refunds screen and the order detail read them: from the local copy only. */
export function createClaimQueries(db: Db, now: () => number) {
  const repo = createClaimsRepo(db);
  const page = db.prepare<{ accountId: string; status: string | null; limit: number; offset: number }, Row>(
    `${select} WHERE c.account_id = @accountId AND (@status IS NULL OR c.status = @status) ${order}
     LIMIT @limit OFFSET @offset`,
  );
  const total = db.prepare<{ accountId: string; status: string | null }, { n: number }>(
    'SELECT count(*) AS n FROM refund_claims WHERE account_id = @accountId AND (@status IS NULL OR status = @status)',
  );
  const ofOrder = db.prepare<{ accountId: string; orderId: string }, Row>(
    `${select} WHERE c.account_id = @accountId AND (c.order_id = @orderId OR c.line_item_id IN
       (SELECT line_item_id FROM order_line_items WHERE account_id = @accountId AND order_id = @orderId)) ${order}`,
  );

  return {
    list(accountId: string, q: { status?: ClaimStatus; offset: number; limit: number }): Page<Claim> {
      const status = q.status ?? null;
      return {
        rows: page.all({ accountId, status, limit: q.limit, offset: q.offset }).map(view),
        total: total.get({ accountId, status })!.n,
      };
    },
    /** The order's claims and, for each of its line items, whether a claim can be made now and why not. */
    ofOrder(accountId: string, orderId: string): OrderClaims {
      const claims = ofOrder.all({ accountId, orderId }).map(view);
      const found = orderForClaims(db, accountId, orderId);
      const at = now();
      const items = (found?.items ?? []).map((item) => ({
        lineItemId: item.lineItemId,
        offerTitle: item.offerTitle,
        quantity: item.quantity,
        refusal: refusalOf(found!, item, repo.countingFor(accountId, item.lineItemId) > 0, at),
      }));
      return { claims, items };
    },
  };
}

export type ClaimQueries = ReturnType<typeof createClaimQueries>;
