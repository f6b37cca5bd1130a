import { meRoutes } from './account/me';
import { attachmentRoutes } from './after-sales/attachments';
import { afterSalesRoutes } from './after-sales/routes';
import { compatibilityRoutes } from './compatibility/routes';
import { completeConditions } from './data/after-sales';
import { categoryRoutes } from './categories/routes';
import { activityStep, registerActivity } from './activity';
import { MAIN_SELLER_ID } from './data/sellers';
import { createClock } from './clock';
import { coreControl } from './control/control';
import { createFaults } from './control/faults';
import { createRequestLog } from './control/request-log';
import { generateShop } from './data/generate';
import type { Route } from './http/route';
import { createRouter } from './http/router';
import { routesOf } from './generations';
import { LIMITS } from './limits/documented';
import { createLeakyBucket } from './limits/leaky-bucket';
import { createClientRateLimit } from './limits/rate-limit';
import { createResourceLimits, documentedResourceLimits, limitTimes } from './limits/resource-limits';
import { createOAuthEndpoints, type OAuthSettings } from './oauth/endpoints';
import { createTokenService } from './oauth/tokens';
import type { ResolvedOptions } from './options';
import { createRandom, streamFor } from './random';
import { createScheduler } from './scheduler';
import type { SavedState } from './state/persist';
import { createStore } from './state/store';
import { offerCommandRoutes } from './offers/commands';
import { offerEventRoutes } from './offers/journal';
import { registerOfferTasks } from './offers/lifecycle';
import { offerListRoutes } from './offers/list';
import { productOfferRoutes, registerOperationTask } from './offers/product-offers';
import { offerTranslationRoutes } from './offers/translations';
import { defaultSettings, emptyStats, type World } from './world';
import { shopControl } from './control/shop-control';
import { orderControl } from './control/order-control';
import { checkoutFormRoutes } from './orders/checkout-forms';
import { invoiceRoutes } from './invoices/routes';
import { invoiceControl } from './invoices/control';
import { fulfillmentRoutes } from './orders/fulfillment';
import { orderEventRoutes } from './orders/journal';
import { pricingRoutes } from './pricing/routes';
import { createBlockades } from './payments/blockades';
import { paymentOperationRoutes } from './payments/routes';
import { billingRoutes } from './billing/routes';
import { historyStart } from './billing/entries';
import { ratingRoutes } from './ratings/routes';
import { promotionRoutes } from './promotions/routes';
import { promotionControl } from './promotions/control';
import { refundClaimRoutes } from './refund-claims/routes';
import { refundClaimControl } from './refund-claims/control';
import { disputeRoutes } from './disputes/routes';
import { disputeControl } from './disputes/control';
import { issueRoutes } from './issues/routes';
import { issueControl } from './issues/control';
import { deliveryMethodRoutes } from './shipping/delivery-methods';
import { shippingRateRoutes } from './delivery-tags/shipping-rates';
import { tagRoutes } from './delivery-tags/tag-routes';
import { parcelRoutes } from './shipping/parcel-routes';
import { registerParcelTasks } from './shipping/parcels';
import { deliveryProposalRoutes } from './shipping/delivery-proposals';
import { shipmentRoutes } from './shipping/shipment-routes';
import { createShippingTimings } from './shipping/timings';
import { shippingControl } from './control/shipping-control';
import { customerReturnRoutes } from './returns/routes';
import { returnControl } from './returns/control';
import { registerBuyerMessages } from './messaging/activity';
import { messagingControl } from './messaging/control';
import { messagingRoutes } from './messaging/routes';

/**
 * The composition root of the demo marketplace: clock, data, tokens, limits, faults, resources and the
 * control interface, from the options and (when restoring) a saved state.
 */
