import type { World } from '../world';
import { operatorOf } from './operations';

/**
 * Money the marketplace holds back from a payment while it looks into something (a chargeback, a buyer's claim):
 * the reference description's BLOCKADE operation, which names the payment and not the buyer. Kept for the life of
 * the process: a test or a walk-through places one through the control interface.
 */
export interface Blockade {
  sellerId: string;
  paymentId: string;
  operator: string;
  currency: string;
  /** Grosze held back. */
  value: number;
  occurredAt: number;
}

export type Blockades = ReturnType<typeof createBlockades>;

export function createBlockades(world: World) {
  const placed: Blockade[] = [];
  return {
    of: (sellerId: string): readonly Blockade[] => placed.filter((b) => b.sellerId === sellerId),
    /**
     * Holds back `amount` (PLN, "12.34") of a payment now. A payment of one of the seller's orders goes through that
     * order's operator; any other id is taken as it is (a payment of an order older than the client's copy).
     */
    place(args: { sellerId: string; paymentId: string; amount: string }): Blockade {
      const order = world.store.ordersOf(args.sellerId).find((o) => o.payment.id === args.paymentId);
      const value = Math.round(Number(args.amount) * 100);
      if (!(value > 0)) throw new Error('a blockade holds back an amount above zero');
      const blockade: Blockade = {
        sellerId: args.sellerId,
        paymentId: args.paymentId,
        operator: order ? operatorOf(order) : 'PAYU',
        currency: 'PLN',
        value,
        occurredAt: world.clock.now(),
      };
      placed.push(blockade);
      return blockade;
    },
  };
}
