import type { HandlersOf } from '../../../../shared/contract';
import type { orderChannels } from '../../../../shared/contract/orders';
import type { Core } from '../../compose';

/** Reads from the local copy only (synchronous SQLite): they answer offline and at once; a tracking number or a status is queued. */
export function orderHandlers(core: Core): HandlersOf<typeof orderChannels> {
  const { orders } = core.queries;
  return {
    'orders:list': (query) => orders.list(query),
    'orders:get': ({ accountId, orderId }) => orders.get(accountId, orderId),
    'orders:listDeliveryMethods': ({ accountId }) => orders.deliveryMethods(accountId),
    'orders:countToPack': () => core.orderNotices.toPack(),
    'orders:getTracking': ({ accountId, orderId }) => orders.tracking(accountId, orderId),
    'orders:addTracking': ({ accountId, orderId, ...input }) =>
      core.actions.orders.track(accountId, orderId, input),
    'orders:setStatus': ({ accountId, orderId, status }) =>
      core.actions.orders.setStatus(accountId, orderId, status),
  };
}
