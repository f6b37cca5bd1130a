import { iso } from '../clock';
import { taggingOf } from '../delivery-tags/data';
import { isGone } from '../offers/lifecycle';
import type { MarketSettings, World } from '../world';

/** Reading the shop back and changing how it behaves: for tests that compare a client's copy with the server. */
export function shopControl(world: World) {
  const { store } = world;
  return {
    settings: (): MarketSettings => structuredClone(world.settings),
    /** How product-offer POST/PATCH answer: `sync` (200/201), `async` (202 + operation) or `mixed` (a share async). */
    setOfferProcessing(args: Partial<MarketSettings['offerProcessing']>) {
      Object.assign(world.settings.offerProcessing, args);
      return world.settings.offerProcessing;
    },
    setOfferCommandSeconds(args: { seconds: number }) {
      world.settings.offerCommandSeconds = args.seconds;
    },
    /** A seller's offers as the server holds them (gone ones only with `includeGone`). */
    offers(args: { sellerId: string; includeGone?: boolean }) {
      const now = world.clock.now();
      return store
        .offersOf(args.sellerId)
        .filter((o) => args.includeGone || !isGone(o, now))
        .map((o) => ({
          id: o.id,
          name: o.name,
          status: o.status,
          price: o.price,
          stock: o.stock,
          sold: o.sold,
          externalId: o.externalId,
          hidden: o.hidden,
          gone: isGone(o, now),
          processing: o.operationId !== null,
          updatedAt: iso(o.updatedAt),
        }));
    },
    offer: (args: { id: string }) => structuredClone(store.offer(args.id) ?? null),
    ratings: (args: { sellerId: string }) =>
      store.ratingsOf(args.sellerId).map((r) => ({
        id: r.id,
        recommended: r.recommended,
        createdAt: iso(r.createdAt),
        lastChangedAt: iso(r.lastChangedAt),
        answer: r.answer?.message ?? null,
        removalRequested: r.removalRequest !== null,
        orderId: r.orderId,
      })),
    /** A seller's return policies, implied warranties and warranties as the server holds them. */
    afterSalesConditions(args: { sellerId: string }) {
      const seller = store.seller(args.sellerId);
      if (!seller) return null;
      const { returnPolicies, impliedWarranties, warranties } = seller;
      return structuredClone({ returnPolicies, impliedWarranties, warranties });
    },
    /** The ids of an offer's tags as the server holds them; null for an unknown offer. */
    offerTags(args: { offerId: string }) {
      const offer = store.offer(args.offerId);
      const seller = offer && store.seller(offer.sellerId);
      return seller ? [...(taggingOf(store, seller).offerTags[offer.id] ?? [])] : null;
    },
    offerEvents: (args: { sellerId: string }) =>
      store.offerEventsOf(args.sellerId).map((e) => ({ ...e, occurredAt: iso(e.occurredAt) })),
  };
}
