import { iso } from '../clock';
import type { World } from '../world';
import type { StoredClaim } from './types';

/** A claim as GET answers it (RefundClaim): the line item's bought quantity and time come from the order. */
export function claimView(world: World, claim: StoredClaim) {
  const item = world.store.order(claim.orderId)?.lineItems.find((li) => li.id === claim.lineItemId);
  return {
    id: claim.id,
    status: claim.status,
    quantity: claim.quantity,
    commission: { amount: Number(claim.commission), currency: 'PLN' },
    buyer: { id: claim.buyerId },
    createdAt: iso(claim.createdAt),
    lineItem: {
      id: claim.lineItemId,
      quantity: item?.quantity ?? claim.quantity,
      boughtAt: item ? iso(item.boughtAt) : null,
      offer: { id: claim.offerId },
    },
    type: claim.type,
  };
}
