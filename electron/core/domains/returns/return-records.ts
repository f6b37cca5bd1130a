import type { CustomerReturnRecord, Refund } from '../../../../shared/returns';
import { arr, int, isoTime, MalformedRecord, money, obj, str } from '../../market/records/json';
import { iso } from '../../kernel/time/iso';

/** A customer return (CustomerReturn in the yaml) as the local copy keeps it; none without an id or order. */
export function customerReturnFrom(value: unknown): CustomerReturnRecord {
  const o = obj(value);
  const id = str(o?.id);
  const orderId = str(o?.orderId);
  if (!o || !id || !orderId) throw new MalformedRecord('a customer return without its id or order');
  const rejection = obj(o.rejection);
  return {
    id,
    orderId,
    status: str(o.status) ?? 'CREATED',
    createdAt: isoTime(o.createdAt) ?? iso(0),
    referenceNumber: str(o.referenceNumber),
    buyerLogin: str(obj(o.buyer)?.login),
    items: arr(o.items).map((value) => {
      const item = obj(value);
      const reason = obj(item?.reason);
      return {
        offerId: str(item?.offerId) ?? '',
        name: str(item?.name) ?? '',
        quantity: int(item?.quantity) ?? 0,
        price: money(item?.price),
        reason: str(reason?.type),
        comment: str(reason?.userComment),
      };
    }),
    parcels: arr(o.parcels).map((value) => {
      const parcel = obj(value);
      return {
        waybill: str(parcel?.waybill) ?? '',
        carrierId: str(parcel?.carrierId),
        createdAt: isoTime(parcel?.createdAt),
        transportingWaybill: str(parcel?.transportingWaybill),
        transportingCarrierId: str(parcel?.transportingCarrierId),
      };
    }),
    rejection: rejection ? { code: str(rejection.code) ?? '', reason: str(rejection.reason) } : null,
  };
}

/** A refund of a payment (RefundDetails in the yaml); none without its id or payment. */
export function refundFrom(value: unknown): Omit<Refund, 'waiting' | 'returnId'> {
  const o = obj(value);
  const id = str(o?.id);
  const paymentId = str(obj(o?.payment)?.id);
  if (!o || !id || !paymentId) throw new MalformedRecord('a refund without its id or payment');
  return {
    id,
    paymentId,
    orderId: str(obj(o.order)?.id) ?? '',
    status: str(o.status) ?? 'NEW',
    reason: str(o.reason) ?? 'REFUND',
    total: money(o.totalValue) ?? { amount: '0.00', currency: 'PLN' },
    createdAt: isoTime(o.createdAt) ?? iso(0),
  };
}
