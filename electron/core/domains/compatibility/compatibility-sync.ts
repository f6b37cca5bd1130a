import { createCompatibilityRepo } from './compatibility-repo';
import { refreshCompatibility } from './database-reads';
import { isGone, type StreamContext } from '../../sync/context';
import { inPart } from '../../sync/parts';

/** Read completely this recently, not read again: most profile runs then cost nothing here. */
export const compatibilityMaxAgeMs = 50 * 60_000;
const readMark = 'compatibility';
const compatibilityPart = {
  name: 'compatibility',
  lists: ['/sale/compatibility-list/supported-categories', '/sale/compatible-products/groups'],
};

/**
 * The compatibility lists' reference data (supported categories, makes, the vehicles of makes already opened),
 * kept current for the offer editor offline. A marketplace that does not serve them is skipped (parts.ts), and so are they where the account may not (403).
 */
export async function readCompatibilityData(ctx: StreamContext): Promise<boolean> {
  const fetchedAt = ctx.repos.reference.get(ctx.accountId, readMark)?.fetchedAt ?? -Infinity;
  if (fetchedAt >= ctx.clock.now() - compatibilityMaxAgeMs) return false;
  let changed = false;
  try {
    changed = await inPart(
      ctx,
      compatibilityPart,
      () => refreshCompatibility(ctx.client, createCompatibilityRepo(ctx.db), ctx.signal),
      false,
    );
  } catch (error) {
    if (!isGone(error)) throw error;
    ctx.logger.debug('compatibility lists not offered', { account: ctx.accountId });
  }
  ctx.repos.reference.put(ctx.accountId, readMark, {}, ctx.clock.now());
  return changed;
}
