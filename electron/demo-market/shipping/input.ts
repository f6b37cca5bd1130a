import { parcelServices } from '../data/delivery';
import { isObject, text, type Json } from '../offers/rules';
import type { Party } from '../state/types';
import type { ParcelRequest } from './validate';

const obj = (v: unknown): Json => (isObject(v) ? v : {});
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);
const money = (v: unknown) =>
  isObject(v) && v.amount !== undefined
    ? { amount: text(v.amount), currency: text(v.currency, 'PLN') }
    : null;
const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A party of `/parcel-management` (`{ address: { street, postCode, city, countryCode }, email, name, ... }`). */
function parcelParty(v: unknown): Party {
  const p = obj(v);
  const a = obj(p.address);
  return {
    name: orNull(p.name),
    company: orNull(p.company),
    street: text(a.street),
    postCode: text(a.postCode ?? a.zipCode),
    city: text(a.city),
    countryCode: text(a.countryCode, 'PL'),
    county: orNull(a.county),
    email: text(p.email),
    phone: text(p.phone),
    pointId: orNull(p.pointId),
  };
}

/** An address of `/shipment-management` (`AddressDto`: `{ name|company, street, postalCode, city, ..., point }`). */
function shipmentParty(v: unknown): Party {
  const p = obj(v);
  return {
    name: orNull(p.name),
    company: orNull(p.company),
    street: text(p.street),
    postCode: text(p.postalCode),
    city: text(p.city),
    countryCode: text(p.countryCode, 'PL'),
    county: orNull(p.state),
    email: text(p.email),
    phone: text(p.phone),
    pointId: orNull(p.point),
  };
}

export function fromParcelInput(input: Json): ParcelRequest {
  const serviceId = num(input.serviceId);
  const label = obj(input.label);
  const extras = obj(input.additionalServices);
  const items = Array.isArray(input.items) ? input.items.map(obj) : [];
  return {
    service: parcelServices.find((s) => s.id === serviceId) ?? null,
    serviceRef: text(input.serviceId, '(missing)'),
    receiver: parcelParty(input.receiver),
    sender: parcelParty(input.pickup),
    items: items.map((i) => {
      const d = obj(i.dimensions);
      return {
        weightKg: num(obj(i.weight).value),
        dims: {
          height: num(obj(d.height).value) || 0,
          width: num(obj(d.width).value) || 0,
          depth: num(obj(d.depth).value) || 0,
        },
        description: orNull(i.description),
        value: money(i.value),
        type: orNull(i.type),
        textOnLabel: null,
      };
    }),
    type: orNull(input.type),
    labelFormat: text(label.fileFormat, 'PDF'),
    formats: ['PDF', 'ZPL', 'EPL'],
    referenceNumber: orNull(label.referenceNumber),
    cashOnDelivery: money(obj(extras.cashOnDelivery).value),
    insurance: null,
    options: Array.isArray(extras.options) ? extras.options.map((o) => text(o)) : [],
    paths: {
      service: 'serviceId',
      receiver: 'receiver',
      sender: 'pickup',
      senderPoint: 'pickup.pointId',
      items: 'items',
      type: 'type',
      labelFormat: 'label.fileFormat',
      options: 'additionalServices.options',
      cod: 'additionalServices.cashOnDelivery',
    },
  };
}

export function fromShipmentInput(input: Json): ParcelRequest {
  const methodId = text(input.deliveryMethodId);
  const packages = Array.isArray(input.packages) ? input.packages.map(obj) : [];
  const cod = obj(input.cashOnDelivery);
  return {
    service: parcelServices.find((s) => s.deliveryMethodId === methodId) ?? null,
    serviceRef: methodId || '(missing)',
    receiver: shipmentParty(input.receiver),
    sender: shipmentParty(input.sender),
    items: packages.map((p) => ({
      weightKg: num(obj(p.weight).value),
      dims: {
        height: num(obj(p.height).value) || 0,
        width: num(obj(p.width).value) || 0,
        depth: num(obj(p.length).value) || 0,
      },
      description: null,
      value: null,
      type: orNull(p.type),
      textOnLabel: orNull(p.textOnLabel),
    })),
    // Every package carries its own type in this family; there is no main level.
    type: packages.length > 0 ? orNull(packages[0]!.type) : null,
    labelFormat: text(input.labelFormat, 'PDF'),
    formats: ['PDF', 'ZPL'],
    referenceNumber: orNull(input.referenceNumber),
    cashOnDelivery:
      cod.amount !== undefined ? { amount: text(cod.amount), currency: text(cod.currency, 'PLN') } : null,
    insurance: money(input.insurance),
    options: Array.isArray(input.additionalServices) ? input.additionalServices.map((o) => text(o)) : [],
    paths: {
      service: 'input.deliveryMethodId',
      receiver: 'input.receiver',
      sender: 'input.sender',
      senderPoint: 'input.sender.point',
      items: 'input.packages',
      type: 'input.packages.type',
      labelFormat: 'input.labelFormat',
      options: 'input.additionalServices',
      cod: 'input.cashOnDelivery',
    },
  };
}
