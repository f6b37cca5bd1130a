import { DAY, iso } from '../clock';
import { badRequest } from '../http/errors';
import { json, type Route } from '../http/route';
import type { Offer, OfferEvent } from '../state/types';
import type { World } from '../world';

export const OFFER_EVENT_TYPES = [
  'OFFER_ACTIVATED',
  'OFFER_CHANGED',
  'OFFER_ENDED',
  'OFFER_STOCK_CHANGED',
  'OFFER_PRICE_CHANGED',
  'OFFER_ARCHIVED',
  'OFFER_BID_PLACED',
  'OFFER_BID_CANCELED',
  'OFFER_TRANSLATION_UPDATED',
  'OFFER_VISIBILITY_CHANGED',
  'OFFER_DELIVERY_COUNTRIES_BLOCKED',
] as const;

const RETENTION = DAY;

/** Event ids are the base64 of a decimal sequence number, like the marketplace's `MTEzMjQzODU3NA`. */
export const offerEventId = (seq: number) => Buffer.from(String(seq)).toString('base64');

function seqOf(id: string): number | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  return /^\d{1,15}$/.test(decoded) && offerEventId(Number(decoded)) === id ? Number(decoded) : null;
}

/** Records an offer event. The journal covers ACTIVE and ACTIVATING offers only (and archiving). */
export function emitOfferEvent(
  world: World,
  offer: Offer,
  type: string,
  extra: Record<string, unknown> | null = null,
) {
  const covered = offer.status === 'ACTIVE' || offer.status === 'ACTIVATING' || type === 'OFFER_ARCHIVED';
  if (!covered) return;
  const seq = ++world.store.data.counters.offerEventSeq;
  world.store.addOfferEvent({
    seq,
    sellerId: offer.sellerId,
    type,
    occurredAt: world.clock.now(),
    offerId: offer.id,
    extra,
  });
}

function view(event: OfferEvent, world: World) {
  const offer = world.store.offer(event.offerId);
  const external = offer?.externalId ? { id: offer.externalId } : null;
  const base = { id: offerEventId(event.seq), occurredAt: iso(event.occurredAt), type: event.type };
  switch (event.type) {
    case 'OFFER_ENDED':
      return {
        ...base,
        offer: { id: event.offerId, external, publication: { endedBy: event.extra?.endedBy ?? 'USER' } },
      };
    case 'OFFER_PRICE_CHANGED':
      return {
        ...base,
        offer: {
          id: event.offerId,
          external,
          marketplaces: [{ id: `${world.vendor}-pl`, changeType: event.extra?.changeType ?? 'MANUAL' }],
        },
      };
    case 'OFFER_TRANSLATION_UPDATED':
      return {
        ...base,
        offer: { id: event.offerId, external },
        translations: ((event.extra?.languages as string[] | undefined) ?? []).map((language) => ({
          language,
        })),
      };
    default:
      return { ...base, offer: { id: event.offerId, external } };
  }
}

/** GET /sale/offer-events: events after `from`, oldest first, last 24 hours only. */
export function offerEventRoutes(world: World): Route[] {
  return [
    {
      method: 'GET',
      path: '/sale/offer-events',
      auth: 'user',
      scope: `${world.vendor}:api:sale:offers:read`,
      plainJsonErrors: true,
      handle(ctx) {
        const limit = ctx.query.int('limit', { min: 1, max: 1000, def: 100 });
        const types = new Set<string>(ctx.query.allOf('type', OFFER_EVENT_TYPES));
        const from = ctx.query.string('from');
        const events = world.store.offerEventsOf(ctx.userId);
        const horizon = world.clock.now() - RETENTION;
        let start = 0;
        if (from !== undefined) {
          const seq = seqOf(from);
          if (seq === null || seq > world.store.data.counters.offerEventSeq)
            throw badRequest(`Invalid event id: ${from}`, 'from');
          start = upperBound(events, seq);
        }
        const page = [];
        for (let i = start; i < events.length && page.length < limit; i++) {
          const e = events[i]!;
          if (e.occurredAt < horizon) continue;
          if (types.size > 0 && !types.has(e.type)) continue;
          page.push(view(e, world));
        }
        return json(200, { offerEvents: page });
      },
    },
  ];
}

/** Index of the first event with a sequence number above `seq`. */
function upperBound(events: { seq: number }[], seq: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid]!.seq <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
