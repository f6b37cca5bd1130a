import type { PaymentListQuery } from '../../../../shared/contract/payments';
import type { Page } from '../../../../shared/page';
import type {
  PaymentBalances,
  PaymentOperationRow,
  WalletBalance,
  WalletType,
} from '../../../../shared/payments';
import type { Db } from '../../db/open';

interface Stored {
  id: string;
  occurred_at: string;
  type: string;
  op_group: string;
  wallet_type: WalletType;
  wallet_operator: string | null;
  currency: string;
  value_amount: string;
  balance_amount: string | null;
  payment_id: string | null;
  participant_login: string | null;
  participant_name: string | null;
  order_id: string | null;
}

/**
 * The operations with the order carrying each one's payment, found through the index `orders_by_payment` (066).
 * The buyer is the one the marketplace named with the operation, else the order's: a blockade or a cancelled refund
 * names the payment and no one.
 */
const fromOperations = `payment_operations p
  LEFT JOIN orders o ON o.account_id = p.account_id AND o.id = (
    SELECT each.id FROM orders each WHERE p.payment_id IS NOT NULL AND each.account_id = p.account_id
      AND each.payment_id = p.payment_id ORDER BY each.superseded_by IS NOT NULL LIMIT 1)`;
const columns = `p.id, p.occurred_at, p.type, p.op_group, p.wallet_type, p.wallet_operator, p.currency,
  p.value_amount, p.balance_amount, p.payment_id, coalesce(p.participant_login, o.buyer_login) AS participant_login,
  p.participant_name, o.id AS order_id`;

const toRow = (r: Stored): PaymentOperationRow => ({
  id: r.id,
  occurredAt: r.occurred_at,
  type: r.type,
  group: r.op_group,
  walletType: r.wallet_type,
  operator: r.wallet_operator,
  value: { amount: r.value_amount, currency: r.currency },
  balance: r.balance_amount === null ? null : { amount: r.balance_amount, currency: r.currency },
  paymentId: r.payment_id,
  orderId: r.order_id,
  buyerLogin: r.participant_login,
  buyerName: r.participant_name,
});

// Operations at the same instant keep the order the marketplace listed them in (newest first, stored in that order).
const newestFirst = 'ORDER BY p.occurred_ms DESC, p.rowid ASC';
const orderBy: Record<PaymentListQuery['sort'], string> = {
  '-occurredAt': newestFirst,
  occurredAt: 'ORDER BY p.occurred_ms ASC, p.rowid DESC',
};

/** The screens' reads of payment operations, from the local copy only. */
export function createPaymentQueries(db: Db) {
  const byPayment = db.prepare<[string, string], Stored>(
    `SELECT ${columns} FROM ${fromOperations} WHERE p.account_id = ? AND p.payment_id = ? ${newestFirst} LIMIT 500`,
  );
  // Per wallet the balance of its newest operation (SQLite takes the bare columns from the row of max()).
  const wallets = db.prepare<
    [string],
    {
      wallet_type: WalletType;
      wallet_operator: string | null;
      currency: string;
      balance_amount: string;
      occurred_at: string;
      cents: number;
      ms: number;
    }
  >(
    `SELECT wallet_type, wallet_operator, currency, balance_amount, balance_cents AS cents, occurred_at,
       max(occurred_ms) AS ms
     FROM payment_operations WHERE account_id = ? AND balance_amount IS NOT NULL
     GROUP BY wallet_type, wallet_operator, currency ORDER BY currency, wallet_type, wallet_operator`,
  );

  return {
    list(accountId: string, q: PaymentListQuery): Page<PaymentOperationRow> {
      const where = ['p.account_id = ?'];
      const args: unknown[] = [accountId];
      if (q.group) {
        where.push('p.op_group = ?');
        args.push(q.group);
      }
      if (q.walletType) {
        where.push('p.wallet_type = ?');
        args.push(q.walletType);
      }
      if (q.from) {
        where.push('p.occurred_ms >= ?');
        args.push(Date.parse(q.from));
      }
      if (q.to) {
        where.push('p.occurred_ms <= ?');
        args.push(Date.parse(q.to));
      }
      const filter = where.join(' AND ');
      const total = db
        .prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM payment_operations p WHERE ${filter}`)
        .get(...args)!.n;
      const rows =
        total === 0 || q.offset >= total
          ? []
          : db
              .prepare<unknown[], Stored>(
                `SELECT ${columns} FROM ${fromOperations} WHERE ${filter} ${orderBy[q.sort]} LIMIT ? OFFSET ?`,
              )
              .all(...args, q.limit, q.offset)
              .map(toRow);
      return { rows, total };
    },
    ofPayment: (accountId: string, paymentId: string): PaymentOperationRow[] =>
      byPayment.all(accountId, paymentId).map(toRow),
    balances(accountId: string): PaymentBalances {
      const rows = wallets.all(accountId);
      const list: WalletBalance[] = rows.map((r) => ({
        walletType: r.wallet_type,
        operator: r.wallet_operator,
        balance: { amount: r.balance_amount, currency: r.currency },
        asOf: r.occurred_at,
      }));
      const sums = new Map<string, { available: number; waiting: number }>();
      for (const r of rows) {
        const sum = sums.get(r.currency) ?? { available: 0, waiting: 0 };
        if (r.wallet_type === 'AVAILABLE') sum.available += r.cents;
        else sum.waiting += r.cents;
        sums.set(r.currency, sum);
      }
      const money = (cents: number, currency: string) => ({ amount: (cents / 100).toFixed(2), currency });
      return {
        wallets: list,
        totals: [...sums].map(([currency, s]) => ({
          currency,
          available: money(s.available, currency),
          waiting: money(s.waiting, currency),
        })),
      };
    },
  };
}
