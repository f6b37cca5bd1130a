import type { OfferStatus } from '../../../../shared/offers';

/** The colour of an offer's status badge, the same in the list and in the offer's detail. */
export const offerStatusColor: Record<OfferStatus, string> = {
  INACTIVE: 'gray',
  ACTIVATING: 'yellow',
  ACTIVE: 'teal',
  ENDED: 'red',
};
