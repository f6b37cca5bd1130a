import type {
  Category,
  ChangePriceCommand,
  ConditionAttachment,
  OfferCommand,
  Offer,
  OfferEvent,
  OfferOperation,
  Order,
  OrderEvent,
  Parcel,
  ParcelCommand,
  Pickup,
  Product,
  Rating,
  Seller,
} from './types';
import type { OrderInvoice } from '../invoices/types';

/** Everything the shop holds; this object is what `stateDir` saves. */
export interface StoreData {
  sellers: Seller[];
  categories: Category[];
  products: Product[];
  offers: Offer[];
  operations: OfferOperation[];
  orders: Order[];
  orderEvents: OrderEvent[];
  offerEvents: OfferEvent[];
  ratings: Rating[];
  parcels: Parcel[];
  parcelCommands: ParcelCommand[];
  pickups: Pickup[];
  offerCommands: OfferCommand[];
  changePriceCommands: ChangePriceCommand[];
  /** Warranty PDFs (after-sales conditions), created and uploaded by the sellers. */
  conditionAttachments: ConditionAttachment[];
  /** Invoices added to orders; absent in a shop saved before they were kept (made then, see invoices/routes). */
  orderInvoices?: OrderInvoice[];
  counters: {
    offerId: number;
    offerSeq: number;
    orderEventSeq: number;
    lastOrderEventId: number;
    offerEventSeq: number;
    waybill: number;
    parcelId: number;
    buyerId: number;
  };
}

export function emptyStoreData(): StoreData {
  return {
    sellers: [],
    categories: [],
    products: [],
    offers: [],
    operations: [],
    orders: [],
    orderEvents: [],
    offerEvents: [],
    ratings: [],
    parcels: [],
    parcelCommands: [],
    pickups: [],
    offerCommands: [],
    changePriceCommands: [],
    conditionAttachments: [],
    counters: {
      offerId: 17_000_000_000,
      offerSeq: 0,
      orderEventSeq: 0,
      lastOrderEventId: 0,
      offerEventSeq: 0,
      waybill: 0,
      parcelId: 0,
      buyerId: 80_000_000,
    },
  };
}

