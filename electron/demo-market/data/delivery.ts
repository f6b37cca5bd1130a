/**
 * Delivery methods buyers choose, the carriers behind them, and the parcel services a seller ships with.
 * One table, so an order's delivery method, its parcel service and its label's carrier always agree.
 */
export interface DeliveryMethod {
  id: string;
  name: string;
  carrierId: string | null;
  /** APM: parcel locker; PUDO: pick-up point; DOOR: courier to the address. */
  kind: 'APM' | 'PUDO' | 'DOOR' | 'SELF';
  price: [number, number];
}

export const deliveryMethods: DeliveryMethod[] = [
  {
    id: '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93',
    name: 'Allegro Paczkomaty InPost',
    carrierId: 'INPOST',
    kind: 'APM',
    price: [8.99, 13.99],
  },
  {
    id: '7203cb90-864c-4cab-b0f3-a5f04a19e6c2',
    name: 'Allegro Kurier DPD',
    carrierId: 'DPD',
    kind: 'DOOR',
    price: [11.99, 16.99],
  },
  {
    id: 'b20ef9e1-faa2-4f25-9032-adbea23e5cb9',
    name: 'Allegro One Box, One Kurier',
    carrierId: 'ALLEGRO',
    kind: 'APM',
    price: [7.99, 11.99],
  },
  {
    id: '98f86f81-0018-41c5-ac83-073a56fc7021',
    name: 'Allegro Kurier DHL',
    carrierId: 'DHL',
    kind: 'DOOR',
    price: [12.99, 17.99],
  },
  {
    id: '5d9c7838-e05f-4dec-afdd-58e884170ba7',
    name: 'Allegro Odbiór w Punkcie ORLEN Paczka',
    carrierId: 'ORLEN',
    kind: 'PUDO',
    price: [6.99, 9.99],
  },
  {
    id: '85c3ad2f-4ec1-446c-866e-63473ed10e26',
    name: 'Kurier InPost',
    carrierId: 'INPOST',
    kind: 'DOOR',
    price: [13.99, 18.99],
  },
  {
    id: 'c3066682-97a3-42fe-9eb5-3beeccab840c',
    name: 'Allegro Kurier UPS',
    carrierId: 'UPS',
    kind: 'DOOR',
    price: [12.99, 19.99],
  },
  {
    id: '259b1c85-5e9c-4ec0-a8c4-8d2d7b4fb1d1',
    name: 'Pocztex Kurier 48',
    carrierId: 'POCZTA_POLSKA',
    kind: 'DOOR',
    price: [10.99, 15.99],
  },
  {
    id: '0aa0a1e6-47c2-4f5f-8c7e-41d0d3b0d3f4',
    name: 'Kurier DPD Paleta',
    carrierId: 'DPD',
    kind: 'DOOR',
    price: [99.0, 149.0],
  },
  {
    id: 'e3f1c2a7-1b9e-4a0f-9d61-5a4c2f7e8b90',
    name: 'Odbiór osobisty',
    carrierId: null,
    kind: 'SELF',
    price: [0, 0],
  },
];

export const carriers: { id: string; name: string }[] = [
  { id: 'ALLEGRO', name: 'Allegro One Kurier' },
  { id: 'DHL', name: 'DHL' },
  { id: 'DPD', name: 'DPD' },
  { id: 'FEDEX', name: 'FedEx' },
  { id: 'GLS', name: 'GLS' },
  { id: 'INPOST', name: 'InPost' },
  { id: 'ORLEN', name: 'ORLEN Paczka' },
  { id: 'POCZTA_POLSKA', name: 'Poczta Polska' },
  { id: 'UPS', name: 'UPS' },
  { id: 'OTHER', name: 'Inny przewoźnik' },
];

/** Parcel services (`/parcel-management` and `/shipment-management`): carrier, limits, options, protocol. */
export interface ParcelService {
  /** Integer id of the parcel-management family. */
  id: number;
  service: string;
  name: string;
  carrierId: string;
  deliveryMethodId: string;
  credentialsId: string | null;
  owner: 'PLATFORM' | 'CLIENT';
  maxItems: number;
  /**
   * Packages one 2026 create command takes: only DPD (and WE|DO) ship several in one command, up to 10; every
   * other service one, each further package its own command (#11606, #12181, #13300). The marketplace lists
   * this nowhere ("we have no resource that shows such limits", #11606), so a client keeps it as its own data.
   */
  packagesPerCommand: number;
  /** Needs `receiver.pointId` (lockers, pick-up points). */
  needsPoint: boolean;
  cashOnDelivery: boolean;
  options: { name: string; description: string }[];
  /** Carriers without a dispatch protocol answer 204 to the protocol request. */
  protocol: boolean;
  /** Courier pickups can be ordered (empty proposals otherwise). */
  pickup: boolean;
}

