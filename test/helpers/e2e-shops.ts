import type { DemoShop } from './web-host';

/**
 * The demo shops the browser specs start from, signed in and synced: Playwright's global setup prepares each shop
 * once per run and every test gets a copy (test/helpers/synced-shops.ts). Specs whose shops hold the same offers and
 * orders share one prepared copy; `control` is each test's own.
 */
export const e2eShops = {
  accounts: { seed: 22, offers: 30, orders: 20 },
  afterSales: { seed: 21, offers: 30, orders: 10, control: true },
  aroundOffer: { seed: 14, offers: 80, orders: 10, control: true },
  claims: { seed: 15, offers: 80, orders: 20, control: true },
  compatibility: { seed: 14, offers: 80, orders: 10, control: true },
  deliveryTags: { seed: 21, offers: 30, orders: 10, control: true },
  disputes: { seed: 21, offers: 60, orders: 30, control: true },
  fees: { seed: 14, offers: 80, orders: 20 },
  invoices: { seed: 21, offers: 30, orders: 40, control: true },
  issues2026: { seed: 21, offers: 60, orders: 30, control: true, api: '2026' },
  layout: { seed: 21, offers: 40, orders: 40, control: true },
  lists: { seed: 12, offers: 120, orders: 60 },
  marketplace2026: { seed: 21, offers: 30, orders: 10, control: true, api: '2026' },
  messages: { seed: 21, offers: 40, orders: 40, control: true },
  messages2026: { seed: 21, offers: 40, orders: 40, control: true, api: '2026' },
  notices: { seed: 22, offers: 30, orders: 20, control: true },
  orderNotices: { seed: 22, offers: 30, orders: 20, control: true },
  offerBatch: { seed: 14, offers: 200, orders: 20, control: true },
  offerDescription: { seed: 15, offers: 30, orders: 5, control: true },
  offerEditing: { seed: 14, offers: 80, orders: 20, control: true },
  offline: { seed: 11, offers: 300, orders: 120 },
  payments: { seed: 21, offers: 30, orders: 40, control: true },
  promotions: { seed: 15, offers: 80, orders: 20, control: true },
  ratings: { seed: 14, offers: 40, orders: 80, control: true },
  returns: { seed: 15, offers: 60, orders: 60, control: true },
  // The lists of every section at once (orders, queue, offers, ratings, messages), on one account or two.
  screens: { seed: 21, offers: 40, orders: 40 },
  shipping: { seed: 21, offers: 80, orders: 40, control: true },
  shipping2026: { seed: 21, offers: 80, orders: 40, control: true, api: '2026' },
  trackByHand: { seed: 21, offers: 30, orders: 40, control: true },
  translations: { seed: 16, offers: 30, orders: 5, control: true },
} satisfies Record<string, DemoShop>;