function indexBy<T>(items: T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(key(item), item);
  return map;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * The shop in memory: the saved arrays plus indexes by id and by seller. Per-seller lists keep insertion
 * order (offers by creation, journals by event sequence), which the list endpoints rely on.
 */
export function createStore(data: StoreData) {
  const byId = {
    seller: indexBy(data.sellers, (s) => s.id),
    category: indexBy(data.categories, (c) => c.id),
    product: indexBy(data.products, (p) => p.id),
    productByEan: indexBy(data.products, (p) => p.ean),
    offer: indexBy(data.offers, (o) => o.id),
    operation: indexBy(data.operations, (o) => o.id),
    order: indexBy(data.orders, (o) => o.id),
    rating: indexBy(data.ratings, (r) => r.id),
    parcel: indexBy(data.parcels, (p) => p.id),
    parcelCommand: indexBy(data.parcelCommands, (c) => `${c.family}:${c.kind}:${c.id}`),
    pickup: indexBy(data.pickups, (p) => p.id),
    offerCommand: indexBy(data.offerCommands, (c) => `${c.kind}:${c.id}`),
    changePrice: indexBy(data.changePriceCommands, (c) => c.id),
    conditionAttachment: indexBy(data.conditionAttachments, (a) => a.id),
  };
  const bySeller = {
    offers: groupBy(data.offers, (o) => o.sellerId),
    orders: groupBy(data.orders, (o) => o.sellerId),
    orderEvents: groupBy(data.orderEvents, (e) => e.sellerId),
    offerEvents: groupBy(data.offerEvents, (e) => e.sellerId),
    ratings: groupBy(data.ratings, (r) => r.sellerId),
  };
  const pushTo = <T>(map: Map<string, T[]>, sellerId: string, item: T) => {
    const list = map.get(sellerId);
    if (list) list.push(item);
    else map.set(sellerId, [item]);
  };
  /** Per seller: when the offer list last changed (Last-Modified of GET /sale/offers). */
  const offersChangedAt = new Map<string, number>();
  for (const o of data.offers)
    offersChangedAt.set(o.sellerId, Math.max(offersChangedAt.get(o.sellerId) ?? 0, o.updatedAt));
  /** Bumped on every offer change, so sorted views can be cached until something moves. */
  let offerVersion = 0;

  return {
    data,
    sellers: () => data.sellers,
    seller: (id: string) => byId.seller.get(id),
    category: (id: string) => byId.category.get(id),
    product: (id: string) => byId.product.get(id) ?? byId.productByEan.get(id),
    addProduct(product: Product) {
      data.products.push(product);
      byId.product.set(product.id, product);
      byId.productByEan.set(product.ean, product);
    },

    offer: (id: string) => byId.offer.get(id),
    offersOf: (sellerId: string) => bySeller.offers.get(sellerId) ?? [],
    addOffer(offer: Offer) {
      data.offers.push(offer);
      byId.offer.set(offer.id, offer);
      pushTo(bySeller.offers, offer.sellerId, offer);
      this.offerChanged(offer.sellerId, offer.updatedAt);
    },
    offerChanged(sellerId: string, at: number) {
      offerVersion++;
      offersChangedAt.set(sellerId, Math.max(offersChangedAt.get(sellerId) ?? 0, at));
    },
    offersChangedAt: (sellerId: string) => offersChangedAt.get(sellerId),
    offerVersion: () => offerVersion,
    nextOfferId(step: number) {
      data.counters.offerId += step;
      return String(data.counters.offerId);
    },

    operation: (id: string) => byId.operation.get(id),
    addOperation(op: OfferOperation) {
      data.operations.push(op);
      byId.operation.set(op.id, op);
    },

    order: (id: string) => byId.order.get(id),
    ordersOf: (sellerId: string) => bySeller.orders.get(sellerId) ?? [],
    addOrder(order: Order) {
      data.orders.push(order);
      byId.order.set(order.id, order);
      pushTo(bySeller.orders, order.sellerId, order);
    },

    orderEventsOf: (sellerId: string) => bySeller.orderEvents.get(sellerId) ?? [],
    addOrderEvent(event: OrderEvent) {
      data.orderEvents.push(event);
      pushTo(bySeller.orderEvents, event.sellerId, event);
    },
    offerEventsOf: (sellerId: string) => bySeller.offerEvents.get(sellerId) ?? [],
    addOfferEvent(event: OfferEvent) {
      data.offerEvents.push(event);
      pushTo(bySeller.offerEvents, event.sellerId, event);
    },

    rating: (id: string) => byId.rating.get(id),
    ratingsOf: (sellerId: string) => bySeller.ratings.get(sellerId) ?? [],
    addRating(rating: Rating) {
      data.ratings.push(rating);
      byId.rating.set(rating.id, rating);
      pushTo(bySeller.ratings, rating.sellerId, rating);
    },

    parcel: (id: string) => byId.parcel.get(id),
    addParcel(parcel: Parcel) {
      data.parcels.push(parcel);
      byId.parcel.set(parcel.id, parcel);
    },
    parcelCommand: (family: string, kind: string, id: string) =>
      byId.parcelCommand.get(`${family}:${kind}:${id}`),
    addParcelCommand(command: ParcelCommand) {
      data.parcelCommands.push(command);
      byId.parcelCommand.set(`${command.family}:${command.kind}:${command.id}`, command);
    },
    pickup: (id: string) => byId.pickup.get(id),
    addPickup(pickup: Pickup) {
      data.pickups.push(pickup);
      byId.pickup.set(pickup.id, pickup);
    },

    offerCommand: (kind: string, id: string) => byId.offerCommand.get(`${kind}:${id}`),
    addOfferCommand(command: OfferCommand) {
      data.offerCommands.push(command);
      byId.offerCommand.set(`${command.kind}:${command.id}`, command);
    },
    changePriceCommand: (id: string) => byId.changePrice.get(id),
    addChangePriceCommand(command: ChangePriceCommand) {
      data.changePriceCommands.push(command);
      byId.changePrice.set(command.id, command);
    },

    conditionAttachment: (id: string) => byId.conditionAttachment.get(id),
    addConditionAttachment(attachment: ConditionAttachment) {
      data.conditionAttachments.push(attachment);
      byId.conditionAttachment.set(attachment.id, attachment);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
