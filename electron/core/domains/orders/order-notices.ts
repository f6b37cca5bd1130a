import type { NewPaidOrders } from '../../../../shared/orders';
import type { Db } from '../../db/open';
import type { EventBus } from '../../kernel/event-bus';
import type { Clock, Logger } from '../../kernel/ports';
import { createSyncStateRepo } from '../../sync/sync-state-repo';
import { waiting } from './packing-queue';

export interface OrderNotices {
  /**
   * Looks at one account's packing queue: the orders new to it are recorded and announced (`orders:newPaid`), once
   * ever. Nothing is announced before the account's first complete load; the first look after it takes the queue in
   * silently. Answers what was announced, or null.
   */
  look(accountId: string): NewPaidOrders | null;
  /** Looks at every account: at start, for what the last run wrote after its last look, and to take baselines. */
  lookAll(): void;
  /** Orders waiting to be packed, of every account but those signed out of: the tray's and the badge's count. */
  toPack(): number;
}

/**
 * Announces each paid order new to the packing queue. It looks after every write of orders (`changed`), whoever
 * wrote them (the sync's streams, its writer thread, the packing station), so it needs no hook in any of them; the
 * recorded notices make a restart, a re-list or a second look announce nothing twice.
 */
export function createOrderNotices(deps: {
  db: Db;
  events: EventBus;
  clock: Clock;
  logger: Logger;
}): OrderNotices {
  const { db, events, clock } = deps;
  const state = createSyncStateRepo(db);
  const accountIds = db.prepare<[], { id: string }>('SELECT id FROM accounts');
  // An account the seller signed out of is not packed at this station; one whose sign-in ran out still is.
  const packedAccountIds = db.prepare<[], { id: string }>(
    `SELECT id FROM accounts WHERE status = 'signedIn' OR coalesce(signed_out_reason, '') <> 'signed-out'`,
  );
  const baseline = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM order_notice_baselines WHERE account_id = ?',
  );
  const takeBaseline = db.prepare<[string, number]>(
    'INSERT INTO order_notice_baselines (account_id, taken_at) VALUES (?, ?)',
  );
  // Unsorted: an ORDER BY bought_at would walk every order of the account by that index rather than the queue's.
  const unnoticed = db.prepare<
    [string],
    { id: string; buyer_login: string; item_count: number; bought_at: string | null }
  >(
    `SELECT o.id, o.buyer_login, o.item_count, o.bought_at FROM orders o WHERE ${waiting}
       AND NOT EXISTS (SELECT 1 FROM order_notices n WHERE n.account_id = o.account_id AND n.order_id = o.id)`,
  );
  const notice = db.prepare<[string, string, number, number]>(
    'INSERT INTO order_notices (account_id, order_id, noticed_at, announced) VALUES (?, ?, ?, ?)',
  );
  const countOf = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM orders o WHERE ${waiting}`);

  const record = db.transaction((accountId: string): NewPaidOrders | null => {
    const fresh = unnoticed
      .all(accountId)
      .sort((a, b) => (a.bought_at ?? '').localeCompare(b.bought_at ?? '') || a.id.localeCompare(b.id));
    const silent = baseline.get(accountId)!.n === 0;
    if (fresh.length === 0 && !silent) return null;
    const now = clock.now();
    for (const row of fresh) notice.run(accountId, row.id, now, silent ? 0 : 1);
    if (silent) {
      takeBaseline.run(accountId, now);
      return null;
    }
    return {
      accountId,
      orders: fresh.map((row) => ({ id: row.id, buyerLogin: row.buyer_login, itemCount: row.item_count })),
      toPack: countOf.get(accountId)!.n,
    };
  });

  function look(accountId: string): NewPaidOrders | null {
    // A first sync's orders arrive page by page: none of them is news to the seller who just added the account.
    if (state.get(accountId, 'orders').lastCompleteAt === null) return null;
    const found = record(accountId);
    if (found) events.emit('orders:newPaid', found);
    return found;
  }

  function lookAll(): void {
    // A notice is no reason to fail the write that caused the look (nor a close racing it): the next look retries.
    try {
      for (const { id } of accountIds.all()) look(id);
    } catch (error) {
      deps.logger.warn('new paid orders could not be looked for', { error });
    }
  }

  events.on('changed', ({ tables }) => {
    if (tables.includes('orders')) lookAll();
  });

  return {
    look,
    lookAll,
    toPack: () => packedAccountIds.all().reduce((sum, { id }) => sum + countOf.get(id)!.n, 0),
  };
}
