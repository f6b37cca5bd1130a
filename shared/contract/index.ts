import type { z } from 'zod';
import type { Envelope } from '../errors';
import type { SyncStatus } from '../sync-status';
import type { NewPaidOrders, OrderToShow } from '../orders';
import { accountChannels } from './accounts';
import { afterSalesChannels } from './after-sales';
import { feeChannels } from './fees';
import { billingChannels } from './billing';
import { promotionChannels } from './promotions';
import { claimChannels } from './claims';
import { returnChannels } from './returns';
import { compatibilityChannels } from './compatibility';
import { deliveryTagsChannels } from './delivery-tags';
import { appChannels } from './app';
import { backupChannels } from './backups';
import { offerChannels } from './offers';
import { outboxChannels } from './outbox';
import { orderChannels } from './orders';
import { ratingChannels } from './ratings';
import { syncChannels } from './sync';
import { printChannels } from './print';
import { shippingChannels } from './shipping';
import { translationChannels } from './translations';
import { paymentChannels } from './payments';
import { messageChannels } from './messages';
import { invoiceChannels } from './invoices';
import { disputeChannels } from './disputes';
import { issueChannels } from './issues';
import { pickingChannels } from './picking';
import { event, type AccountRule, type ChannelDef, type EventDef } from './define';

/**
 * The one contract between the renderer and the main process. The preload API, the registrar and the
 * renderer client are all typed from it, so renaming a channel breaks the compiler in all three places.
 * Channels are named `domain:verbNoun`; each domain lives in its own file under ./contract.
 */
export const channels = {
  ...appChannels,
  ...backupChannels,
  ...accountChannels,
  ...syncChannels,
  ...orderChannels,
  ...offerChannels,
  ...outboxChannels,
  ...ratingChannels,
  ...printChannels,
  ...shippingChannels,
  ...afterSalesChannels,
  ...feeChannels,
  ...promotionChannels,
  ...returnChannels,
  ...compatibilityChannels,
  ...translationChannels,
  ...deliveryTagsChannels,
  ...paymentChannels,
  ...claimChannels,
  ...billingChannels,
  ...messageChannels,
  ...invoiceChannels,
  ...disputeChannels,
  ...issueChannels,
  ...pickingChannels,
};

/** The local tables a `changed` event can name: a store re-queries when one of its tables is among them. */
export const tableNames = [
  'accounts',
  'settings',
  'offers',
  'orders',
  'ratings',
  'reference_data',
  'after_sales_conditions',
  'offer_quotes',
  'promotions',
  'refund_claims',
  'offer_translations',
  'delivery_tags',
  'messages',
  'disputes',
  'issues',
  'print_jobs',
  'print_profiles',
  'print_printers',
  'shipments',
  'parcel_templates',
  'outbox',
  'payment_operations',
  'billing_entries',
  'customer_returns',
  'order_invoices',
  'offer_bins',
  'offer_thumbnails',
  'sender_addresses',
] as const;

export type TableName = (typeof tableNames)[number];

/** Events carry invalidation hints, not data: stores re-query what changed. */
export const events = {
  changed: event<{ tables: TableName[] }>(),
  'sync:status': event<SyncStatus>(),
  /** A signal rather than a hint: a notification says what is new, and there is nothing to re-query for it. */
  'orders:newPaid': event<NewPaidOrders>(),
  /** The desktop app's notification was clicked: the window shows that order in Shipping. */
  'orders:show': event<OrderToShow>(),
};

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type EventName = keyof typeof events;

export type ChannelInput<K extends ChannelName> =
  Channels[K] extends ChannelDef<infer I, unknown> ? z.output<I> : never;
export type ChannelRawInput<K extends ChannelName> =
  Channels[K] extends ChannelDef<infer I, unknown> ? z.input<I> : never;
export type ChannelOutput<K extends ChannelName> =
  Channels[K] extends ChannelDef<z.ZodType, infer O> ? O : never;
export type EventPayload<E extends EventName> = (typeof events)[E] extends EventDef<infer P> ? P : never;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

/** The account rule a channel declares, or undefined for a channel that concerns no one account. */
export const accountRuleOf = (name: ChannelName): AccountRule<unknown> | undefined =>
  (channels[name] as ChannelDef<z.ZodType, unknown>).account;

/** An input with its account resolved: the one it named, or the active one. */
type WithAccount<T> = T extends undefined ? never : Omit<T, 'accountId'> & { accountId: string };

/**
 * What a handler receives: the parsed input, and for a channel with an account rule the account the registrar
 * resolved by it, so no handler looks for the active account itself.
 */
export type HandlerInput<K extends ChannelName> = Channels[K] extends {
  readonly account: AccountRule<unknown>;
}
  ? WithAccount<ChannelInput<K>>
  : ChannelInput<K>;

/**
 * Handlers the core provides for every channel; a missing one is a compile error. A handler answers its value or a
 * promise of it: the registrar awaits either, and turns a throw of either kind into an error envelope.
 */
export type Handlers = {
  [K in ChannelName]: (input: HandlerInput<K>) => ChannelOutput<K> | Promise<ChannelOutput<K>>;
};

/** The handlers of one contract file's channels: `HandlersOf<typeof offerChannels>`. */
export type HandlersOf<C> = Pick<Handlers, keyof C & ChannelName>;

type DomainOf<K> = K extends `${infer D}:${string}` ? D : never;
type MethodCall<K extends ChannelName, R> =
  undefined extends ChannelRawInput<K>
    ? (input?: ChannelRawInput<K>) => Promise<R>
    : (input: ChannelRawInput<K>) => Promise<R>;

/** The shape of a named API: `api.settings.set(patch)`, built from the channel names. */
export type NamedApi<Wrap extends 'envelope' | 'plain'> = {
  [D in DomainOf<ChannelName>]: {
    [K in ChannelName as K extends `${D}:${infer M}` ? M : never]: MethodCall<
      K,
      Wrap extends 'envelope' ? Envelope<ChannelOutput<K>> : ChannelOutput<K>
    >;
  };
};

export type EventSubscriptions = {
  [E in EventName]: (listener: (payload: EventPayload<E>) => void) => () => void;
};

/** What the preload exposes as `window.sellerDesk`, and what the web bridge provides in a browser. */
export type BridgeApi = NamedApi<'envelope'> & { on: EventSubscriptions };

/** The IPC channel an event travels on from main to the preload. */
export const eventChannel = (name: EventName): string => `event:${name}`;

export function splitChannel(name: ChannelName): { domain: string; method: string } {
  const [domain, method] = name.split(':') as [string, string];
  return { domain, method };
}
