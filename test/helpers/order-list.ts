import type { Core } from '../../electron/core/compose';
import type { OrderListQuery } from '../../shared/contract/orders';

/** The local copy's orders as the orders section first lists them (newest first, 500 rows), narrowed by `filter`. */
export const localOrders = (core: Core, accountId: string, filter: Partial<OrderListQuery> = {}) =>
  core.queries.orders.list({
    accountId,
    sort: '-boughtAt',
    offset: 0,
    limit: 500,
    includeSuperseded: false,
    ...filter,
  });
