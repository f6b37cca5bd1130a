import { categoryTemplates } from '../data/categories';
import { deliveryMethods, parcelServices, type ParcelService } from '../data/delivery';
import { ownOrder } from '../orders/checkout-forms';
import { totalOf } from '../orders/view';
import { json, type Route } from '../http/route';
import type { Order } from '../state/types';
import type { World } from '../world';

const cm = (value: number) => ({ value, unit: 'CENTIMETER' });
const kg = (value: number) => ({ value, unit: 'KILOGRAMS' });

/** Outer sizes of the usual box per kind of delivery (a locker's size A slot, a courier carton, a pallet). */
function boxFor(service: ParcelService | undefined, kind: string) {
  if (service?.maxItems === 5) return { type: 'PALLET', length: 120, width: 80, height: 100 };
  if (kind === 'APM' || kind === 'PUDO') return { type: 'PACKAGE', length: 64, width: 38, height: 8 };
  return { type: 'PACKAGE', length: 30, width: 20, height: 10 };
}

/** The goods' weight from their categories' typical weights, plus the box; at least 0.5 kg. */
function weightOf(world: World, order: Order, pallet: boolean): number {
  const goods = order.lineItems.reduce((sum, li) => {
    const category = world.store.offer(li.offerId)?.categoryId;
    const range = categoryTemplates.find((c) => c.id === category)?.weightKg ?? [0.5, 1];
    return sum + ((range[0] + range[1]) / 2) * li.quantity;
  }, 0);
  const total = goods + (pallet ? 25 : 0.2);
  return Math.max(0.5, Math.ceil(total * 10) / 10);
}

/**
 * The create input the marketplace prefills for an order: the delivery address (with the order's pickup
 * point) as receiver with the buyer's marketplace e-mail, the seller's address as sender, one package
 * sized for the method, and cash on delivery of the order's total when the buyer pays on delivery.
 * It is what the order says, checked by nothing: a street without a number stays as the buyer wrote it.
 */
export function suggestedInput(world: World, order: Order) {
  const d = order.delivery;
  const service = parcelServices.find((s) => s.deliveryMethodId === d.methodId);
  const kind = deliveryMethods.find((m) => m.id === d.methodId)?.kind ?? 'DOOR';
  const seller = world.store.seller(order.sellerId)!;
  const box = boxFor(service, kind);
  const cod = order.payment.type === 'CASH_ON_DELIVERY';
  return {
    deliveryMethodId: d.methodId,
    credentialsId: service?.credentialsId ?? null,
    sender: {
      name: `${seller.firstName} ${seller.lastName}`,
      company: seller.company?.name ?? null,
      street: seller.address.street,
      postalCode: seller.address.postCode,
      city: seller.address.city,
      countryCode: seller.address.countryCode,
      email: seller.email,
      phone: seller.phone,
    },
    receiver: {
      name: `${d.address.firstName} ${d.address.lastName}`,
      company: d.address.companyName,
      street: d.address.street,
      postalCode: d.address.zipCode,
      city: d.address.city,
      countryCode: d.address.countryCode,
      email: order.buyer.email,
      phone: d.address.phoneNumber,
      point: d.pickupPoint?.id ?? null,
    },
    referenceNumber: order.id,
    packages: [
      {
        type: box.type,
        length: cm(box.length),
        width: cm(box.width),
        height: cm(box.height),
        weight: kg(weightOf(world, order, box.type === 'PALLET')),
      },
    ],
    insurance: null,
    cashOnDelivery: cod ? { amount: totalOf(order), currency: 'PLN' } : null,
    labelFormat: 'PDF',
    additionalServices: [],
    additionalProperties: {},
  };
}

/** The ways this order can travel: its method's service with the service's limits (none without one). */
function deliveryOptions(order: Order) {
  const service = parcelServices.find((s) => s.deliveryMethodId === order.delivery.methodId);
  const kind = deliveryMethods.find((m) => m.id === order.delivery.methodId)?.kind;
  if (!service || !kind || kind === 'SELF') return [];
  const box = boxFor(service, kind);
  const pallet = box.type === 'PALLET';
  return [
    {
      deliveryType: kind,
      paymentType: order.payment.type === 'CASH_ON_DELIVERY' ? 'POSTPAID' : 'PREPAID',
      packageType: box.type,
      originCountry: 'PL',
      destinationCountry: order.delivery.address.countryCode,
      limits: {
        cashOnDelivery: service.cashOnDelivery ? { amount: '5000.00', currency: 'PLN' } : null,
        insurance: { amount: '5000.00', currency: 'PLN' },
        dimensions: pallet
          ? { length: cm(120), width: cm(80), height: cm(180) }
          : kind === 'DOOR'
            ? { length: cm(120), width: cm(60), height: cm(60) }
            : { length: cm(64), width: cm(38), height: cm(41) },
        weight: kg(pallet ? 1000 : kind === 'DOOR' ? 31.5 : 25),
      },
      additionalServices: service.options.map((o) => ({
        id: o.name,
        name: o.description,
        description: o.description,
      })),
      additionalProperties: [],
    },
  ];
}

/** GET /shipment-management/delivery-proposals/{orderId} (api-facts 6). */
export function deliveryProposalRoutes(world: World): Route[] {
  return [
    {
      method: 'GET',
      path: '/shipment-management/delivery-proposals/:orderId',
      auth: 'user',
      scope: `${world.vendor}:api:shipments:write`,
      handle(ctx) {
        const order = ownOrder(world, ctx, ctx.params.orderId!);
        return json(200, {
          orderId: order.id,
          suggestedInput: suggestedInput(world, order),
          deliveryOptions: deliveryOptions(order),
        });
      },
    },
  ];
}
