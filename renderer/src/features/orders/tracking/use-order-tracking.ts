import type { OrderTracking } from '../../../../../shared/tracking';
import { api } from '../../../api/client';
import { createDetailRead } from '../../../stores/detail-read';

/** The open order's carriers and tracking changes, from the local copy; read again when the outbox or it changes. */
export const useOrderTracking = createDetailRead<OrderTracking>({
  tables: ['orders', 'outbox', 'reference_data'],
  read: (orderId) => api.orders.getTracking({ orderId }),
});

/** Queues a tracking number added by hand (and the order marked sent after it, when asked). */
export const addTracking = (input: Parameters<typeof api.orders.addTracking>[0]) =>
  api.orders.addTracking(input);

/** Queues the order's status set to SENT by hand (a parcel whose number the marketplace has already). */
export const markOrderSent = (orderId: string) => api.orders.setStatus({ orderId, status: 'SENT' });
