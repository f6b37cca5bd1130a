import { iso } from '../clock';
import type { Parcel, Party } from '../state/types';
import type { World } from '../world';
import { serviceOf } from './parcels';
import { transportingInfo } from './shipments-2026';

/** Parcel details name the post code `zipCode` and carry `county`. */
const partyDetails = (p: Party) => ({
  address: {
    street: p.street,
    zipCode: p.postCode,
    city: p.city,
    countryCode: p.countryCode,
    county: p.county,
  },
  email: p.email,
  name: p.name,
  company: p.company,
  phone: p.phone,
  pointId: p.pointId,
});

export function parcelDetails(parcel: Parcel) {
  return {
    parcelId: parcel.id,
    serviceId: Number(parcel.serviceId),
    label: {
      fileFormat: parcel.labelFormat,
      referenceNumber: parcel.referenceNumber,
      sender: partyDetails(parcel.sender),
    },
    receiver: partyDetails(parcel.receiver),
    pickup: partyDetails(parcel.sender),
    items: parcel.items.map((i) => ({
      weight: { value: i.weightKg, unit: 'KILOGRAM' },
      dimensions: {
        height: { value: i.dimensionsCm.height, unit: 'CENTIMETER' },
        width: { value: i.dimensionsCm.width, unit: 'CENTIMETER' },
        depth: { value: i.dimensionsCm.depth, unit: 'CENTIMETER' },
      },
      description: i.description,
      value: i.value,
      type: i.type,
      waybill: i.waybill,
    })),
    type: parcel.type,
    additionalServices: {
      cashOnDelivery: parcel.cashOnDelivery ? { value: parcel.cashOnDelivery } : null,
      options: parcel.options,
    },
    state: parcel.state,
  };
}

export const address = (p: Party) => ({
  name: p.name,
  company: p.company,
  street: p.street,
  postalCode: p.postCode,
  city: p.city,
  state: p.county,
  countryCode: p.countryCode,
  email: p.email,
  phone: p.phone,
  point: p.pointId,
});

export function shipmentView(world: World, parcel: Parcel) {
  const service = serviceOf(parcel);
  return {
    id: parcel.id,
    deliveryMethodId: parcel.serviceId,
    credentialsId: service?.credentialsId ?? null,
    sender: address(parcel.sender),
    receiver: address(parcel.receiver),
    referenceNumber: parcel.referenceNumber,
    packages: parcel.items.map((i, index) => ({
      waybill: i.waybill,
      type: i.type,
      length: { value: i.dimensionsCm.depth, unit: 'CENTIMETER' },
      width: { value: i.dimensionsCm.width, unit: 'CENTIMETER' },
      height: { value: i.dimensionsCm.height, unit: 'CENTIMETER' },
      weight: { value: i.weightKg, unit: 'KILOGRAMS' },
      textOnLabel: i.textOnLabel,
      transportingInfo: transportingInfo(world, parcel, index),
    })),
    insurance: parcel.insurance,
    cashOnDelivery: parcel.cashOnDelivery,
    createdDate: iso(parcel.createdAt),
    canceledDate: parcel.cancelledAt === null ? null : iso(parcel.cancelledAt),
    carrier: parcel.carrierId,
    labelFormat: parcel.labelFormat,
    additionalServices: parcel.options,
    additionalProperties: {},
    transport: [parcel.carrierId],
    pickupAvailable: service?.pickup ?? false,
  };
}
