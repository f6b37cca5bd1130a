import type { World } from '../world';
import { buyerMessage } from './activity';
import { messagingOf } from './generate';
import { MAIN_SELLER_ID } from '../data/sellers';

/** What tests do and read on the marketplace side of the message center. */
export function messagingControl(world: World, seed: number) {
  return {
    /** A buyer writes now (in the given thread, or a picked one); null when there is no such thread. */
    buyerMessage: (args: { sellerId?: string; threadId?: string; text?: string; newBuyer?: boolean } = {}) =>
      buyerMessage(world, seed, args.sellerId ?? MAIN_SELLER_ID, args),
    /** The seller's threads and messages as the marketplace holds them. */
    messaging(args: { sellerId?: string } = {}) {
      const seller = world.store.seller(args.sellerId ?? MAIN_SELLER_ID);
      return seller ? structuredClone(messagingOf(world, seed, seller)) : null;
    },
  };
}
