import type { Handlers } from '../../../../shared/contract';
import type { Core } from '../../app';

type SyncHandlers = Pick<
  Handlers,
  | 'sync:getStatus'
  | 'sync:syncNow'
  | 'orders:list'
  | 'orders:get'
  | 'orders:listDeliveryMethods'
  | 'offers:list'
  | 'offers:get'
  | 'offers:refresh'
  | 'ratings:list'
>;

/** Reads answer from the local copy (synchronous SQLite), so each binding only wraps one query in a promise. */
export function syncHandlers(core: Core): SyncHandlers {
  const { queries } = core;
  // A throw inside the executor becomes a rejection, which the registrar maps to an error envelope.
  const answer = <T>(read: () => T): Promise<T> => new Promise<T>((resolve) => resolve(read()));
  return {
    'sync:getStatus': () => answer(() => core.sync.status()),
    'sync:syncNow': (input) =>
      answer(() => {
        core.sync.syncNow(input ?? {});
        return null;
      }),
    'orders:list': (q) => answer(() => queries.orders.list(q)),
    'orders:get': ({ accountId, orderId }) => answer(() => queries.orders.get(accountId, orderId)),
    'orders:listDeliveryMethods': (input) => answer(() => queries.orders.deliveryMethods(input?.accountId)),
    'offers:list': (q) => answer(() => queries.offers.list(q)),
    'offers:get': ({ accountId, offerId }) => answer(() => queries.offers.get(accountId, offerId)),
    'offers:refresh': ({ accountId, offerId }) =>
      answer(() => {
        const id = accountId ?? core.settings.get().activeAccountId;
        if (id) core.sync.refreshOffer(id, offerId);
        return null;
      }),
    'ratings:list': (q) => answer(() => queries.ratings.list(q)),
  };
}
