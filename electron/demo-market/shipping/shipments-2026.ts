import { parcelServices } from '../data/delivery';
import { waybillFor } from '../data/waybills';
import { badRequest, fail } from '../http/errors';
import type { Ctx } from '../http/route';
import type { Json } from '../offers/rules';
import type { Order, Parcel, Party, TrackingShipment } from '../state/types';
import type { World } from '../world';

/**
 * What a shipment of the 2026 marketplace keeps beside the fields both generations share. Saved with the parcel
 * like the rest of it; a saved shop of the documents generation simply has none of them.
 */
export type Shipment2026 = Parcel & {
  /** The carrier's own number of each package (`transportingInfo[].carrierWaybill`), by package. */
  carrierWaybills?: string[];
  /** From this marketplace time on, the carrier's numbers show; before it `transportingInfo` is empty. */
  carrierNumbersAt?: number;
  /** Made in the web panel rather than by an API command: the API gives no label for it (#11233). */
  madeInPanel?: boolean;
};

/** Whether a parcel follows the 2026 rules: a `/shipment-management` shipment of a 2026 marketplace. */
export const follows2026 = (world: World, parcel: Pick<Parcel, 'family'>) =>
  world.api === '2026' && parcel.family === 'shipment';

/**
 * The numbers of a new 2026 shipment's packages: the marketplace's own waybill at once, the carrier's number
 * beside it (#13968: "the Allegro number is in `waybill`, `transportingInfo` holds the DPD number").
 */
export function numbersFor(world: World, carrierId: string, packages: number) {
  const counters = world.store.data.counters;
  return Array.from({ length: packages }, () => {
    const n = 5_000_000 + ++counters.waybill;
    return { waybill: waybillFor('ALLEGRO', n), carrierWaybill: waybillFor(carrierId, n) };
  });
}

/** Dates the carrier's numbers `carrierNumberSeconds` after creation (#13177: they come later). */
export function withCarrierNumbers(world: World, parcel: Parcel, carrierWaybills: string[]): void {
  const shipment = parcel as Shipment2026;
  shipment.carrierWaybills = carrierWaybills;
  shipment.carrierNumbersAt = parcel.createdAt + world.settings.carrierNumberSeconds * 1000;
}

/** `transportingInfo[]` of a package: under 2026 empty until the carrier's number has come. */
export function transportingInfo(world: World, parcel: Parcel, index: number) {
  const item = parcel.items[index]!;
  if (!follows2026(world, parcel)) return [{ carrierId: parcel.carrierId, carrierWaybill: item.waybill }];
  const shipment = parcel as Shipment2026;
  const number = shipment.carrierWaybills?.[index];
  if (number === undefined || (shipment.carrierNumbersAt ?? Infinity) > world.clock.now()) return [];
  return [{ carrierId: parcel.carrierId, carrierWaybill: number }];
}

/** The carrier's numbers show from now on (a control function: "the carrier answered"). */
export function fillCarrierNumbersNow(world: World, parcel: Parcel): boolean {
  const shipment = parcel as Shipment2026;
  if (!shipment.carrierWaybills) return false;
  shipment.carrierNumbersAt = Math.min(shipment.carrierNumbersAt ?? Infinity, world.clock.now());
  return true;
}

/**
 * A 2026 Wysyłam z Allegro shipment puts its waybills on the order by itself, one tracking entry per package
 * (#13267: "we fill in the waybill on the order right after it is created"), so a client no longer adds them.
 * The entry's id has the shape the marketplace gives such entries: base64 of `CARRIER:waybill` (#11233).
 */
export function putOnOrder(world: World, parcel: Parcel): void {
  const order = parcel.orderId ? world.store.order(parcel.orderId) : undefined;
  if (!order) return;
  for (const item of parcel.items) {
    if (order.shipments.some((s) => s.waybill === item.waybill)) continue;
    const entry: TrackingShipment = {
      id: Buffer.from(`${parcel.carrierId}:${item.waybill}`).toString('base64'),
      waybill: item.waybill,
      carrierId: parcel.carrierId,
      carrierName: null,
      lineItemIds: order.lineItems.map((li) => li.id),
      createdAt: parcel.createdAt,
    };
    order.shipments.push(entry);
  }
  order.version++;
  order.updatedAt = world.clock.now();
}

/**
 * `ShipmentCreateRequestDto.labelFormat` is `enum [PDF, ZPL]` (pattern `PDF|ZPL`) in the 2026 description, and
 * EPL labels ended on 2024-10-03 (#9998): a request naming another format does not match the schema, so it is
 * the create request's 400, not an ERROR of the command later.
 */
