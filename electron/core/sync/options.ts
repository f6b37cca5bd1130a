const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How often each stream runs and how far back it reaches; every figure can be changed (tests shorten them). With
 * nothing changing, an account costs under 3 requests a minute: the order events (about 2 a minute, for the
 * packing queue), the message threads every 10 minutes, and the rest every half hour or less often. A stream runs at
 * once when the seller asks (`Sync now`) and when another stream wakes it (the offers' first listing the profile).
 */
export interface SyncOptions {
  /**
   * The order events journal is polled this often: a new paid order must be in the packing queue within half a
   * minute, and the marketplace tells of one only through the journal; a little under 30 s leaves the turn time for
   * its two round trips (the events, then the order). The only poll under a few minutes: 2.1 requests a minute.
   */
  ordersPollMs: number;
  /**
   * Missing order events are caught by a re-read of recently updated orders this often: the journal misses few, and
   * a packing station reads a scanned order it does not know yet at once.
   */
  ordersReconcileMs: number;
  /** The first sync (and a re-sync after a gap) loads orders bought in the last this many days. */
  ordersBackfillDays: number;
  /** The back-fill also reads the tracking numbers of orders bought in the last this many days (one request
   * each); older orders get theirs when they change. */
  ordersShipmentsDays: number;
  /** The order events journal keeps events this long. */
  orderJournalMs: number;
  /** Offer changes made elsewhere (stock after a sale, a price set on the marketplace's site) show within this. */
  offersPollMs: number;
  /** A complete offer re-list at least this often: drafts and ended offers never appear in the journal. */
  offersRelistMs: number;
  /** The offer events journal keeps events this long. */
  offerJournalMs: number;
  /** A rating is answered within days: new ones show within this. */
  ratingsPollMs: number;
  /** A complete ratings pass (which notices removed ratings) this often. */
  ratingsFullMs: number;
  /**
   * The account's reference data and lists (delivery methods, carriers, after-sales conditions, promotions, a share
   * of the offers' fees and tags): the seller changes them seldom, and the offers' first listing wakes it at once.
   */
  profilePollMs: number;
  /** Billing entries, payment operations and commission refund claims: money moves in days, not minutes. */
  moneyPollMs: number;
  /** Message threads: a buyer's new message shows within this long (a seller answers within hours, not seconds). */
  buyersPollMs: number;
  /** Disputes and customer returns with their refunds, read with the buyers stream: they move over days. */
  casesPollMs: number;
  /** Single items (an order, an offer) read from the marketplace per transaction and per turn of a stream. */
  readsPerTurn: number;
  /** Offline: the marketplace is probed after this long, doubling up to the maximum, with jitter. */
  probeMinMs: number;
  probeMaxMs: number;
  /** A failed stream is tried again after this long, doubling up to its poll interval. */
  errorRetryMs: number;
  /** Margin subtracted from marketplace times used as `updatedAt.gte` / `lastChangedAt.gte`. */
  watermarkMarginMs: number;
  /**
   * A re-list of at least this many offers is parsed and written on the sync's writer thread; a smaller one (a
   * few pages, written in milliseconds) on the calling thread, where starting a thread would cost more.
   */
  writerThreadFrom: number;
  /**
   * How often the accounts' sync leases are renewed, and an account another process syncs is looked at again (it
   * is taken once that process stops or is gone). Well under the leases' 15 s, so another machine never finds one
   * stale while this process syncs.
   */
  leaseRenewMs: number;
}

export const defaultSyncOptions: SyncOptions = {
  ordersPollMs: 28_000,
  ordersReconcileMs: HOUR,
  ordersBackfillDays: 60,
  ordersShipmentsDays: 14,
  orderJournalMs: 60 * DAY,
  offersPollMs: 30 * MINUTE,
  offersRelistMs: DAY,
  offerJournalMs: DAY,
  ratingsPollMs: HOUR,
  ratingsFullMs: DAY,
  profilePollMs: 6 * HOUR,
  moneyPollMs: HOUR,
  buyersPollMs: 10 * MINUTE,
  casesPollMs: HOUR,
  readsPerTurn: 100,
  probeMinMs: 5_000,
  probeMaxMs: 5 * MINUTE,
  errorRetryMs: 15_000,
  watermarkMarginMs: 5 * MINUTE,
  writerThreadFrom: 5000,
  leaseRenewMs: 5000,
};

/** Safety margin before a journal's retention ends: a cursor read less recently than this needs a re-list. */
export const journalMargin = (retentionMs: number): number => Math.min(HOUR, retentionMs / 24);
