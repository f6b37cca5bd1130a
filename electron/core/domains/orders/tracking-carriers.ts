import type { CarrierOption } from '../../../../shared/tracking';
import type { Db } from '../../db/open';
import { arr, obj, str } from '../../market/records/json';

/**
 * The marketplace's carriers as the sync kept them (GET /order/carriers), in its order; null before the first read,
 * so a carrier is then left for the marketplace to judge.
 */
export function storedCarriers(db: Db, accountId: string): CarrierOption[] | null {
  const row = db
    .prepare<[string], { body: string }>(
      "SELECT body FROM reference_data WHERE account_id = ? AND kind = 'carriers'",
    )
    .get(accountId);
  if (!row) return null;
  return arr(obj(JSON.parse(row.body))?.carriers).flatMap((c) => {
    const id = str(obj(c)?.id);
    return id ? [{ id, name: str(obj(c)?.name) ?? id }] : [];
  });
}