export function refuseUnlistedLabelFormat(input: Json): void {
  const format = input.labelFormat;
  if (format === undefined || format === 'PDF' || format === 'ZPL') return;
  throw badRequest(`labelFormat must be PDF or ZPL, not ${JSON.stringify(format)}`, 'input.labelFormat');
}

/**
 * The 2026 label wants `Accept: application/octet-stream` named as such: `*\/*`, the vendor JSON type, a
 * missing header or `application/pdf` all answer 406 (#13323, #9351, #11975), with the marketplace's wording.
 */
export function requireOctetStream(ctx: Ctx): void {
  const named = (ctx.headers.accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .includes('application/octet-stream');
  if (named) return;
  throw fail(406, {
    code: 'NotAcceptableException',
    message: "Not acceptable representation requested. Please check 'Accept' request header",
    userMessage: {
      pl: 'Żądanie zawiera niepoprawne dane. Skontaktuj się z autorem aplikacji.',
      en: 'Request contains invalid data. Contact the application author.',
    },
  });
}

/** A shipment made in the web panel has no label through the API: the answer #11233 reports. */
export function refuseLabelOfPanelShipments(parcels: Parcel[]): void {
  const panel = parcels.find((p) => (p as Shipment2026).madeInPanel === true);
  if (!panel) return;
  throw fail(404, {
    code: 'SHIPMENT_NOT_FOUND',
    message: `Shipment ${panel.id} not found`,
    path: 'shipmentIds',
    userMessage: {
      pl: 'Nie znaleziono przesyłki. Etykietę przesyłki utworzonej w serwisie pobierzesz tylko w serwisie.',
      en: 'Shipment not found. The label of a shipment made on the website is only available there.',
    },
  });
}

const partyOfOrder = (order: Order): Party => {
  const a = order.delivery.address;
  return {
    name: `${a.firstName} ${a.lastName}`,
    company: a.companyName,
    street: a.street,
    postCode: a.zipCode,
    city: a.city,
    countryCode: a.countryCode,
    county: null,
    email: order.buyer.email,
    phone: a.phoneNumber,
    pointId: order.delivery.pickupPoint?.id ?? null,
  };
};

/**
 * A shipment the seller made in the web panel for an order, without an API command: it has its numbers, is on
 * the order, and shows in its details, but the API gives no label for it.
 */
export function createPanelShipment(world: World, orderId: string, packages = 1) {
  const order = world.store.order(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  const service = parcelServices.find((s) => s.deliveryMethodId === order.delivery.methodId);
  if (!service) throw new Error(`order ${orderId} has no Wysyłam z Allegro delivery method`);
  const seller = world.store.sellers().find((s) => s.id === order.sellerId);
  const numbers = numbersFor(world, service.carrierId, packages);
  const now = world.clock.now();
  const parcel: Parcel = {
    id: world.random.uuid(),
    family: 'shipment',
    sellerId: order.sellerId,
    commandId: '',
    serviceId: service.deliveryMethodId,
    carrierId: service.carrierId,
    receiver: partyOfOrder(order),
    sender: {
      name: seller ? `${seller.firstName} ${seller.lastName}` : null,
      company: seller?.company?.name ?? null,
      street: seller?.address.street ?? '',
      postCode: seller?.address.postCode ?? '',
      city: seller?.address.city ?? '',
      countryCode: 'PL',
      county: null,
      email: seller?.email ?? '',
      phone: seller?.phone ?? '',
      pointId: null,
    },
    items: numbers.map((n) => ({
      waybill: n.waybill,
      weightKg: 1,
      dimensionsCm: { height: 10, width: 20, depth: 30 },
      description: null,
      value: null,
      type: 'PACKAGE',
      textOnLabel: null,
    })),
    type: 'PACKAGE',
    labelFormat: 'PDF',
    referenceNumber: null,
    cashOnDelivery: null,
    insurance: null,
    options: [],
    state: 'CREATED',
    createdAt: now,
    cancelledAt: null,
    pickedUp: false,
    orderId: order.id,
    input: null,
  };
  (parcel as Shipment2026).madeInPanel = true;
  withCarrierNumbers(
    world,
    parcel,
    numbers.map((n) => n.carrierWaybill),
  );
  world.store.addParcel(parcel);
  putOnOrder(world, parcel);
  return { shipmentId: parcel.id, waybills: parcel.items.map((i) => i.waybill) };
}
