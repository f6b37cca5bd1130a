import { runStep, type StepContext } from '../../outbox/step';
import type { ChangeRow } from '../../outbox/change-repo';
import { seg } from '../../shipping/gateway';
import { createDeliveryTagsRepo } from './delivery-tags-repo';
import { restoreTags } from './tag-changes';

/**
 * One step of an offer's tags change: the POST carries the whole list, so one that may have landed (found in
 * `sending`) is sent again and sets the same list. Confirmed, the list is stored as read now; refused, the tags
 * before it come back and the change shows failed with the marketplace's words.
 */
export async function runTags(ctx: StepContext, row: ChangeRow): Promise<void> {
  await runStep(ctx, row, {
    send: async () => {
      const client = await ctx.client(row.account_id);
      await client.request({
        method: 'POST',
        path: `/sale/offers/${seg(row.entity_id)}/tags`,
        body: JSON.parse(row.request ?? '{"tags":[]}'),
        idempotent: true,
      });
    },
    confirmed: () => {
      // A later waiting change keeps its tags shown; otherwise what was sent is what the offer has now.
      if (ctx.changes.openFields(row.account_id, 'offer', row.entity_id).tagIds !== undefined) return;
      const sent = (JSON.parse(row.fields) as { tagIds?: string[] }).tagIds ?? [];
      createDeliveryTagsRepo(ctx.db).setOfferTags(row.account_id, row.entity_id, sent, ctx.now());
    },
    refused: () => restoreTags(ctx.db, ctx.changes, row),
  });
}
