import type { OfferDescription } from '../../../../shared/outbox';
import { runStep, type StepContext } from '../../outbox/step';
import type { TranslationFields } from '../../../../shared/translations';
import { MarketError } from '../../market/market-error';
import { seg } from '../../shipping/gateway';
import type { ChangeRow } from '../../outbox/change-repo';
import { fetchTranslations, translationsPath } from './fetch';
import { applied } from './translation-view';
import { createTranslationsRepo } from './translations-repo';

type Fields = TranslationFields & { description?: OfferDescription };

/**
 * One step of a translation's edit or delete. A PATCH sets the same texts however often it is sent, so one found in
 * `sending` (a crash, a lost answer) is sent again; a DELETE sent again answers 404 once the first one landed, which
 * means the same: the manual element is gone. Confirmed, the local copy takes the new values at once, then the
 * offer's translations are read again (the automatic text a delete brings back is only known from there).
 */
export async function runTranslation(ctx: StepContext, row: ChangeRow): Promise<void> {
  const kind = row.kind;
  if (kind !== 'translation.edit' && kind !== 'translation.delete') return;
  const fields = JSON.parse(row.fields) as Fields;
  const language = fields.language ?? '';
  const repo = createTranslationsRepo(ctx.db);
  const path = `${translationsPath(row.entity_id)}/${seg(language)}`;
  // Refused: the change leaves the open ones, so the view falls back to the local copy by itself.
  const end = await runStep(ctx, row, {
    send: async () => {
      const client = await ctx.client(row.account_id);
      try {
        await client.request(
          kind === 'translation.edit'
            ? { method: 'PATCH', path, body: JSON.parse(row.request ?? '{}'), idempotent: true }
            : {
                method: 'DELETE',
                path,
                query: JSON.parse(row.request ?? '{}') as Record<string, string>,
                idempotent: true,
                expected: [404],
              },
        );
      } catch (error) {
        if (!(kind === 'translation.delete' && error instanceof MarketError && error.status === 404))
          throw error;
      }
    },
    confirmed: () => {
      const current = repo.list(row.account_id, row.entity_id).find((t) => t.language === language);
      repo.put(row.account_id, row.entity_id, applied(current, kind, fields));
    },
  });
  if (end === 'skipped' || end === 'waiting') return;
  ctx.changed(['offer_translations']);
  await readAgain(ctx, repo, row.account_id, row.entity_id);
}

/** Reads the offer's translations again after a change settled; a failure only leaves the copy as it is. */
async function readAgain(
  ctx: StepContext,
  repo: ReturnType<typeof createTranslationsRepo>,
  accountId: string,
  offerId: string,
): Promise<void> {
  try {
    await fetchTranslations(await ctx.client(accountId), repo, accountId, offerId, ctx.now);
    ctx.changed(['offer_translations']);
  } catch (error) {
    ctx.logger.info('translations could not be read back after a change', { error: String(error) });
  }
}
