import type { World } from '../world';
import { promotionsOf } from './generate';
import { promotionView } from './view';

/** What tests read of a seller's promotions on the marketplace side: every one, ended ones too. */
export function promotionControl(world: World) {
  return {
    promotions(args: { sellerId: string }) {
      const seller = world.store.seller(args.sellerId);
      return seller ? promotionsOf(world, seller).map((p) => ({ type: p.type, ...promotionView(p) })) : null;
    },
  };
}
