import type { WalletType } from '../../../../shared/payments';
import type { Db } from '../../db/open';
import type { PaymentOperationRecord } from './payment-operation-records';

/** A read pass of one wallet not finished yet: its fixed window and the offset reached in it. */
export interface ReadPass {
  since: string;
  until: string;
  offset: number;
}

/** The payment operations of the local copy as the sync writes them, and the read passes under way. */
export function createPaymentOperationsRepo(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO payment_operations (account_id, id, occurred_at, occurred_ms, type, op_group, wallet_type,
       wallet_operator, currency, value_amount, value_cents, balance_amount, balance_cents, payment_id,
       participant_login, participant_name, raw, stored_at)
     VALUES (@accountId, @id, @occurredAt, @occurredMs, @type, @group, @walletType, @operator, @currency,
       @valueAmount, @valueCents, @balanceAmount, @balanceCents, @paymentId, @participantLogin, @participantName,
       @raw, @storedAt)
     ON CONFLICT (account_id, id) DO UPDATE SET raw = excluded.raw, stored_at = excluded.stored_at,
       participant_login = excluded.participant_login, participant_name = excluded.participant_name
     WHERE payment_operations.raw <> excluded.raw`,
  );
  const newest = db.prepare<[string, string], { at: string | null }>(
    `SELECT occurred_at AS at FROM payment_operations WHERE account_id = ? AND wallet_type = ?
     ORDER BY occurred_ms DESC LIMIT 1`,
  );
  const getPass = db.prepare<[string, string], { since: string; until: string; next_offset: number }>(
    'SELECT since, until, next_offset FROM payment_operation_reads WHERE account_id = ? AND wallet_type = ?',
  );
  const setPass = db.prepare(
    `INSERT INTO payment_operation_reads (account_id, wallet_type, since, until, next_offset) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account_id, wallet_type) DO UPDATE SET since = excluded.since, until = excluded.until,
       next_offset = excluded.next_offset`,
  );
  const clearPass = db.prepare(
    'DELETE FROM payment_operation_reads WHERE account_id = ? AND wallet_type = ?',
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM payment_operations WHERE account_id = ?',
  );

  return {
    /** Stores a page of operations and where the pass stands after it, in one transaction: answers whether any row changed. */
    storePage: db.transaction(
      (
        accountId: string,
        wallet: WalletType,
        operations: readonly PaymentOperationRecord[],
        pass: ReadPass | null,
        now: number,
      ): boolean => {
        let changed = false;
        for (const op of operations) {
          changed = upsert.run({ ...op, accountId, storedAt: now }).changes > 0 || changed;
        }
        if (pass) setPass.run(accountId, wallet, pass.since, pass.until, pass.offset);
        else clearPass.run(accountId, wallet);
        return changed;
      },
    ),
    /** When the newest operation of the wallet in the local copy occurred. */
    newestAt: (accountId: string, wallet: WalletType): string | null =>
      newest.get(accountId, wallet)?.at ?? null,
    pass(accountId: string, wallet: WalletType): ReadPass | null {
      const row = getPass.get(accountId, wallet);
      return row ? { since: row.since, until: row.until, offset: row.next_offset } : null;
    },
    count: (accountId: string): number => count.get(accountId)!.n,
  };
}

export type PaymentOperationsRepo = ReturnType<typeof createPaymentOperationsRepo>;
