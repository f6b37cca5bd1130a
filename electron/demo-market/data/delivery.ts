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

type MethodRow = [
  id: string,
  name: string,
  carrierId: string | null,
  kind: DeliveryMethod['kind'],
  price: [number, number],
];

const methodRows: MethodRow[] = [
  ['2488f7b7-5d1c-4d65-b85c-4cbcf253fd93', 'Allegro Paczkomaty InPost', 'INPOST', 'APM', [8.99, 13.99]],
  ['7203cb90-864c-4cab-b0f3-a5f04a19e6c2', 'Allegro Kurier DPD', 'DPD', 'DOOR', [11.99, 16.99]],
  ['b20ef9e1-faa2-4f25-9032-adbea23e5cb9', 'Allegro One Box, One Kurier', 'ALLEGRO', 'APM', [7.99, 11.99]],
  ['98f86f81-0018-41c5-ac83-073a56fc7021', 'Allegro Kurier DHL', 'DHL', 'DOOR', [12.99, 17.99]],
  [
    '5d9c7838-e05f-4dec-afdd-58e884170ba7',
    'Allegro Odbiór w Punkcie ORLEN Paczka',
    'ORLEN',
    'PUDO',
    [6.99, 9.99],
  ],
  ['85c3ad2f-4ec1-446c-866e-63473ed10e26', 'Kurier InPost', 'INPOST', 'DOOR', [13.99, 18.99]],
  ['c3066682-97a3-42fe-9eb5-3beeccab840c', 'Allegro Kurier UPS', 'UPS', 'DOOR', [12.99, 19.99]],
  ['259b1c85-5e9c-4ec0-a8c4-8d2d7b4fb1d1', 'Pocztex Kurier 48', 'POCZTA_POLSKA', 'DOOR', [10.99, 15.99]],
  ['0aa0a1e6-47c2-4f5f-8c7e-41d0d3b0d3f4', 'Kurier DPD Paleta', 'DPD', 'DOOR', [99.0, 149.0]],
  ['e3f1c2a7-1b9e-4a0f-9d61-5a4c2f7e8b90', 'Odbiór osobisty', null, 'SELF', [0, 0]],
];

export const deliveryMethods: DeliveryMethod[] = methodRows.map(([id, name, carrierId, kind, price]) => ({
  id,
  name,
  carrierId,
  kind,
  price,
}));

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
  /**
   * The seller may take the parcel to a point or locker (`pickup.pointId`, the 2026 `sender.point`); a courier
   * that only collects refuses a drop-off point. The marketplace lists this in no field of its services.
   */
  dropOff: boolean;
  cashOnDelivery: boolean;
  options: { name: string; description: string }[];
  /** Carriers without a dispatch protocol answer 204 to the protocol request. */
  protocol: boolean;
  /** Courier pickups can be ordered (empty proposals otherwise). */
  pickup: boolean;
}

type Ability = 'needsPoint' | 'dropOff' | 'cashOnDelivery' | 'protocol' | 'pickup';
type ServiceRow = [id: number, service: string, method: string, items: [max: number, perCommand: number]];

/**
 * A parcel service found by its delivery method's name, so the two share the id and the carrier; a service on
 * the seller's own contract (`credentialsId`) is named after its method with "(umowa własna)".
 */
function parcelService(
  [id, service, methodName, [maxItems, packagesPerCommand]]: ServiceRow,
  abilities: Ability[],
  options: ParcelService['options'] = [],
  credentialsId: string | null = null,
): ParcelService {
  const method = deliveryMethods.find((m) => m.name === methodName);
  if (!method?.carrierId) throw new Error(`No carrier's delivery method ${methodName}`);
  return {
    id,
    service,
    name: credentialsId === null ? method.name : `${method.name} (umowa własna)`,
    carrierId: method.carrierId,
    deliveryMethodId: method.id,
    credentialsId,
    owner: credentialsId === null ? 'PLATFORM' : 'CLIENT',
    maxItems,
    packagesPerCommand,
    needsPoint: abilities.includes('needsPoint'),
    dropOff: abilities.includes('dropOff'),
    cashOnDelivery: abilities.includes('cashOnDelivery'),
    options,
    protocol: abilities.includes('protocol'),
    pickup: abilities.includes('pickup'),
  };
}

const additionalHandling = { name: 'ADDITIONAL_HANDLING', description: 'Paczka niestandardowa' };
const courier: Ability[] = ['cashOnDelivery', 'protocol', 'pickup'];

export const parcelServices: ParcelService[] = [
  parcelService(
    [1001, 'INPOST_APM', 'Allegro Paczkomaty InPost', [1, 1]],
    ['needsPoint', 'dropOff', 'cashOnDelivery'],
  ),
  parcelService([1002, 'DPD_COURIER', 'Allegro Kurier DPD', [10, 10]], courier, [
    additionalHandling,
    { name: 'SATURDAY_DELIVERY', description: 'Doręczenie w sobotę' },
  ]),
  parcelService([1003, 'ALLEGRO_ONE_BOX', 'Allegro One Box, One Kurier', [1, 1]], ['needsPoint', 'dropOff']),
  parcelService([1004, 'DHL_COURIER', 'Allegro Kurier DHL', [10, 1]], courier, [additionalHandling]),
  parcelService(
    [1005, 'ORLEN_PUDO', 'Allegro Odbiór w Punkcie ORLEN Paczka', [1, 1]],
    ['needsPoint', 'dropOff'],
  ),
  // A courier without a dispatch protocol: its shipments answer 204, the seller's own list goes instead.
  parcelService([1006, 'UPS_COURIER', 'Allegro Kurier UPS', [10, 1]], ['cashOnDelivery', 'pickup']),
  parcelService(
    [2001, 'DPD_PALLET', 'Kurier DPD Paleta', [5, 5]],
    ['protocol', 'pickup'],
    [{ name: 'TAIL_LIFT', description: 'Winda załadowcza' }],
    'c9e6f40a-3d25-48fc-838c-055ceb1c5bc0',
  ),
  parcelService(
    [2002, 'POCZTEX', 'Pocztex Kurier 48', [1, 1]],
    // No courier comes for it: the parcel is handed in at a post office.
    ['dropOff', 'cashOnDelivery', 'protocol'],
    [],
    'd7f1a2b3-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  ),
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
