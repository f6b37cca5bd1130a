import { MAIN_SELLER_ID, type DemoMarket } from '../../electron/demo-market';
import type { ApiClient } from './demo-market';

/** The GTIN parameter, as an offer's full JSON carries it. */
export const withEan = (ean: string): string =>
  JSON.stringify({ parameters: [{ id: '225693', values: [ean] }] });

/**
 * Five offers of the main seller with stock for a few orders: `a` and `b` (to share an EAN), `c` and `d` given one
 * external id on the marketplace, `e` without one.
 */
export async function pickingOffers(market: DemoMarket, api: ApiClient, sharedExternalId: string) {
  const offers = market.control
    .offers({ sellerId: MAIN_SELLER_ID })
    .filter((o) => o.status === 'ACTIVE' && o.stock > 10)
    .slice(0, 5);
  if (offers.length < 5) throw new Error('the demo shop has too few offers with stock');
  const [a, b, c, d, e] = offers.map((o) => o.id) as [string, string, string, string, string];
  for (const [id, external] of [
    [c, { id: sharedExternalId }],
    [d, { id: sharedExternalId }],
    [e, null],
  ] as const) {
    const answer = await api.patch(`/sale/product-offers/${id}`, { external });
    if (answer.status >= 300) throw new Error(`PATCH ${id}: ${answer.status} ${await answer.text()}`);
  }
  return { a, b, c, d, e };
}

/** A paid order of these offers and quantities, waiting to be packed. */
export const paidOrder = (market: DemoMarket, offers: [string, number][]): string =>
  market.control.addOrder({
    stage: 'READY_FOR_PROCESSING',
    offers: offers.map(([offerId, quantity]) => ({ offerId, quantity })),
  }).id;
