import { lazy, type ComponentType } from 'react';
import { OrdersPage } from '../features/orders/OrdersPage';
import type { SectionId } from './sections';

type Load = () => Promise<ComponentType>;

/**
 * Every part of the app but the first screen (the orders list) is a chunk of its own, fetched the first time it is
 * shown; `preloadParts` fetches them all once the first screen is up, so a later Alt+digit finds its section ready.
 */
const loads = {
  shipping: () => import('../features/shipping/ShippingPage').then((m) => m.ShippingPage),
  offers: () => import('../features/offers/OffersPage').then((m) => m.OffersPage),
  ratings: () => import('../features/ratings/RatingsPage').then((m) => m.RatingsPage),
  shop: () => import('../features/shop/ShopPage').then((m) => m.ShopPage),
  money: () => import('../features/money/MoneyPage').then((m) => m.MoneyPage),
  buyers: () => import('../features/buyers/BuyersPage').then((m) => m.BuyersPage),
  printers: () => import('../features/printers/PrintersPage').then((m) => m.PrintersPage),
  settings: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
  firstRun: () => import('../features/accounts/FirstRunScreen').then((m) => m.FirstRunScreen),
  station: () => import('../features/shipping/StationOverlay').then((m) => m.StationOverlay),
} satisfies Record<string, Load>;

const lazyPart = (load: Load) => lazy(async () => ({ default: await load() }));

export const pages: Record<SectionId, ComponentType> = {
  orders: OrdersPage,
  shipping: lazyPart(loads.shipping),
  offers: lazyPart(loads.offers),
  ratings: lazyPart(loads.ratings),
  shop: lazyPart(loads.shop),
  money: lazyPart(loads.money),
  buyers: lazyPart(loads.buyers),
  printers: lazyPart(loads.printers),
  settings: lazyPart(loads.settings),
};

export const FirstRunScreen = lazyPart(loads.firstRun);
export const StationOverlay = lazyPart(loads.station);

/** Fetches every part's chunk (the module loader keeps each one, so the part renders without waiting later). */
export function preloadParts(): Promise<unknown> {
  return Promise.allSettled(Object.values(loads).map((load) => load()));
}
