import { DAY } from '../clock';
import type { Offer } from '../state/types';
import type { World } from '../world';
import { emitOfferEvent } from './journal';

const ARCHIVE_AFTER = 60 * DAY;

/** Gone for good: a deleted draft, a draft untouched for 60 days, or an offer ended over 60 days ago (404). */
export function isGone(offer: Offer, now: number): boolean {
  if (offer.deleted) return true;
  if (offer.status === 'ENDED' && offer.endedAt !== null) return now - offer.endedAt >= ARCHIVE_AFTER;
  if (offer.status === 'INACTIVE' && offer.startingAt === null) return now - offer.updatedAt >= ARCHIVE_AFTER;
  return false;
}

/** What GET /sale/offers shows: not gone and not hidden by the seller. */
export function isListed(offer: Offer, now: number): boolean {
  return !offer.hidden && !isGone(offer, now);
}

export function touch(world: World, offer: Offer): void {
  offer.updatedAt = world.clock.now();
  world.store.offerChanged(offer.sellerId, offer.updatedAt);
}

export function activate(world: World, offer: Offer): void {
  const now = world.clock.now();
  offer.status = 'ACTIVE';
  offer.startedAt = now;
  offer.startingAt = null;
  offer.endedAt = null;
  offer.endedBy = null;
  if (offer.format === 'AUCTION' && offer.duration) offer.endingAt = now + 7 * DAY;
  touch(world, offer);
  emitOfferEvent(world, offer, 'OFFER_ACTIVATED');
}

export function end(world: World, offer: Offer, by: string): void {
  emitOfferEvent(world, offer, 'OFFER_ENDED', { endedBy: by });
  offer.status = 'ENDED';
  offer.endedAt = world.clock.now();
  offer.endedBy = by;
  touch(world, offer);
}

/** Stock moves (a sale, a quantity command); an active offer with no stock left ends. */
export function setStock(world: World, offer: Offer, stock: number): void {
  offer.stock = stock;
  touch(world, offer);
  emitOfferEvent(world, offer, 'OFFER_STOCK_CHANGED');
  if (stock === 0 && (offer.status === 'ACTIVE' || offer.status === 'ACTIVATING'))
    end(world, offer, 'EMPTY_STOCK');
}

export function setPrice(world: World, offer: Offer, amount: string): void {
  offer.price = amount;
  touch(world, offer);
  emitOfferEvent(world, offer, 'OFFER_PRICE_CHANGED', { changeType: 'MANUAL' });
}

/** Registers the due work of offers: scheduled starts. */
export function registerOfferTasks(world: World): void {
  world.scheduler.register('offer-start', (offerId) => {
    const offer = world.store.offer(offerId);
    if (offer && offer.status === 'INACTIVE' && offer.startingAt !== null && !offer.deleted)
      activate(world, offer);
  });
  world.scheduler.register('offer-activating', (offerId) => {
    const offer = world.store.offer(offerId);
    if (offer && offer.status === 'ACTIVATING' && offer.operationId === null) activate(world, offer);
  });
}
