import type { Logger } from '../kernel/ports';
import type { MarketClient } from '../market/client';
import { backoffDelay, type BackoffPolicy } from '../kernel/time/backoff';
import type { ParcelFacts, ShippingGateway } from './gateway';
import type { ShipmentRepo, ShipmentRow } from './shipment-repo';
import { parseList } from './shipment-view';

/**
 * The 2026 marketplace gives its own waybill at once and the carrier's number later (`transportingInfo[]` empty
 * until then, #13177). A made parcel missing one is read again after pauses that grow, for a bounded time: the
 * number usually comes within the quarter hour, and a parcel whose carrier never gives one must not be read for
 * ever.
 */
export interface CarrierNumberOptions {
  backoff: BackoffPolicy;
  /** How long after the parcel was sent its shipment is read again for missing numbers. */
  forMs: number;
}

export const defaultCarrierNumberOptions: CarrierNumberOptions = {
  backoff: { baseMs: 60_000, capMs: 30 * 60_000 },
  forMs: 2 * 86_400_000,
};

/** Only the 2026 marketplace gives the carrier's number apart from its own; the documents' parcels keep none. */
export const tracksCarrierNumbers = (client: MarketClient): boolean =>
  client.environment.api === '2026' && client.environment.shippingFamily === 'shipment-management';

/** The numbers as read and when to read again (null: all came, or the time to wait for them is over). */
export function carrierNumbers(
  facts: ParcelFacts,
  tracked: boolean,
  when: { now: number; since: number; checks: number },
  options: CarrierNumberOptions,
  random: () => number,
): { numbers: (string | null)[]; next: number | null } {
  if (!tracked) return { numbers: [], next: null };
  const numbers = facts.carrierWaybills ?? [];
  const missing = numbers.length === 0 || numbers.some((n) => n === null);
  if (!missing || when.now - when.since >= options.forMs) return { numbers, next: null };
  return { numbers, next: when.now + backoffDelay(when.checks + 1, options.backoff, 'equal', random) };
}

export interface CarrierCheckDeps {
  repo: ShipmentRepo;
  client: (accountId: string) => Promise<MarketClient>;
  gateway: (client: MarketClient) => ShippingGateway;
  now: () => number;
  logger: Logger;
  options: CarrierNumberOptions;
  random: () => number;
  changed: (tables: 'shipments'[]) => void;
}

/** Reads a made parcel's shipment again for its carrier numbers; a failed read is tried after the next pause. */
export async function checkCarrierNumbers(deps: CarrierCheckDeps, row: ShipmentRow): Promise<void> {
  const { repo, now, options, logger } = deps;
  const since = row.sent_at ?? row.created_at;
  const checks = row.carrier_checks + 1;
  try {
    const client = await deps.client(row.account_id);
    const facts = await deps.gateway(client).parcel(row.parcel_id!);
    const when = { now: now(), since, checks };
    const read = carrierNumbers(facts, tracksCarrierNumbers(client), when, options, deps.random);
    repo.setCarrierNumbers(row.id, read.numbers, read.next, checks, now());
    if (read.next === null) logger.info('carrier numbers read', { shipment: row.id, checks });
  } catch (error) {
    logger.info('carrier numbers not read: tried again later', { shipment: row.id, error });
    const over = now() - since >= options.forMs;
    const next = over ? null : now() + backoffDelay(checks + 1, options.backoff, 'equal', deps.random);
    try {
      repo.setCarrierNumbers(row.id, parseList<string | null>(row.carrier_waybills), next, checks, now());
    } catch (stored) {
      logger.error('carrier numbers check not stored', { shipment: row.id, error: stored });
    }
  }
  deps.changed(['shipments']);
}
