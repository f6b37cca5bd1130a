import type { AccountStatus, SignedOutReason } from '../../../shared/accounts';
import type { Db } from '../db/open';
import { iso } from '../kernel/time/iso';

export interface AccountRow {
  id: string;
  environment: string;
  userId: string;
  login: string;
  companyName: string | null;
  status: AccountStatus;
  signedOutReason: SignedOutReason | null;
  createdAt: string;
  updatedAt: string;
}

interface DbRow {
  id: string;
  environment: string;
  user_id: string;
  login: string;
  company_name: string | null;
  status: AccountStatus;
  signed_out_reason: SignedOutReason | null;
  created_at: string;
  updated_at: string;
}

const toRow = (row: DbRow): AccountRow => ({
  id: row.id,
  environment: row.environment,
  userId: row.user_id,
  login: row.login,
  companyName: row.company_name,
  status: row.status,
  signedOutReason: row.signed_out_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const accountId = (environment: string, userId: string): string => `${environment}:${userId}`;

export function createAccountsRepo(db: Db) {
  const all = db.prepare<[], DbRow>('SELECT * FROM accounts ORDER BY created_at, id');
  const one = db.prepare<[string], DbRow>('SELECT * FROM accounts WHERE id = ?');
  // ON CONFLICT DO UPDATE, not REPLACE: REPLACE deletes the row first, and the delete would cascade into every
  // cached table of the account. Signing in again must keep all of it.
  const upsert = db.prepare(
    `INSERT INTO accounts (id, environment, user_id, login, company_name, status, created_at, updated_at)
     VALUES (@id, @environment, @userId, @login, @companyName, 'signedIn', @now, @now)
     ON CONFLICT (id) DO UPDATE SET login = excluded.login, company_name = excluded.company_name,
       status = 'signedIn', signed_out_reason = NULL, updated_at = excluded.updated_at`,
  );
  const signOut = db.prepare(
    "UPDATE accounts SET status = 'signedOut', signed_out_reason = ?, updated_at = ? WHERE id = ?",
  );
  const remove = db.prepare('DELETE FROM accounts WHERE id = ?');
  // The search indexes are contentless virtual tables, out of reach of the accounts' cascade: an account's entries
  // go with it, or a search total would count offers and orders that are gone.
  const dropSearch = [
    db.prepare('DELETE FROM offers_fts WHERE rowid IN (SELECT rowid FROM offers WHERE account_id = ?)'),
    db.prepare('DELETE FROM orders_fts WHERE rowid IN (SELECT rowid FROM orders WHERE account_id = ?)'),
  ];
  const removeAll = db.transaction((id: string) => {
    for (const statement of dropSearch) statement.run(id);
    remove.run(id);
  });

  return {
    list: (): AccountRow[] => all.all().map(toRow),
    get: (id: string): AccountRow | null => {
      const row = one.get(id);
      return row ? toRow(row) : null;
    },
    signedIn(
      profile: { environment: string; userId: string; login: string; companyName: string | null },
      now: Date,
    ) {
      const id = accountId(profile.environment, profile.userId);
      upsert.run({ ...profile, id, now: iso(now) });
      return id;
    },
    signedOut(id: string, reason: SignedOutReason, now: Date): void {
      signOut.run(reason, iso(now), id);
    },
    remove(id: string): void {
      removeAll(id);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
