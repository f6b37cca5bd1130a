import { HOUR, DAY, iso } from '../clock';
import type { LineItem, Order } from '../state/types';
import { hashString } from '../random';
import { asksInvoice } from '../invoices/asks';
import type { ApiGeneration } from '../options';
import { invoiceCompany2026 } from './invoice-2026';

/** The revision string of an order at a version (`819b5836`-like). */
export function revisionOf(order: Pick<Order, 'id' | 'version'>): string {
  return hashString(`${order.id}:${order.version}`).toString(16).padStart(8, '0');
}

export const money = (amount: string | null) => (amount === null ? null : { amount, currency: 'PLN' });

export function lineItemView(li: LineItem) {
  return {
    id: li.id,
    offer: {
      id: li.offerId,
      name: li.offerName,
      external: li.externalId ? { id: li.externalId } : null,
      productSet: null,
    },
    quantity: li.quantity,
    originalPrice: money(li.originalPrice),
    price: money(li.price),
    reconciliation: null,
    selectedAdditionalServices: [],
    vouchers: [],
    tax: null,
    boughtAt: iso(li.boughtAt),
    discounts: [],
  };
}

export function totalOf(order: Order): string {
  const items = order.lineItems.reduce((sum, li) => sum + Number(li.price) * li.quantity, 0);
  return (items + Number(order.delivery.cost)).toFixed(2);
}

/** NONE, SOME or ALL line items covered by a tracking number. */
export function lineItemsSent(order: Order): 'NONE' | 'SOME' | 'ALL' {
  const sent = new Set(order.shipments.flatMap((s) => s.lineItemIds));
  const covered = order.lineItems.filter((li) => sent.has(li.id)).length;
  return covered === 0 ? 'NONE' : covered === order.lineItems.length ? 'ALL' : 'SOME';
}

export function boughtAtOf(order: Order): number {
  return Math.min(...order.lineItems.map((li) => li.boughtAt));
}

/** The checkout form (order) as GET /order/checkout-forms answers it. */
export function checkoutFormView(order: Order, vendor: string, api: ApiGeneration = 'documents') {
  const d = order.delivery;
  const bought = boughtAtOf(order);
  const b = order.buyer;
  return {
    id: order.id,
    messageToSeller: order.messageToSeller,
    buyer: {
      id: b.id,
      email: b.email,
      login: b.login,
      firstName: b.firstName,
      lastName: b.lastName,
      companyName: b.companyName,
      guest: b.guest,
      personalIdentity: null,
      phoneNumber: b.phone,
      preferences: { language: 'pl-PL' },
      address: {
        street: b.address.street,
        city: b.address.city,
        postCode: b.address.postCode,
        countryCode: b.address.countryCode,
      },
    },
    payment: {
      id: order.payment.id,
      type: order.payment.type,
      provider: order.payment.provider,
      finishedAt: order.payment.finishedAt === null ? null : iso(order.payment.finishedAt),
      paidAmount: money(order.payment.paidAmount),
      reconciliation: null,
      features: [],
    },
    status: order.status,
    fulfillment: {
      status: order.fulfillment,
      shipmentSummary: { lineItemsSent: lineItemsSent(order) },
      provider: { id: order.provider },
    },
    delivery: {
      address: { ...d.address, modifiedAt: null },
      method: { id: d.methodId, name: d.methodName },
      pickupPoint: d.pickupPoint,
      cost: money(d.cost),
      time: {
        from: iso(bought + DAY),
        to: iso(bought + 3 * DAY),
        guaranteed: null,
        dispatch: { from: iso(bought), to: iso(bought + 24 * HOUR) },
      },
      smart: d.smart,
      cancellation: null,
      calculatedNumberOfPackages: 1,
    },
    invoice: invoiceView(order, api),
    lineItems: order.lineItems.map(lineItemView),
    surcharges: [],
    discounts: [],
    note: null,
    marketplace: { id: `${vendor}-pl` },
    summary: { totalToPay: money(totalOf(order)) },
    updatedAt: iso(order.updatedAt),
    revision: revisionOf(order),
  };
}

/**
 * The invoice part: under `documents` every company buyer shows one fixed NIP; under `2026` each has its own tax
 * ids and VAT payer status (invoice-2026.ts).
 */
function invoiceView(order: Order, api: ApiGeneration) {
  const b = order.buyer;
  const asks = asksInvoice(order);
  const of2026 = api === '2026' && b.companyName ? invoiceCompany2026(b, b.companyName) : null;
  const company = b.companyName
    ? (of2026?.company ?? {
        name: b.companyName,
        ids: [{ type: 'PL_NIP', value: '5250001009' }],
        vatPayerStatus: 'ACTIVE',
        taxId: '5250001009',
      })
    : null;
  return {
    required: asks,
    address: asks
      ? {
          street: b.address.street,
          city: b.address.city,
          zipCode: b.address.postCode,
          countryCode: 'PL',
          company,
          naturalPerson: b.companyName ? null : { firstName: b.firstName, lastName: b.lastName },
        }
      : null,
    dueDate: null,
    features: asks ? (of2026?.features ?? []) : [],
  };
}
