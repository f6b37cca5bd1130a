import { defaultSyncOptions } from '../../../electron/core/sync/options';

/**
 * The benchmarks raise the app's request budget (its default, 120 per minute, would measure the budget) and the
 * demo marketplace's per-user leaky bucket; every bench prints both in its figures. Kept apart from the rest of
 * the benchmarks' support so the process that only syncs (sync-once-child.ts) loads nothing else.
 */
export const benchBudget = 1_000_000;
export const benchLimits = { requestBudget: benchBudget, marketLeakyBucket: 'raised' };

/** The app's sync settings, except that the back-fill reaches every generated order (90 days). */
export const benchSyncOptions = {
  ordersBackfillDays: 120,
  ordersShipmentsDays: defaultSyncOptions.ordersShipmentsDays,
};
