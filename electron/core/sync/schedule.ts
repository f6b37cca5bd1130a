import type { SyncStream } from '../../../shared/sync-status';
import { AppError } from '../kernel/errors';
import type { SyncOptions } from './options';

/**
 * What each stream waits for on a first sync: the stream whose first part it follows. A seller opening the app for
 * the first time is at the packing table, so the orders waiting to be packed (the orders' first part) come before
 * anything else; the profile reads the categories, fees and tags of the offers, so it follows their first listing.
 * A stream that failed lets its followers go (a part the marketplace refuses stops only itself).
 */
export const firstAfter: Record<SyncStream, SyncStream | null> = {
  orders: null,
  offers: 'orders',
  ratings: 'orders',
  money: 'orders',
  buyers: 'orders',
  profile: 'offers',
};

/** The order the streams start in: a first sync's requests queue at the gate in the order a seller needs them. */
export const startOrder: readonly SyncStream[] = [
  'orders',
  'offers',
  'ratings',
  'profile',
  'money',
  'buyers',
];

/** How long a stream that caught up waits for its next turn. */
export const intervalOf = (options: SyncOptions, stream: SyncStream): number =>
  ({
    profile: options.profilePollMs,
    orders: options.ordersPollMs,
    offers: options.offersPollMs,
    ratings: options.ratingsPollMs,
    money: options.moneyPollMs,
    buyers: options.buyersPollMs,
  })[stream];

/** The error's code as the streams report it, null for a fault of the app itself. */
export const codeOf = (error: unknown): string | null => (error instanceof AppError ? error.code : null);
/** Errors after which the account must sign in again: its sync stops until then. */
export const signedOutCodes = new Set(['AUTH_EXPIRED', 'SIGNED_OUT', 'NOT_CONFIGURED']);
