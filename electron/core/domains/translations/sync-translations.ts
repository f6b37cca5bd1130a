import type { StreamContext } from '../../sync/context';
import { fetchTranslations } from './fetch';
import type { Db } from '../../db/open';
import { createTranslationsRepo, type TranslationsRepo } from './translations-repo';

// One repository per database: an offer read must not prepare its statements again each time.
const repos = new WeakMap<Db, TranslationsRepo>();
function repoOf(db: Db): TranslationsRepo {
  let repo = repos.get(db);
  if (!repo) repos.set(db, (repo = createTranslationsRepo(db)));
  return repo;
}

/**
 * A changed offer (the journal named it, OFFER_TRANSLATION_UPDATED among others) whose translations the local copy
 * holds has them read again with it, so they stay current offline; offers never opened are left alone (a request
 * each). Runs while the offer is read, in the sync's budget.
 */
export async function readTranslationsOfChanged(ctx: StreamContext, offerId: string): Promise<void> {
  const repo = repoOf(ctx.db);
  if (repo.fetchedAt(ctx.accountId, offerId) === null) return;
  try {
    await fetchTranslations(ctx.client, repo, ctx.accountId, offerId, () => ctx.clock.now(), {
      signal: ctx.signal,
      priority: 'background',
    });
    ctx.changed(['offer_translations']);
  } catch (error) {
    // The offer itself matters more: its translations keep their last copy and are read at the next change.
    if (ctx.signal.aborted) throw error;
  }
}
