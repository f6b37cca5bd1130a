import type { Journal } from './context';
import type { SyncOptions } from './options';

/** The offer events journal: every change of an offer, kept for a day. */
export const offerJournal = (options: SyncOptions): Journal => ({
  stream: 'offers',
  path: '/sale/offer-events',
  limit: 1000,
  listKey: 'offerEvents',
  itemPath: 'offer.id',
  acceptLanguage: 'en-US',
  retentionMs: options.offerJournalMs,
});

/** The order events journal: every change of a checkout form, kept for 60 days. */
export const orderJournal = (options: SyncOptions): Journal => ({
  stream: 'orders',
  path: '/order/events',
  limit: 1000,
  listKey: 'events',
  itemPath: 'order.checkoutForm.id',
  retentionMs: options.orderJournalMs,
});
