import { describe, expect, it } from 'vitest';
import { startDemoMarket, type DemoMarketOptions } from '../../../electron/demo-market';
import { apiClient, signIn } from '../../helpers/demo-market';

const PAGES = [
  '/sale/offers?limit=1000',
  '/sale/offers?limit=100&sort=-sellingMode.price.amount',
  '/order/checkout-forms?limit=100',
  '/order/events?limit=1000',
  '/sale/offer-events?limit=1000',
  '/sale/user-ratings?limit=100',
];

/** The first pages a client would read, with absolute addresses (images) made independent of the port. */
async function firstPages(options: DemoMarketOptions): Promise<string[]> {
  const market = await startDemoMarket(options);
  try {
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    const pages = [];
    for (const path of PAGES) pages.push((await (await api.get(path)).text()).replaceAll(market.url, 'BASE'));
    return pages;
  } finally {
    await market.close();
  }
}

describe('same seed, same data', () => {
  const options = {
    seed: 11,
    offers: 3000,
    orders: 800,
    ratings: 200,
    clockStart: '2026-05-04T08:30:00Z',
    frozenClock: true,
  };

  it('two starts with the same options serve identical first pages', async () => {
    const [a, b] = [await firstPages(options), await firstPages(options)];
    expect(a).toHaveLength(PAGES.length);
    for (let i = 0; i < PAGES.length; i++) {
      expect(a[i]!.length, PAGES[i]).toBeGreaterThan(100);
      expect(a[i], PAGES[i]).toBe(b[i]);
    }
  });

  it('another seed gives another shop', async () => {
    const [a, b] = [await firstPages(options), await firstPages({ ...options, seed: 12 })];
    for (let i = 0; i < PAGES.length; i++) expect(a[i], PAGES[i]).not.toBe(b[i]);
  });
});
