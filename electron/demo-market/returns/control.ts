import type { World } from '../world';
import { returnsOf } from './generate';
import { refundView, returnView } from './view';

/** What tests read of a seller's customer returns and refunds on the marketplace side. */
export function returnControl(world: World, seed: number) {
  return {
    customerReturns(args: { sellerId: string }) {
      const seller = world.store.seller(args.sellerId);
      if (!seller) return null;
      const data = returnsOf(world, seed, seller);
      return { returns: data.returns.map(returnView), refunds: data.refunds.map(refundView) };
    },
  };
}
