import type { World } from '../world';
import { claimsOf } from './generate';
import { claimView } from './view';

/** The seller's commission refund claims as the marketplace holds them, for tests to read back. */
export function refundClaimControl(world: World) {
  return {
    refundClaims(args: { sellerId: string }) {
      const seller = world.store.seller(args.sellerId);
      if (!seller) throw new Error(`no seller ${args.sellerId}`);
      return claimsOf(world, seller).claims.map((claim) => claimView(world, claim));
    },
  };
}
