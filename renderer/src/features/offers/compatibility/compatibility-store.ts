import { api } from '../../../api/client';

type Compatibility = typeof api.compatibility;

/** The offer's stored compatibility list and its category's form, from the local copy. */
export function compatibilityOf(accountId: string, offerId: string): ReturnType<Compatibility['forOffer']> {
  return api.compatibility.forOffer({ accountId, offerId });
}

/** The marketplace's suggested list for an offer that has none (it needs the connection). */
export function suggestedCompatibility(
  accountId: string,
  offerId: string,
): ReturnType<Compatibility['suggest']> {
  return api.compatibility.suggest({ accountId, offerId });
}

/** The vehicles of one make, for the picker's model and type lists. */
export function vehiclesOfMake(
  input: Parameters<Compatibility['vehicles']>[0],
): ReturnType<Compatibility['vehicles']> {
  return api.compatibility.vehicles(input);
}
