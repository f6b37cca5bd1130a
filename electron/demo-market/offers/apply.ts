import type { Offer } from '../state/types';
import type { World } from '../world';
import { emitOfferEvent } from './journal';
import { activate, end, setPrice, setStock, touch } from './lifecycle';
import type { OfferChanges } from './rules';

/** Applies validated changes to an offer, with the events an observer of the journal would see. */
export function applyChanges(world: World, offer: Offer, c: OfferChanges): void {
  let edited = false;
  const assign = <K extends keyof Offer>(key: K, value: Offer[K] | undefined) => {
    if (value !== undefined && offer[key] !== value) {
      offer[key] = value;
      edited = true;
    }
  };
  assign('name', c.name);
  assign('format', c.format);
  assign('unit', c.unit);
  assign('duration', c.duration);
  assign('republish', c.republish);
  assign('shippingRatesId', c.shippingRatesId);
  assign('handlingTime', c.handlingTime);
  assign('externalId', c.externalId);
  assign('images', c.images);
  assign('description', c.description);
  assign('parameters', c.parameters);
  assign('invoice', c.invoice);
  assign('location', c.location);
  assign('impliedWarrantyId', c.impliedWarrantyId);
  assign('returnPolicyId', c.returnPolicyId);
  assign('warrantyId', c.warrantyId);
  assign('b2b', c.b2b);
  assign('categoryId', c.categoryId);
  assign('compatibilityList', c.compatibilityList);
  if (edited) {
    touch(world, offer);
    emitOfferEvent(world, offer, 'OFFER_CHANGED');
  }
  if (c.price !== undefined && c.price !== offer.price) setPrice(world, offer, c.price);
  if (c.stock !== undefined && c.stock !== offer.stock) setStock(world, offer, c.stock);
  if (c.startingAt !== undefined) {
    offer.startingAt = c.startingAt;
    touch(world, offer);
    if (c.startingAt !== null) world.scheduler.schedule(c.startingAt, 'offer-start', offer.id);
  }
  if (c.status === 'ACTIVE' && offer.status !== 'ACTIVE') activate(world, offer);
  if (c.status === 'ENDED' && (offer.status === 'ACTIVE' || offer.status === 'ACTIVATING'))
    end(world, offer, 'USER');
}
