import type { OrderDetail } from '../../../shared/orders';
import type { ParcelDraft, ParcelTemplate, Party } from '../../../shared/shipping';
import { isPickupPointMethod } from './address-check';

const cashOnDeliveryTypes = new Set(['CASH_ON_DELIVERY']);

/** The buyer pays the courier: the parcel carries cash on delivery for the order's amount. */
export const paysOnDelivery = (order: OrderDetail): boolean =>
  cashOnDeliveryTypes.has(order.payment?.type ?? order.paymentType ?? '');

export const toPickupPoint = (order: OrderDetail): boolean =>
  isPickupPointMethod(order.delivery.methodName, order.delivery.pickupPoint !== null);

/** The receiver as the order names it: the delivery address, else the buyer's own, with the buyer's e-mail. */
export function receiverOf(order: OrderDetail): Party {
  const a = order.delivery.address ?? order.buyer.address;
  const person = [a?.firstName, a?.lastName].filter(Boolean).join(' ');
  return {
    name: person || null,
    company: a?.companyName ?? null,
    street: a?.street ?? '',
    postCode: a?.postCode ?? '',
    city: a?.city ?? '',
    countryCode: a?.countryCode && /^[A-Z]{2}$/.test(a.countryCode) ? a.countryCode : 'PL',
    email: order.buyer.email ?? '',
    phone: a?.phoneNumber ?? order.buyer.phoneNumber ?? '',
    pointId: order.delivery.pickupPoint?.id ?? null,
  };
}

/** What the template makes of this order: its box, the declared value and cash on delivery from the order. */
export function draftFor(order: OrderDetail, template: ParcelTemplate): ParcelDraft {
  const total = order.totalToPay;
  const insurance =
    template.insurance.kind === 'fixed'
      ? { amount: template.insurance.amount, currency: total?.currency ?? 'PLN' }
      : template.insurance.kind === 'orderTotal' && total
        ? { amount: total.amount, currency: total.currency }
        : null;
  return {
    receiver: receiverOf(order),
    packages: [
      {
        type: template.packageType,
        lengthCm: template.lengthCm,
        widthCm: template.widthCm,
        heightCm: template.heightCm,
        weightKg: template.weightKg,
      },
    ],
    insurance,
    cashOnDelivery:
      template.cashOnDelivery && paysOnDelivery(order) && total
        ? { amount: total.amount, currency: total.currency }
        : null,
    textOnLabel: template.textOnLabel,
  };
}
