import type { World } from '../world';
import { disputesOf, stableId } from './generate';
import type { DisputeStatus } from './types';

/** What tests do to a seller's disputes on the marketplace side: read them, a buyer writes, the staff closes. */
export function disputeControl(world: World) {
  const own = (sellerId: string) => {
    const seller = world.store.seller(sellerId);
    return seller ? disputesOf(world, seller) : null;
  };
  return {
    disputes(args: { sellerId: string }) {
      return own(args.sellerId)?.disputes ?? null;
    },
    /** The buyer writes in a dispute (so its last message changes). */
    buyerWrites(args: { sellerId: string; disputeId: string; text: string }) {
      const d = own(args.sellerId)?.disputes.find((x) => x.id === args.disputeId);
      if (!d) return null;
      const at = Math.max(world.clock.now(), (d.messages[d.messages.length - 1]?.createdAt ?? 0) + 1);
      const message = {
        id: stableId(`dispute-message:${d.id}:${d.messages.length}`),
        text: args.text,
        attachmentIds: [],
        role: 'BUYER' as const,
        login: d.buyer.login,
        type: 'REGULAR' as const,
        createdAt: at,
      };
      d.messages.push(message);
      return message.id;
    },
    setDisputeStatus(args: { sellerId: string; disputeId: string; status: DisputeStatus }) {
      const d = own(args.sellerId)?.disputes.find((x) => x.id === args.disputeId);
      if (!d) return false;
      d.status = args.status;
      return true;
    },
  };
}
