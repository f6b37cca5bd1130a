import type { TableName } from '../../../shared/contract';
import type { Language } from '../../../shared/settings';
import type { TakeResult } from '../../../shared/shipping';
import type { Logger } from '../kernel/ports';
import type { MarketClient } from '../market/client';
import { shippingText } from './messages';
import type { OrderSync, TakeOutcome } from './orders-port';
import { transient } from '../market/step-errors';
import type { TakeRepo } from './take-repo';

export interface StationTakeDeps {
  orderSync: OrderSync;
  takes: TakeRepo;
  client: (accountId: string) => Promise<MarketClient>;
  changed: (tables: TableName[]) => void;
  logger: Logger;
  language: () => Language;
  now: () => number;
}

const refusalText = {
  takenElsewhere: 'takenElsewhere',
  cancelled: 'takeCancelled',
  alreadyShipped: 'takeShipped',
} as const;

/**
 * "This station takes the order" for the packing view and the scanner, outside making a parcel: the answer says
 * which case it was. Unreachable, the take is stored (`wanted`) and sent again by `retry` when the marketplace
 * answers; any other failure is thrown as it is.
 */
export function createStationTake(deps: StationTakeDeps) {
  const { orderSync, takes, logger } = deps;

  function answer(accountId: string, orderId: string, outcome: TakeOutcome): TakeResult {
    if (outcome.kind === 'taken') return { status: 'taken' };
    takes.forget(accountId, orderId);
    const waybills = outcome.kind === 'alreadyShipped' ? outcome.waybills.join(', ') : '';
    const userMessage = shippingText(refusalText[outcome.kind], deps.language(), { id: orderId, waybills });
    return { status: 'refused', reason: outcome.kind, userMessage };
  }

  async function take(accountId: string, orderId: string, claim: boolean): Promise<TakeResult> {
    let outcome;
    try {
      outcome = await orderSync.take(await deps.client(accountId), orderId, true, claim);
    } catch (error) {
      if (!transient(error)) throw error;
      takes.want(accountId, orderId, deps.now());
      deps.changed(['orders']);
      return { status: 'waiting' };
    }
    deps.changed(['orders']);
    return answer(accountId, orderId, outcome);
  }

  let retrying: Promise<void> | null = null;
  /**
   * One pass over the unsettled takes at a time (never sent, or sent without a known answer); a take still
   * unreachable stays stored for the next pass.
   */
  function retry(): Promise<void> {
    retrying ??= (async () => {
      const open = takes.open();
      if (open.length === 0) return;
      for (const { accountId, orderId } of open) {
        try {
          const outcome = await orderSync.take(await deps.client(accountId), orderId, true, false);
          const result = answer(accountId, orderId, outcome);
          if (result.status === 'refused')
            logger.warn('a stored take was refused', { order: orderId, reason: result.reason });
        } catch (error) {
          if (transient(error)) break;
          takes.forget(accountId, orderId);
          logger.warn('a stored take failed', { order: orderId, error: String(error) });
        }
      }
      deps.changed(['orders']);
    })().finally(() => {
      retrying = null;
    });
    return retrying;
  }

  return { take, retry };
}
