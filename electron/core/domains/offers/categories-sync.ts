import { categoryMaxAgeMs, fetchCategoryResource, type CategorySource } from './categories';
import type { StreamContext } from '../../sync/context';
import { isGone } from '../../sync/context';

const sources: CategorySource[] = ['category', 'parameters'];

/**
 * The categories of the account's offers, each read once (not per offer) when missing from the local copy or
 * older than a day, with its parameters: the offer editor then has them offline. Runs with the sync's client, so
 * at background priority. A category the marketplace no longer has is skipped. Answers whether anything changed.
 */
export async function readOfferCategories(ctx: StreamContext): Promise<boolean> {
  const ids = ctx.repos.reference.staleCategories(ctx.accountId, ctx.clock.now() - categoryMaxAgeMs);
  let changed = false;
  let done = 0;
  for (const id of ids) {
    ctx.progress({ phase: 'reference', done, total: ids.length });
    for (const source of sources) {
      ctx.signal.throwIfAborted();
      try {
        const read = await fetchCategoryResource(
          ctx.client,
          ctx.repos.reference,
          source,
          id,
          () => ctx.clock.now(),
          ctx.signal,
        );
        changed ||= read.changed;
      } catch (error) {
        if (!isGone(error)) throw error;
        ctx.logger.debug('category not offered', { account: ctx.accountId, category: id, source });
      }
    }
    done++;
  }
  return changed;
}
