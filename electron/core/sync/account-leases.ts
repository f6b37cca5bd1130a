import { createLease, type Lease } from '../db/lease';
import type { Db } from '../db/open';
import type { Logger } from '../kernel/ports';
import type { SyncedElsewhere } from '../../../shared/sync-status';

/**
 * The sync leases of this process's accounts (`sync_lease`): an account is synced only by the process holding its
 * lease, so the app and a command line on one data folder never sync it both, each with its own request budget. An
 * account another process holds is noted, and said once in the log, not at every round.
 */
export function createAccountLeases(deps: { db: Db; now: () => number; logger: Logger }) {
  const leases = new Map<string, Lease>();
  const elsewhere = new Map<string, SyncedElsewhere>();
  const held = new Set<string>();
  const leaseOf = (accountId: string): Lease => {
    let lease = leases.get(accountId);
    if (!lease)
      leases.set(
        accountId,
        (lease = createLease({ db: deps.db, table: 'sync_lease', accountId, now: deps.now })),
      );
    return lease;
  };

  return {
    /**
     * Takes or renews the account's lease; false when another process syncs it (then noted as elsewhere). A database
     * too busy to answer (a long write of the other process) keeps what was: a held lease is not dropped for it.
     */
    take(accountId: string): boolean {
      const lease = leaseOf(accountId);
      let got: boolean;
      try {
        got = lease.acquire().held;
      } catch (error) {
        deps.logger.warn('sync lease not renewed', { account: accountId, error: String(error) });
        return held.has(accountId);
      }
      if (got) {
        held.add(accountId);
        if (elsewhere.delete(accountId))
          deps.logger.info('sync of the account taken over', { account: accountId });
        return true;
      }
      held.delete(accountId);
      const holder = lease.holder();
      const noted: SyncedElsewhere = { accountId, pid: holder?.pid ?? 0, host: holder?.host ?? '' };
      const before = elsewhere.get(accountId);
      if (before?.pid !== noted.pid || before.host !== noted.host)
        deps.logger.info('account synced by another process', {
          account: accountId,
          pid: noted.pid,
          host: noted.host,
        });
      elsewhere.set(accountId, noted);
      return false;
    },
    /** Who syncs the account instead of this process (null: nobody, or this process). */
    elsewhereOf: (accountId: string): SyncedElsewhere | null => elsewhere.get(accountId) ?? null,
    elsewhere: (): SyncedElsewhere[] => [...elsewhere.values()],
    /** Gives the account's lease back (if held) and forgets it: signed out, or this process stops syncing. */
    release(accountId: string): void {
      try {
        leases.get(accountId)?.release();
      } catch (error) {
        // Left in the table, it passes on once this process is gone.
        deps.logger.warn('sync lease not released', { account: accountId, error: String(error) });
      }
      leases.delete(accountId);
      held.delete(accountId);
      elsewhere.delete(accountId);
    },
    releaseAll(): void {
      for (const accountId of [...leases.keys()]) this.release(accountId);
      elsewhere.clear();
    },
  };
}

export type AccountLeases = ReturnType<typeof createAccountLeases>;
