import { makeBuyer, makeDelivery, purchaseEmail } from '../data/buyers';
import { deliveryMethods, parcelServices } from '../data/delivery';
import type { Random } from '../random';
import type { StoreData } from '../state/store';
import type { Buyer, Offer, Order } from '../state/types';

export interface OrderSpec {
  sellerId: string;
  items: { offer: Offer; quantity: number }[];
  boughtAt: number;
  buyer?: Buyer;
  methodId?: string;
  /** The payment the buyer chooses; default drawn (cash on delivery only where the method's carrier takes it). */
  paymentType?: Order['payment']['type'];
}

/** Buyers cannot choose cash on delivery where the method's parcel service does not collect it. */
const cashOnDeliveryAllowed = (methodId: string) =>
  parcelServices.find((s) => s.deliveryMethodId === methodId)?.cashOnDelivery ?? true;

export function newBuyer(r: Random, data: StoreData): Buyer {
  return makeBuyer(r, ++data.counters.buyerId);
}

/** A new checkout form in BOUGHT: the buyer, a fresh purchase e-mail, line items, delivery and payment. */
export function buildOrder(r: Random, data: StoreData, spec: OrderSpec): Order {
  const buyer = { ...(spec.buyer ?? newBuyer(r, data)) };
  buyer.email = purchaseEmail(r);
  const method = deliveryMethods.find((m) => m.id === spec.methodId);
  const delivery = makeDelivery(r, buyer, method);
  const drawn = r.weighted([
    ['ONLINE', 85],
    ['CASH_ON_DELIVERY', 10],
    ['WIRE_TRANSFER', 5],
  ] as const);
  const payType =
    spec.paymentType ??
    (drawn === 'CASH_ON_DELIVERY' && !cashOnDeliveryAllowed(delivery.methodId) ? 'ONLINE' : drawn);
  return {
    id: r.uuid(),
    sellerId: spec.sellerId,
    buyer,
    status: 'BOUGHT',
    fulfillment: 'NEW',
    provider: 'SELLER',
    lineItems: spec.items.map(({ offer, quantity }) => ({
      id: r.uuid(),
      offerId: offer.id,
      offerName: offer.name,
      externalId: offer.externalId,
      quantity,
      price: offer.price,
      originalPrice: offer.price,
      boughtAt: spec.boughtAt,
    })),
    payment: {
      id: r.uuid(),
      type: payType,
      provider:
        payType === 'ONLINE' ? r.pick(['P24', 'PAYU']) : payType === 'CASH_ON_DELIVERY' ? 'OFFLINE' : 'P24',
      finishedAt: null,
      paidAmount: null,
    },
    delivery,
    invoiceRequired: buyer.companyName !== null && r.chance(0.7),
    messageToSeller: r.chance(0.1)
      ? r.pick([
          'Proszę o staranne zapakowanie.',
          'To prezent, bez paragonu w paczce.',
          'Proszę o wysyłkę jak najszybciej.',
        ])
      : null,
    shipments: [],
    createdAt: spec.boughtAt,
    updatedAt: spec.boughtAt,
    version: 0,
    mergedInto: null,
  };
}

/** A buyer pays a checkout form: READY_FOR_PROCESSING with the payment finished (unless cash on delivery). */
export function markPaid(order: Order, at: number, total: string): void {
  order.status = 'READY_FOR_PROCESSING';
  order.payment.finishedAt = order.payment.type === 'CASH_ON_DELIVERY' ? null : at;
  order.payment.paidAmount = order.payment.type === 'CASH_ON_DELIVERY' ? null : total;
}
