import type { OrderListQuery } from '../../../../shared/contract/orders';
import type { FulfillmentStatus, LineItemsSent, OrderRow, OrderStatus } from '../../../../shared/orders';
import type { Page } from '../../../../shared/page';
import { ftsQuery } from '../../db/search-text';
import { searchPage, type CountCache } from '../../db/search-plan';
import { iso } from '../../kernel/time/iso';
import { placeholders, type StatementCache } from '../../db/statements';
import { invoiceMissingWhere } from '../invoices/invoice-filter';

export interface OrderListRow {
  id: string;
  account_id: string;
  status: string;
  fulfillment_status: string | null;
  buyer_login: string;
  buyer_name: string | null;
  bought_at: string | null;
  updated_at: string | null;
  total_amount: string | null;
  currency: string | null;
  payment_type: string | null;
  paid: number;
  delivery_method_id: string | null;
  delivery_method_name: string | null;
  item_count: number;
  line_item_count: number;
  first_item_title: string | null;
  line_items_sent: string | null;
  has_message: number;
  superseded_by: string | null;
}

export const orderListColumns = `o.id, o.account_id, o.status, o.fulfillment_status, o.buyer_login, o.buyer_name,
  o.bought_at, o.updated_at, o.total_amount, o.currency, o.payment_type, o.paid, o.delivery_method_id,
  o.delivery_method_name, o.item_count, o.line_item_count, o.first_item_title, o.line_items_sent, o.has_message,
  o.superseded_by`;

const orderBy: Record<OrderListQuery['sort'], string> = {
  boughtAt: 'o.bought_at ASC, o.id ASC',
  '-boughtAt': 'o.bought_at DESC, o.id DESC',
  updatedAt: 'o.updated_at ASC, o.id ASC',
  '-updatedAt': 'o.updated_at DESC, o.id DESC',
  totalToPay: 'o.total_value ASC, o.id ASC',
  '-totalToPay': 'o.total_value DESC, o.id DESC',
  buyerLogin: 'o.buyer_login_key ASC, o.id ASC',
  '-buyerLogin': 'o.buyer_login_key DESC, o.id DESC',
};

export function toOrderRow(row: OrderListRow): OrderRow {
  return {
    id: row.id,
    accountId: row.account_id,
    status: row.status as OrderStatus,
    fulfillmentStatus: row.fulfillment_status as FulfillmentStatus | null,
    buyerLogin: row.buyer_login,
    buyerName: row.buyer_name,
    boughtAt: row.bought_at,
    updatedAt: row.updated_at,
    totalToPay:
      row.total_amount !== null && row.currency !== null
        ? { amount: row.total_amount, currency: row.currency }
        : null,
    paymentType: row.payment_type,
    paid: row.paid === 1,
    deliveryMethodId: row.delivery_method_id,
    deliveryMethodName: row.delivery_method_name,
    itemCount: row.item_count,
    lineItemCount: row.line_item_count,
    firstItemTitle: row.first_item_title,
    lineItemsSent: row.line_items_sent as LineItemsSent | null,
    hasMessageToSeller: row.has_message === 1,
    supersededBy: row.superseded_by,
  };
}

/** The orders list from the cache: filters, prefix search, sort, one page and the total. */
export function listOrders(
  statements: StatementCache,
  counts: CountCache,
  accountId: string,
  q: OrderListQuery,
): Page<OrderRow> {
  const where = ['o.account_id = ?'];
  const args: unknown[] = [accountId];
  if (!q.includeSuperseded) where.push('o.superseded_by IS NULL');
  if (q.status?.length) {
    where.push(`o.status IN (${placeholders(q.status.length)})`);
    args.push(...q.status);
  }
  if (q.fulfillmentStatus?.length) {
    where.push(`o.fulfillment_status IN (${placeholders(q.fulfillmentStatus.length)})`);
    args.push(...q.fulfillmentStatus);
  }
  if (q.deliveryMethodId?.length) {
    where.push(`o.delivery_method_id IN (${placeholders(q.deliveryMethodId.length)})`);
    args.push(...q.deliveryMethodId);
  }
  if (q.boughtFrom) {
    where.push('o.bought_at >= ?');
    args.push(iso(q.boughtFrom));
  }
  if (q.boughtTo) {
    where.push('o.bought_at <= ?');
    args.push(iso(q.boughtTo));
  }
  if (q.invoiceMissing) where.push(invoiceMissingWhere);
  const match = ftsQuery(q.search);
  const filter = where.join(' AND ');
  if (match) {
    const filtered =
      q.status?.length ||
      q.fulfillmentStatus?.length ||
      q.deliveryMethodId?.length ||
      q.boughtFrom ||
      q.boughtTo ||
      q.invoiceMissing;
    const page = searchPage<OrderListRow>(
      statements,
      () => counts('orders', () => statements<{ n: number }>('SELECT count(*) AS n FROM orders').get()!.n),
      {
        fts: 'orders_fts',
        table: 'orders',
        match,
        where: filter,
        args,
        complement: filtered
          ? null
          : {
              rowids: q.includeSuperseded
                ? 'SELECT rowid FROM orders WHERE account_id <> ?'
                : `SELECT rowid FROM orders WHERE account_id <> ?
                   UNION ALL SELECT rowid FROM orders WHERE account_id = ? AND superseded_by IS NOT NULL`,
              args: q.includeSuperseded ? [accountId] : [accountId, accountId],
              visible: () =>
                counts(`orders:${accountId}:${q.includeSuperseded}`, () => {
                  const all = statements<{ n: number }>(
                    'SELECT count(*) AS n FROM orders WHERE account_id = ?',
                  ).get(accountId)!.n;
                  if (q.includeSuperseded) return all;
                  return (
                    all -
                    statements<{ n: number }>(
                      'SELECT count(*) AS n FROM orders WHERE account_id = ? AND superseded_by IS NOT NULL',
                    ).get(accountId)!.n
                  );
                }),
            },
        columns: orderListColumns,
        orderBy: orderBy[q.sort],
        limit: q.limit,
        offset: q.offset,
      },
    );
    return { rows: page.rows.map(toOrderRow), total: page.total };
  }
  const total = statements<{ n: number }>(`SELECT count(*) AS n FROM orders o WHERE ${filter}`).get(
    ...args,
  )!.n;
  const rows =
    total === 0 || q.offset >= total
      ? []
      : statements<OrderListRow>(
          `SELECT ${orderListColumns} FROM orders o WHERE ${filter} ORDER BY ${orderBy[q.sort]} LIMIT ? OFFSET ?`,
        )
          .all(...args, q.limit, q.offset)
          .map(toOrderRow);
  return { rows, total };
}
