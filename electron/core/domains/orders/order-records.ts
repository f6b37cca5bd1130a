import { arr, at, bool, int, isoTime, MalformedRecord, money, obj, str } from '../../market/records/json';

export interface OrderLineItemRecord {
  id: string;
  offerId: string | null;
  /** The seller's own code of the offer (`offer.external.id`) as it was when bought. */
  externalId: string | null;
  title: string | null;
}

/** A checkout form (GET /order/checkout-forms and /{id}) reduced to the cache's columns; `raw` keeps it all. */
export interface OrderRecord {
  id: string;
  status: string;
  fulfillmentStatus: string | null;
  revision: string | null;
  buyerLogin: string;
  buyerName: string | null;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerCompany: string | null;
  boughtAt: string | null;
  updatedAt: string | null;
  total: { amount: string; currency: string } | null;
  /** The payment's id, by which the seller's payment operations name the order. */
  paymentId: string | null;
  paymentType: string | null;
  paid: boolean;
  /** The buyer asked for an invoice. */
  invoiceRequired: boolean;
  deliveryMethodId: string | null;
  deliveryMethodName: string | null;
  itemCount: number;
  lineItems: OrderLineItemRecord[];
  lineItemsSent: string | null;
  hasMessage: boolean;
  raw: string;
}

export function orderFromForm(form: unknown, raw?: string): OrderRecord {
  const o = obj(form);
  const id = str(o?.id);
  const status = str(o?.status);
  if (!o || !id || !status) throw new MalformedRecord('A checkout form has no id or status.');
  const buyer = obj(o.buyer);
  const items = arr(o.lineItems)
    .map(obj)
    .filter((item) => item !== null);
  const lineItems: OrderLineItemRecord[] = [];
  let itemCount = 0;
  let boughtAt: string | null = null;
  for (const item of items) {
    const itemId = str(item.id);
    if (itemId)
      lineItems.push({
        id: itemId,
        offerId: str(at(item, 'offer.id')),
        externalId: str(at(item, 'offer.external.id')),
        title: str(at(item, 'offer.name')),
      });
    itemCount += int(item.quantity) ?? 0;
    const bought = isoTime(item.boughtAt);
    if (bought && (boughtAt === null || bought < boughtAt)) boughtAt = bought;
  }
  const first = str(buyer?.firstName);
  const last = str(buyer?.lastName);
  const person = [first, last].filter(Boolean).join(' ');
  return {
    id,
    status,
    fulfillmentStatus: str(at(o, 'fulfillment.status')),
    revision: str(o.revision),
    buyerLogin: str(buyer?.login) ?? '',
    buyerName: person || str(buyer?.companyName),
    buyerEmail: str(buyer?.email),
    buyerPhone: str(buyer?.phoneNumber),
    buyerCompany: str(buyer?.companyName),
    boughtAt,
    updatedAt: isoTime(o.updatedAt),
    total: money(at(o, 'summary.totalToPay')),
    paymentId: str(at(o, 'payment.id')),
    paymentType: str(at(o, 'payment.type')),
    paid: str(at(o, 'payment.finishedAt')) !== null,
    invoiceRequired: bool(at(o, 'invoice.required')) === true,
    deliveryMethodId: str(at(o, 'delivery.method.id')),
    deliveryMethodName: str(at(o, 'delivery.method.name')),
    itemCount,
    lineItems,
    lineItemsSent: str(at(o, 'fulfillment.shipmentSummary.lineItemsSent')),
    hasMessage: (str(o.messageToSeller) ?? '').trim() !== '',
    raw: raw ?? JSON.stringify(form),
  };
}

export interface ShipmentRecord {
  waybill: string;
  carrierId: string | null;
  carrierName: string | null;
  createdAt: string | null;
  lineItemIds: string[];
}

/** GET /order/checkout-forms/{id}/shipments. */
export function shipmentsFrom(body: unknown): ShipmentRecord[] {
  return arr(obj(body)?.shipments)
    .map(obj)
    .filter((s) => s !== null && str(s.waybill) !== null)
    .map((s) => ({
      waybill: str(s!.waybill)!,
      carrierId: str(s!.carrierId),
      carrierName: str(s!.carrierName),
      createdAt: str(s!.createdAt),
      lineItemIds: arr(s!.lineItems)
        .map((li) => str(obj(li)?.id))
        .filter((x): x is string => x !== null),
    }));
}
