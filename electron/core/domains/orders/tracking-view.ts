import { changeStatusOf, type ChangeState } from '../../../../shared/outbox';
import type { FieldError } from '../../../../shared/errors';
import type { OrderChangeView, OrderFields, OrderTracking } from '../../../../shared/tracking';
import type { Db } from '../../db/open';
import { storedCarriers } from './tracking-carriers';

interface ChangeLine {
  id: number;
  kind: OrderChangeView['kind'];
  state: ChangeState;
  attempts: number;
  fields: string;
  errors: string;
}

/**
 * The order's tracking part from the local copy: the carriers kept from the marketplace, and the order's changes
 * still on their way or refused (a refused one stays until the seller discards or retries it).
 */
export function orderTracking(db: Db, accountId: string, orderId: string): OrderTracking {
  const rows = db
    .prepare<[string, string], ChangeLine>(
      `SELECT id, kind, state, attempts, fields, errors FROM outbox_changes
       WHERE account_id = ? AND entity_type = 'order' AND entity_id = ?
         AND state IN ('queued', 'sending', 'confirming', 'failed')
       ORDER BY id`,
    )
    .all(accountId, orderId);
  return {
    carriers: storedCarriers(db, accountId) ?? [],
    changes: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: changeStatusOf(r.state, r.attempts),
      fields: JSON.parse(r.fields) as OrderFields,
      errors: JSON.parse(r.errors) as FieldError[],
    })),
  };
}