export function createMarket(options: ResolvedOptions, saved: SavedState | null) {
  const clock = createClock({
    start: saved ? Math.max(options.clockStart, saved.clockNow) : options.clockStart,
    frozen: options.frozenClock,
  });
  const scheduler = createScheduler();
  if (saved) completeConditions(saved.store);
  const store = createStore(saved ? saved.store : generateShop(options));
  if (saved) scheduler.load(saved.tasks);
  const activityRandom = saved ? createRandom(saved.activityRandom) : streamFor(options.seed, 'activity');
  const tokens = createTokenService({
    clock,
    settings: {
      accessSeconds: options.accessTokenSeconds,
      refreshSeconds: options.refreshTokenSeconds,
      refreshGraceSeconds: options.refreshGraceSeconds,
      revokeFamilyOnReuse: true,
    },
    snapshot: saved?.tokens,
  });
  const oauthSettings: OAuthSettings = {
    codeSeconds: options.authorizationCodeSeconds,
    deviceCodeSeconds: options.deviceCodeSeconds,
    deviceIntervalSeconds: options.deviceIntervalSeconds,
  };
  const oauth = createOAuthEndpoints({
    clock,
    tokens,
    sellers: () => store.sellers(),
    clients: options.clients,
    settings: oauthSettings,
    vendor: options.vendor,
  });
  const rateLimit = createClientRateLimit(clock, {
    perMinute: options.requestsPerMinute,
    blockSeconds: LIMITS.client.blockSeconds,
    retryAfterHeader: true,
  });
  const leaky = createLeakyBucket({ enabled: true, ...LIMITS.bucket, ...options.leakyBucket });
  const resourceLimits = createResourceLimits(limitTimes(clock), documentedResourceLimits());
  resourceLimits.set(options.resourceLimits);
  const faults = createFaults(streamFor(options.seed, 'faults'), options.latencyMs);
  const log = createRequestLog();
  clock.onMove(() => scheduler.runDue(clock.now()));

  const world: World = {
    store,
    clock,
    scheduler,
    vendor: options.vendor,
    api: options.api,
    seed: options.seed,
    random: activityRandom,
    settings: defaultSettings(),
    stats: emptyStats(),
    timings: createShippingTimings(),
  };
  const blockades = createBlockades(world);
  registerOfferTasks(world);
  registerOperationTask(world);
  registerParcelTasks(world);
  const shared: Route[] = [
    ...meRoutes({ store, vendor: options.vendor }),
    ...categoryRoutes(),
    ...offerListRoutes(world),
    ...productOfferRoutes(world),
    ...offerTranslationRoutes(world),
    ...offerEventRoutes(world),
    ...offerCommandRoutes(world),
    ...orderEventRoutes(world),
    ...checkoutFormRoutes(world),
    ...fulfillmentRoutes(world),
    ...invoiceRoutes(world),
    ...ratingRoutes(world),
    ...deliveryMethodRoutes(world),
    ...shippingRateRoutes(world),
    ...tagRoutes(world),
    ...parcelRoutes(world),
    ...shipmentRoutes(world),
    ...deliveryProposalRoutes(world),
    ...afterSalesRoutes(world),
    ...attachmentRoutes(world),
    ...pricingRoutes(world),
    ...promotionRoutes(world),
    ...compatibilityRoutes(world),
    ...paymentOperationRoutes(world, options.seed, blockades),
    ...refundClaimRoutes(world),
    ...billingRoutes(world, { seed: options.seed, start: historyStart(options.clockStart) }),
    ...customerReturnRoutes(world, options.seed),
    ...messagingRoutes(world, options.seed),
    ...disputeRoutes(world),
  ];
  const router = createRouter(routesOf(options.api, shared, { '2026': [...issueRoutes(world)] }));
  if (!saved) scheduleGeneratedWork(world);
  const activityState = { seconds: options.activitySeconds };
  const activity = registerActivity(world, MAIN_SELLER_ID, activityState);
  if (!saved || !scheduler.pending().some((t) => t.kind === 'activity')) activity.start();
  const buyerMessages = registerBuyerMessages(world, options.seed, MAIN_SELLER_ID, activityState);
  if (!saved || !scheduler.pending().some((t) => t.kind === 'buyer-message')) buyerMessages.start();
  const control = {
    ...coreControl({
      clock,
      scheduler,
      tokens,
      oauthSettings,
      rateLimit,
      leaky,
      resourceLimits,
      faults,
      log,
    }),
    ...shopControl(world),
    ...orderControl(world),
    ...shippingControl(world),
    ...promotionControl(world),
    ...refundClaimControl(world),
    ...returnControl(world, options.seed),
    ...messagingControl(world, options.seed),
    ...invoiceControl(world),
    ...disputeControl(world),
    ...issueControl(world),
    /** Holds back part of a payment's money: a BLOCKADE operation that names the payment and no buyer. */
    blockPayment: (args: { sellerId?: string; paymentId: string; amount: string }) =>
      blockades.place({ ...args, sellerId: args.sellerId ?? MAIN_SELLER_ID }),
    /** Runs `steps` steps of background activity now (new orders, payments, cancellations, merges...). */
    runActivity: (args: { steps: number; sellerId?: string }) =>
      Array.from({ length: args.steps }, () => activityStep(world, args.sellerId ?? MAIN_SELLER_ID)),
    /** One step every `seconds` of marketplace time, or none (null). */
    setActivity(args: { seconds: number | null }) {
      activityState.seconds = args.seconds;
      activity.start();
      buyerMessages.start();
    },
  };

  return {
    options,
    clock,
    scheduler,
    store,
    tokens,
    oauth,
    rateLimit,
    leaky,
    resourceLimits,
    faults,
    log,
    router,
    control,
    snapshot(): Omit<SavedState, 'format' | 'savedAt'> {
      return {
        clockNow: clock.now(),
        seed: options.seed,
        store: store.data,
        tokens: tokens.snapshot(),
        tasks: scheduler.pending(),
        activityRandom: activityRandom.state(),
      };
    },
  };
}

/** Work implied by freshly generated data: scheduled starts, and offers still activating. */
function scheduleGeneratedWork(world: World): void {
  const now = world.clock.now();
  for (const offer of world.store.data.offers) {
    if (offer.status === 'INACTIVE' && offer.startingAt !== null) {
      world.scheduler.schedule(Math.max(offer.startingAt, now), 'offer-start', offer.id);
    }
    if (offer.status === 'ACTIVATING') world.scheduler.schedule(now + 30_000, 'offer-activating', offer.id);
  }
}

export type Market = ReturnType<typeof createMarket>;
export type DemoMarketControl = Market['control'];
