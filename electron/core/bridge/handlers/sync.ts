import type { Handlers } from '../../../../shared/contract';
import { initialSyncStatus } from '../../../../shared/sync-status';
import { AppError } from '../../errors';
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

const empty = { rows: [], total: 0 };

export function syncHandlers(_core: Core): SyncHandlers {
  return {
    'sync:getStatus': () => Promise.resolve(initialSyncStatus),
    'sync:syncNow': () => Promise.resolve(null),
    'orders:list': () => Promise.resolve(empty),
    'orders:get': ({ orderId }) => Promise.reject(new AppError('NOT_FOUND', `No order ${orderId}.`)),
    'orders:listDeliveryMethods': () => Promise.resolve([]),
    'offers:list': () => Promise.resolve(empty),
    'offers:get': ({ offerId }) => Promise.reject(new AppError('NOT_FOUND', `No offer ${offerId}.`)),
    'offers:refresh': () => Promise.resolve(null),
    'ratings:list': () => Promise.resolve(empty),
  };
}
