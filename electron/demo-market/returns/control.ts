import { streamFor } from '../random';
import type { World } from '../world';
import { returnsOf } from './generate';
import { refundView, returnView } from './view';

/** What tests read of a seller's customer returns and refunds on the marketplace side, and add to them. */
export function returnControl(world: World, seed: number) {
  return {
    customerReturns(args: { sellerId: string }) {
      const seller = world.store.seller(args.sellerId);
      if (!seller) return null;
      const data = returnsOf(world, seed, seller);
      return { returns: data.returns.map(returnView), refunds: data.refunds.map(refundView) };
    },
    /**
     * Adds `count` older returns, copies of the generated ones under new ids, so a test can see a long list read
     * over several turns. Answers how many the seller has.
     */
    addCustomerReturns(args: { sellerId: string; count: number }) {
      const seller = world.store.seller(args.sellerId);
      if (!seller) return null;
      const data = returnsOf(world, seed, seller);
      const random = streamFor(seed, `customer-returns-added:${seller.id}:${data.returns.length}`);
      const oldest = Math.min(...data.returns.map((r) => r.createdAt), world.clock.now());
      const models = [...data.returns];
      for (let i = 0; i < args.count && models.length > 0; i++) {
        const model = models[i % models.length]!;
        data.returns.push({
          ...structuredClone(model),
          id: random.uuid(),
          createdAt: oldest - (i + 1) * 60_000,
          referenceNumber: `${String(9000 + (i % 1000))}/A${i}`,
        });
      }
      return data.returns.length;
    },
  };
}
