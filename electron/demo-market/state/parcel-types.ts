/** Parcels, parcel commands and pickups of both shipping families, as saved with the shop. */

export interface ErrorItem {
  code: string;
  message: string;
  details: string | null;
  path: string | null;
  userMessage: string;
}

export interface Party {
  name: string | null;
  company: string | null;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
  county: string | null;
  email: string;
  phone: string;
  pointId: string | null;
}

export interface ParcelItem {
  waybill: string;
  weightKg: number;
  dimensionsCm: { height: number; width: number; depth: number };
  description: string | null;
  value: { amount: string; currency: string } | null;
  type: string;
  textOnLabel: string | null;
}

/** A parcel of either shipping family: `/parcel-management` (parcel) or `/shipment-management` (shipment). */
export interface Parcel {
  id: string;
  family: 'parcel' | 'shipment';
  sellerId: string;
  commandId: string;
  serviceId: string;
  carrierId: string;
  receiver: Party;
  sender: Party;
  items: ParcelItem[];
  type: string;
  labelFormat: 'PDF' | 'ZPL' | 'EPL';
  referenceNumber: string | null;
  cashOnDelivery: { amount: string; currency: string } | null;
  insurance: { amount: string; currency: string } | null;
  options: string[];
  state: 'CREATED' | 'CANCELLED';
  createdAt: number;
  cancelledAt: number | null;
  pickedUp: boolean;
  orderId: string | null;
  /** The creation input as sent, for the details echo. */
  input: unknown;
}

export interface ParcelCommand {
  id: string;
  kind: 'create' | 'cancel' | 'pickup';
  family: 'parcel' | 'shipment';
  sellerId: string;
  input: unknown;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'ERROR' | 'PARTIAL_SUCCESS';
  errors: ErrorItem[];
  /** The created parcel (create) or the parcel acted on (cancel). */
  parcelId: string | null;
  pickupId: string | null;
  createdAt: number;
  doneAt: number;
  /** Held in IN_PROGRESS whatever the clock says (a stuck carrier). */
  stuck: boolean;
  /** The normalised request the command works on (a ParcelRequest for create). */
  request: unknown;
}

export interface Pickup {
  id: string;
  sellerId: string;
  family: 'parcel' | 'shipment';
  parcelIds: string[];
  date: string | null;
  minTime: string | null;
  maxTime: string | null;
  carrierPickupId: string;
  createdAt: number;
}
