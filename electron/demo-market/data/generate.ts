import { DAY } from '../clock';
import type { ResolvedOptions } from '../options';
import { streamFor } from '../random';
import { emptyStoreData, type StoreData } from '../state/store';
import { generateCatalogue, generateOfferEvents, generateOffers } from './offers';
import { generateOrders } from './orders';
import { generateRatings } from './ratings';
import { demoSellers } from './sellers';

/** The second seller's shop is small and fixed in size, whatever the options ask of the main one. */
const SECOND_SHOP = { offers: 12, orders: 6, ratings: 4 };

/**
 * The whole demo shop from the options alone: the same seed, counts and clock day always give the same data.
 * Each family of data draws from its own stream, so one family's size never shifts another's values.
 */
export function generateShop(options: ResolvedOptions): StoreData {
  const data = emptyStoreData();
  const anchor = Math.floor(options.clockStart / DAY) * DAY;
  const seed = options.seed;
  data.sellers = demoSellers();
  const [main, second] = data.sellers as [(typeof data.sellers)[0], (typeof data.sellers)[0]];
  const catalogue = generateCatalogue(streamFor(seed, 'catalogue'));
  data.categories = catalogue.categories;
  data.products = catalogue.products;

  const shops = [
    { seller: main, counts: { offers: options.offers, orders: options.orders, ratings: options.ratings } },
    { seller: second, counts: SECOND_SHOP },
  ];
  for (const { seller, counts } of shops) {
    const offers = generateOffers(data, {
      r: streamFor(seed, `offers:${seller.id}`),
      seller,
      count: counts.offers,
      anchor,
      products: data.products,
    });
    data.offers.push(...offers);
    generateOfferEvents(data, { r: streamFor(seed, `offer-events:${seller.id}`), offers, anchor });
    const firstOrder = data.orders.length;
    generateOrders(data, {
      r: streamFor(seed, `orders:${seller.id}`),
      seller,
      count: counts.orders,
      anchor,
      offers,
    });
    const orders = data.orders.slice(firstOrder);
    generateRatings(data, {
      r: streamFor(seed, `ratings:${seller.id}`),
      seller,
      count: counts.ratings,
      anchor,
      orders,
    });
  }
  return data;
}