export const parcelServices: ParcelService[] = [
  {
    id: 1001,
    service: 'INPOST_APM',
    name: 'Allegro Paczkomaty InPost',
    carrierId: 'INPOST',
    deliveryMethodId: '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93',
    credentialsId: null,
    owner: 'PLATFORM',
    maxItems: 1,
    packagesPerCommand: 1,
    needsPoint: true,
    cashOnDelivery: true,
    options: [],
    protocol: false,
    pickup: false,
  },
  {
    id: 1002,
    service: 'DPD_COURIER',
    name: 'Allegro Kurier DPD',
    carrierId: 'DPD',
    deliveryMethodId: '7203cb90-864c-4cab-b0f3-a5f04a19e6c2',
    credentialsId: null,
    owner: 'PLATFORM',
    maxItems: 10,
    packagesPerCommand: 10,
    needsPoint: false,
    cashOnDelivery: true,
    options: [
      { name: 'ADDITIONAL_HANDLING', description: 'Paczka niestandardowa' },
      { name: 'SATURDAY_DELIVERY', description: 'Doręczenie w sobotę' },
    ],
    protocol: true,
    pickup: true,
  },
  {
    id: 1003,
    service: 'ALLEGRO_ONE_BOX',
    name: 'Allegro One Box, One Kurier',
    carrierId: 'ALLEGRO',
    deliveryMethodId: 'b20ef9e1-faa2-4f25-9032-adbea23e5cb9',
    credentialsId: null,
    owner: 'PLATFORM',
    maxItems: 1,
    packagesPerCommand: 1,
    needsPoint: true,
    cashOnDelivery: false,
    options: [],
    protocol: false,
    pickup: false,
  },
  {
    id: 1004,
    service: 'DHL_COURIER',
    name: 'Allegro Kurier DHL',
    carrierId: 'DHL',
    deliveryMethodId: '98f86f81-0018-41c5-ac83-073a56fc7021',
    credentialsId: null,
    owner: 'PLATFORM',
    maxItems: 10,
    packagesPerCommand: 1,
    needsPoint: false,
    cashOnDelivery: true,
    options: [{ name: 'ADDITIONAL_HANDLING', description: 'Paczka niestandardowa' }],
    protocol: true,
    pickup: true,
  },
  {
    id: 1005,
    service: 'ORLEN_PUDO',
    name: 'Allegro Odbiór w Punkcie ORLEN Paczka',
    carrierId: 'ORLEN',
    deliveryMethodId: '5d9c7838-e05f-4dec-afdd-58e884170ba7',
    credentialsId: null,
    owner: 'PLATFORM',
    maxItems: 1,
    packagesPerCommand: 1,
    needsPoint: true,
    cashOnDelivery: false,
    options: [],
    protocol: false,
    pickup: false,
  },
  {
    id: 1006,
    service: 'UPS_COURIER',
    name: 'Allegro Kurier UPS',
    carrierId: 'UPS',
    deliveryMethodId: 'c3066682-97a3-42fe-9eb5-3beeccab840c',
    credentialsId: null,
    owner: 'PLATFORM',
    maxItems: 10,
    packagesPerCommand: 1,
    needsPoint: false,
    cashOnDelivery: true,
    options: [],
    // A courier without a dispatch protocol: its shipments answer 204, the seller's own list goes instead.
    protocol: false,
    pickup: true,
  },
  {
    id: 2001,
    service: 'DPD_PALLET',
    name: 'Kurier DPD Paleta (umowa własna)',
    carrierId: 'DPD',
    deliveryMethodId: '0aa0a1e6-47c2-4f5f-8c7e-41d0d3b0d3f4',
    credentialsId: 'c9e6f40a-3d25-48fc-838c-055ceb1c5bc0',
    owner: 'CLIENT',
    maxItems: 5,
    packagesPerCommand: 5,
    needsPoint: false,
    cashOnDelivery: false,
    options: [{ name: 'TAIL_LIFT', description: 'Winda załadowcza' }],
    protocol: true,
    pickup: true,
  },
  {
    id: 2002,
    service: 'POCZTEX',
    name: 'Pocztex Kurier 48 (umowa własna)',
    carrierId: 'POCZTA_POLSKA',
    deliveryMethodId: '259b1c85-5e9c-4ec0-a8c4-8d2d7b4fb1d1',
    credentialsId: 'd7f1a2b3-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    owner: 'CLIENT',
    maxItems: 1,
    packagesPerCommand: 1,
    needsPoint: false,
    cashOnDelivery: true,
    options: [],
    protocol: true,
    pickup: false,
  },
];

export const pickupPointPrefixes: Record<string, string> = {
  Warszawa: 'WAW',
  Kraków: 'KRA',
  Wrocław: 'WRO',
  Poznań: 'POZ',
  Gdańsk: 'GDA',
  Łódź: 'LOD',
  Lublin: 'LUB',
  Katowice: 'KAT',
  Białystok: 'BIA',
  Rzeszów: 'RZE',
  Szczecin: 'SZC',
  Toruń: 'TOR',
  Olsztyn: 'OLS',
  Opole: 'OPO',
  Kielce: 'KIE',
  'Zielona Góra': 'ZIE',
};
