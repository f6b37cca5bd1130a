import { DAY } from '../clock';
import { streamFor } from '../random';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { commissionFor, qualifies } from './rules';
import type { ClaimStatus, SellerClaims, StoredClaim } from './types';

/** A stable id from the seller and a number, shaped as a UUID, so claims keep their ids across runs. */
export const claimId = (sellerId: string, n: number): string => {
  const digits = `${sellerId.replace(/\D/g, '')}${String(n).padStart(4, '0')}`.padStart(12, '0').slice(-12);
  return `00000000-0000-4c1a-8000-${digits}`;
};

/**
 * The claims a seller starts with: one on each of the older half of the orders that qualify (not paid or
 * returned), at most three, in settled and open statuses. The newer half is left to claim. Drawn from a random
 * stream of their own and made on first use, so the rest of the generated data stays exactly as it was.
 */
function generated(world: World, seller: Seller): SellerClaims {
  const r = streamFor(world.seed, `refund-claims:${seller.id}`);
  const now = world.clock.now();
  const candidates = world.store
    .ordersOf(seller.id)
    .filter((o) => qualifies(o, now))
    .sort((a, b) => a.createdAt - b.createdAt);
  const take = Math.min(3, Math.floor(candidates.length / 2));
  const statuses: ClaimStatus[] = ['GRANTED', 'IN_PROGRESS', 'REJECTED'];
  const claims = candidates.slice(0, take).map((order, i): StoredClaim => {
    const item = order.lineItems[0]!;
    const quantity = r.int(1, item.quantity);
    return {
      id: claimId(seller.id, i + 1),
      status: statuses[i % statuses.length]!,
      type: r.chance(0.3) ? 'AUTOMATIC' : 'MANUAL',
      quantity,
      commission: commissionFor(world, item, quantity),
      buyerId: order.buyer.id,
      orderId: order.id,
      lineItemId: item.id,
      offerId: item.offerId,
      createdAt: Math.min(now, item.boughtAt + r.int(5, 9) * DAY),
    };
  });
  return { seq: claims.length, claims };
}

/** The seller's claims, generated on first use and kept with the seller (saved with the state). */
export function claimsOf(world: World, seller: Seller): SellerClaims {
  seller.refundClaims ??= generated(world, seller);
  return seller.refundClaims;
}
