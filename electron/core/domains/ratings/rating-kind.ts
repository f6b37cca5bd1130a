import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import type { RatingFields } from '../../../../shared/outbox';
import { waitingPatch } from './rating-overlay';
import { restoreRating } from './rating-restore';
import { runRating } from './rating-step';
import { createRatingsRepo } from './ratings-repo';

/** A rating's answer or removal request as the outbox sends it; dropped or refused, the text before it comes back. */
export function ratingKind({ db, changes }: ChangeBuilderDeps): OutboxKind {
  const ratings = createRatingsRepo(db);
  return {
    tables: ['ratings'],
    name: 'SELECT r.buyer_login FROM ratings r WHERE r.account_id = c.account_id AND r.id = c.entity_id',
    run: (ctx, row) => runRating({ ...ctx, ratings }, row),
    discarded: (row) => row.state === 'queued' && restoreRating({ changes, ratings }, row),
    requeued: (row) =>
      ratings.patch(row.account_id, row.entity_id, waitingPatch(JSON.parse(row.fields) as RatingFields)),
  };
}
