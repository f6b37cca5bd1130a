import type { Db } from '../../db/open';
import type { ShippingOrders } from '../../shipping/orders-port';
import { orderDeliveryMethods, orderDetail } from './order-detail';
import { createOrderSync } from './order-sync';
import { createOrdersRepo } from './orders-repo';
import { isTakenElsewhere, listQueue, queueCounts, resolveScan } from './packing-queue';

/** The orders as the packing station reads and changes them, bound to one database. */
export function createShippingOrders(db: Db): ShippingOrders {
  const orders = createOrdersRepo(db);
  return {
    orderSync: (deps) => createOrderSync({ ...deps, db, orders }),
    detail: orderDetail,
    deliveryMethods: orderDeliveryMethods,
    listQueue,
    queueCounts,
    resolveScan,
    isTakenElsewhere,
  };
}
