import { z } from 'zod';
import {
  fulfillmentStatuses,
  orderSorts,
  orderStatuses,
  type DeliveryMethodOption,
  type OrderDetail,
  type OrderRow,
} from '../orders';
import type { Change } from '../outbox';
import type { Page } from '../page';
import { trackingLimits, type OrderTracking } from '../tracking';
import { channel } from './define';
import { accountIdField, isoDateTime, pagingFields, searchField, emptyList, emptyPage } from './query';

export const orderListSchema = z
  .object({
    accountId: accountIdField,
    status: z.array(z.enum(orderStatuses)).max(orderStatuses.length).optional(),
    fulfillmentStatus: z.array(z.enum(fulfillmentStatuses)).max(fulfillmentStatuses.length).optional(),
    deliveryMethodId: z.array(z.string().min(1).max(200)).max(100).optional(),
    /** Purchase time range, inclusive. */
    boughtFrom: isoDateTime.optional(),
    boughtTo: isoDateTime.optional(),
    search: searchField,
    /** Orders the buyer merged into another one are hidden unless asked for. */
    includeSuperseded: z.boolean().default(false),
    /** Only orders whose buyer asked for an invoice that is not attached yet. */
    invoiceMissing: z.boolean().optional(),
    sort: z.enum(orderSorts).default('-boughtAt'),
    ...pagingFields,
  })
  .strict();

export type OrderListQuery = z.output<typeof orderListSchema>;

const orderRef = z.object({ accountId: accountIdField, orderId: z.string().min(1).max(200) }).strict();

/** Queries answer from the local copy only: they work offline and never wait for the network. */
export const orderChannels = {
  'orders:list': channel<Page<OrderRow>>()(orderListSchema, emptyPage),
  /** NOT_FOUND when the order is not in the local copy. */
  'orders:get': channel<OrderDetail>()(orderRef, 'required'),
  'orders:listDeliveryMethods': channel<DeliveryMethodOption[]>()(
    z.object({ accountId: accountIdField }).strict().optional(),
    emptyList,
  ),
  /** Orders waiting to be packed in every account of the local copy: the count the window's title shows. */
  'orders:countToPack': channel<number>()(z.undefined()),
  /** The carriers kept from the marketplace and the order's tracking changes on their way or refused. */
  'orders:getTracking': channel<OrderTracking>()(orderRef, 'required'),
  /** Queues a tracking number added by hand (and, with `markSent`, the status SENT after it). */
  'orders:addTracking': channel<Change[]>()(
    z
      .object({
        accountId: accountIdField,
        orderId: z.string().min(1).max(200),
        carrierId: z.string().min(1).max(100),
        carrierName: z.string().max(trackingLimits.carrierNameMax).nullable(),
        waybill: z.string().min(1).max(trackingLimits.waybillMax),
        lineItemIds: z.array(z.string().min(1).max(200)).max(1000).nullable(),
        markSent: z.boolean(),
      })
      .strict(),
    'required',
  ),
  /** Queues the fulfillment status set by hand (RETURNED is the marketplace's own). */
  'orders:setStatus': channel<Change[]>()(
    z
      .object({
        accountId: accountIdField,
        orderId: z.string().min(1).max(200),
        status: z.enum(fulfillmentStatuses).exclude(['RETURNED']),
      })
      .strict(),
    'required',
  ),
};
