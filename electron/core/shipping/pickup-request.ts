import type { Language } from '../../../shared/settings';
import type { PickupSlot } from '../../../shared/shipping';
import { AppError } from '../kernel/errors';
import type { Logger } from '../kernel/ports';
import { MarketError } from '../market/market-error';
import type { CommandReport, ShippingGateway } from './gateway';
import { shippingError } from './messages';
import { parcelKey, type PickupRepo, type PickupRequestRow } from './pickup-repo';
import { errorOf, transient } from '../market/step-errors';

export interface PickupRequestDeps {
  pickups: PickupRepo;
  logger: Logger;
  language: () => Language;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** How long a pickup command is read back before it is reported as still in progress. */
  commandWaitMs: number;
}

/**
 * Orders a courier for these parcels. The command id is stored before the request leaves; an answer that is lost
 * (timeout, 5xx, a crash before it came) is settled by reading that id back, and a request for the same parcels
 * whose earlier outcome is still unknown reuses the earlier id (and its slot) instead of sending a new command.
 * Resolves once the marketplace says SUCCESS; throws its words on ERROR, and a clear error while the outcome is
 * still open (the stored request is settled by the next call for the same parcels).
 */
export async function requestPickup(
  deps: PickupRequestDeps,
  gateway: ShippingGateway,
  input: { accountId: string; commandId: string; parcelIds: string[]; slot: PickupSlot | null },
): Promise<PickupRequestRow> {
  const { pickups } = deps;
  const key = parcelKey(input.parcelIds);
  const earlier = pickups.open(input.accountId, gateway.family).find((row) => row.parcel_ids === key);
  const row =
    earlier ??
    pickups.insert(
      {
        accountId: input.accountId,
        commandId: input.commandId,
        family: gateway.family,
        parcelIds: input.parcelIds,
        slot: input.slot,
      },
      deps.now(),
    );
  if (earlier) deps.logger.info('pickup request settled by its stored id', { command: row.command_id });

  let report: CommandReport = earlier ? await gateway.readPickup(row.command_id) : { status: 'UNKNOWN' };
  if (report.status === 'UNKNOWN') report = await send(deps, gateway, row);
  const until = deps.now() + deps.commandWaitMs;
  while (report.status === 'IN_PROGRESS' && deps.now() < until) {
    await deps.sleep((report.retryAfter ?? 1) * 1000);
    report = await gateway.readPickup(row.command_id);
  }

  switch (report.status) {
    case 'SUCCESS':
      pickups.markDone(row.id, report.parcelId, deps.now());
      return pickups.get(row.id)!;
    case 'ERROR': {
      pickups.markFailed(row.id, report.errors, deps.now());
      const first = report.errors[0];
      throw new AppError('MARKET_ERROR', 'The marketplace did not order the pickup: ERROR', {
        ...(first?.userMessage ? { userMessage: first.userMessage } : {}),
      });
    }
    case 'IN_PROGRESS':
      throw shippingError('CONFLICT', 'pickupPending', deps.language());
    case 'UNKNOWN':
      throw shippingError('OFFLINE', 'pickupNotReceived', deps.language());
  }
}

/** Sends the stored command once; where no answer came, its fate is read back by the same id. */
async function send(
  deps: PickupRequestDeps,
  gateway: ShippingGateway,
  row: PickupRequestRow,
): Promise<CommandReport> {
  const parcelIds = JSON.parse(row.parcel_ids) as string[];
  const slot = row.slot ? (JSON.parse(row.slot) as PickupSlot) : null;
  try {
    await gateway.requestPickup(row.command_id, parcelIds, slot);
    return { status: 'IN_PROGRESS', retryAfter: 0 };
  } catch (error) {
    const exists = error instanceof MarketError && error.marketCode === 'COMMAND_EXISTS';
    if (!exists && !transient(error)) {
      // Any other 4xx is a plain no: nothing was ordered, and this stored request is closed with its words.
      if (error instanceof MarketError && error.status >= 400 && error.status < 500) {
        return { status: 'ERROR', errors: [errorOf(error)] };
      }
      throw error;
    }
    deps.logger.warn('pickup request outcome unknown: reading it back', { command: row.command_id, error });
    return gateway.readPickup(row.command_id);
  }
}
