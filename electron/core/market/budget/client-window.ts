import { defaultSettings, type RequestBudget } from '../../../../shared/settings';
import { createSlidingLog, type SlidingLog } from './sliding-log';

/** Requests a minute this installation sends under a Client ID of the seller's own, and under a shared one. */
export type ClientBudget = RequestBudget;

/**
 * - Own: two thirds of 9000. The rest is left for the seller's other stations and tools on the same Client ID, and
 *   keeps a burst from reaching the limit, whose block every further request extends.
 * - Shared: 300, so thirty installations can load a first sync at full speed at the same moment; a quiet
 *   installation sends about 3 a minute, so thousands fit beside them.
 */
export const defaultClientBudget: ClientBudget = defaultSettings.requestBudget;

/** The share of a Client ID's minute background requests may use; the rest is the interactive reserve. */
export const backgroundShare = 0.75;

/** At least one background request a minute, so sync never stalls on a tiny budget. */
export function backgroundLimit(perMinute: number): number {
  return Math.max(1, Math.floor(perMinute * backgroundShare));
}

/** One sliding minute per Client ID, shared by every account signed in under it in this installation. */
export function createClientWindows() {
  const logs = new Map<string, SlidingLog>();
  const logOf = (clientId: string): SlidingLog => {
    let log = logs.get(clientId);
    if (!log) logs.set(clientId, (log = createSlidingLog(60_000)));
    return log;
  };
  return {
    roomAt(clientId: string, perMinute: number, interactive: boolean, now: number): number {
      return logOf(clientId).roomAt(now, interactive ? perMinute : backgroundLimit(perMinute));
    },
    add(clientId: string, now: number): void {
      logOf(clientId).add(now);
    },
    count: (clientId: string, now: number): number => logOf(clientId).count(now),
  };
}
