import type { MethodFacts } from './package-limits';

/**
 * Whether the seller can take a delivery method's parcels to a point or locker (the sender's `point` of the 2026
 * create command, `pickup.pointId` of the older one). The marketplace lists this nowhere: its delivery services say
 * nothing of it, the point id comes "directly from the carrier", and a point given for a courier that only picks
 * parcels up is refused ("the chosen drop-off point is not served by this carrier"). So the app keeps it as its own
 * data, by what it sees of the method: lockers, pick-up points and the carriers who take parcels at their counters
 * (InPost outside its courier, Allegro One, ORLEN Paczka, Poczta Polska) offer it; couriers that come to the
 * door, and a method the table does not know, do not (a field not offered is never sent, and so never refused).
 */
const byName = /paczkomat|punkt|punkci|point|locker|one box|automat|pudo|apm|pocztex|orlen/i;
const couriers = /kurier|courier/i;
const atCounters = new Set(['INPOST', 'ALLEGRO', 'ORLEN', 'POCZTA_POLSKA']);

/** The buyer collects the goods from the seller: no parcel, so nothing to send from anywhere. */
export const inPerson = (methodName: string | null): boolean => /osobisty|personal/i.test(methodName ?? '');

export function allowsDropOff(method: MethodFacts): boolean {
  const name = method.methodName ?? '';
  if (inPerson(name)) return false;
  if (method.carrierId === 'INPOST' && couriers.test(name) && !byName.test(name)) return false;
  if (method.carrierId !== null && atCounters.has(method.carrierId)) return true;
  return byName.test(name);
}
