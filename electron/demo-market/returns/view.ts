import type { StoredRefund, StoredReturn } from './types';

const iso = (ms: number) => new Date(ms).toISOString();
const pln = (amount: string) => ({ amount, currency: 'PLN' });

/** A return as `CustomerReturn` in the yaml. */
export function returnView(r: StoredReturn) {
  return {
    id: r.id,
    isFulfillment: false,
    createdAt: iso(r.createdAt),
    referenceNumber: r.referenceNumber,
    orderId: r.orderId,
    buyer: r.buyer,
    items: r.items.map((i) => ({
      offerId: i.offerId,
      quantity: i.quantity,
      name: i.name,
      price: pln(i.price),
      url: `https://allegro.pl/oferta/${i.offerId}`,
      reason: i.reason,
      serialNumbers: [],
    })),
    parcels: r.parcels.map((p) => ({
      createdAt: iso(p.createdAt),
      waybill: p.waybill,
      transportingWaybill: p.transportingWaybill ?? null,
      carrierId: p.carrierId,
      transportingCarrierId: p.transportingCarrierId ?? null,
      sender: { phoneNumber: p.phoneNumber },
    })),
    rejection: r.rejection
      ? { code: r.rejection.code, reason: r.rejection.reason, createdAt: iso(r.rejection.createdAt) }
      : null,
    marketplaceId: 'allegro-pl',
    status: r.status,
  };
}

/** A refund as `RefundDetails` in the yaml. */
export function refundView(r: StoredRefund) {
  return {
    id: r.id,
    payment: { id: r.paymentId },
    order: { id: r.orderId },
    reason: r.reason,
    status: r.status,
    createdAt: iso(r.createdAt),
    totalValue: pln(r.total),
    lineItems: r.lineItems.map((l) =>
      l.type === 'QUANTITY'
        ? { id: l.id, type: l.type, quantity: l.quantity }
        : { id: l.id, type: l.type, value: pln(l.value ?? '0.00') },
    ),
    ...(r.delivery !== null ? { delivery: { value: pln(r.delivery) } } : {}),
    ...(r.sellerComment !== null ? { sellerComment: r.sellerComment } : {}),
  };
}
