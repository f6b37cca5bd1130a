const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often each stream runs and how far back it reaches; every figure can be changed (tests shorten them). */
export interface SyncOptions {
  /** The order events journal is polled this often. */
  ordersPollMs: number;
  /** Missing order events are caught by a re-read of recently updated orders this often. */
  ordersReconcileMs: number;
  /** The first sync (and a re-sync after a gap) loads orders bought in the last this many days. */
  ordersBackfillDays: number;
  /** The back-fill also reads the tracking numbers of orders bought in the last this many days (one request
   * each); older orders get theirs when they change. */
  ordersShipmentsDays: number;
  /** The order events journal keeps events this long. */
  orderJournalMs: number;
  offersPollMs: number;
  /** A complete offer re-list at least this often: drafts and ended offers never appear in the journal. */
  offersRelistMs: number;
  /** The offer events journal keeps events this long. */
  offerJournalMs: number;
  ratingsPollMs: number;
  /** A complete ratings pass (which notices removed ratings) this often. */
  ratingsFullMs: number;
  profilePollMs: number;
  /** Billing entries, payment operations and commission refund claims: money moves in days, not minutes. */
  moneyPollMs: number;
  /** Message threads, disputes and returns: a buyer's new message shows within this long. */
  buyersPollMs: number;
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
}

export const defaultSyncOptions: SyncOptions = {
  ordersPollMs: 30_000,
  ordersReconcileMs: 10 * MINUTE,
  ordersBackfillDays: 60,
  ordersShipmentsDays: 14,
  orderJournalMs: 60 * DAY,
  offersPollMs: MINUTE,
  offersRelistMs: DAY,
  offerJournalMs: DAY,
  ratingsPollMs: 5 * MINUTE,
  ratingsFullMs: DAY,
  profilePollMs: HOUR,
  moneyPollMs: 15 * MINUTE,
  buyersPollMs: 2 * MINUTE,
  readsPerTurn: 100,
  probeMinMs: 5_000,
  probeMaxMs: 5 * MINUTE,
  errorRetryMs: 15_000,
  watermarkMarginMs: 5 * MINUTE,
  writerThreadFrom: 5000,
};

/** Safety margin before a journal's retention ends: a cursor read less recently than this needs a re-list. */
export const journalMargin = (retentionMs: number): number => Math.min(HOUR, retentionMs / 24);
