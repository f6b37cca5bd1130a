import type { SenderAddress } from '../../../shared/sender';
import type { Db } from '../db/open';

/** The seller's saved sender address and drop-off points (migration 089), per account. */
export function createSenderRepo(db: Db) {
  const address = db.prepare<[string], { address: string }>(
    'SELECT address FROM sender_addresses WHERE account_id = ?',
  );
  // ON CONFLICT DO UPDATE, not REPLACE: the row is rewritten in place (REPLACE deletes and re-inserts it).
  const putAddress = db.prepare(
    `INSERT INTO sender_addresses (account_id, address, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET address = excluded.address, updated_at = excluded.updated_at`,
  );
  const removeAddress = db.prepare<[string]>('DELETE FROM sender_addresses WHERE account_id = ?');
  const points = db.prepare<[string], { method_id: string; point_id: string }>(
    'SELECT method_id, point_id FROM drop_off_points WHERE account_id = ? ORDER BY method_id',
  );
  const putPoint = db.prepare(
    `INSERT INTO drop_off_points (account_id, method_id, point_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, method_id) DO UPDATE SET point_id = excluded.point_id,
       updated_at = excluded.updated_at`,
  );
  const removePoint = db.prepare<[string, string]>(
    'DELETE FROM drop_off_points WHERE account_id = ? AND method_id = ?',
  );

  return {
    address(accountId: string): SenderAddress | null {
      const row = address.get(accountId);
      return row ? (JSON.parse(row.address) as SenderAddress) : null;
    },
    points: (accountId: string): Map<string, string> =>
      new Map(points.all(accountId).map((r) => [r.method_id, r.point_id])),
    /** The address and the points in one transaction: a parcel made meanwhile sees all of the change or none. */
    save: db.transaction(
      (
        accountId: string,
        saved: SenderAddress,
        changes: readonly { methodId: string; pointId: string | null }[],
        now: number,
      ): void => {
        putAddress.run(accountId, JSON.stringify(saved), now);
        for (const c of changes) {
          if (c.pointId === null) removePoint.run(accountId, c.methodId);
          else putPoint.run(accountId, c.methodId, c.pointId, now);
        }
      },
    ),
    /** Back to the account's own data; the drop-off points stay, being no part of the address. */
    reset: (accountId: string): boolean => removeAddress.run(accountId).changes > 0,
  };
}

export type SenderRepo = ReturnType<typeof createSenderRepo>;
