import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { reapplyPromotion, restorePromotion, runPromotion } from './promotion-step';
import { createPromotionsRepo } from './promotions-repo';

/** A promotion made, changed or ended; dropped, the local copy goes back, sent again, it shows waiting again. */
export function promotionKind({ db, now }: ChangeBuilderDeps): OutboxKind {
  const promotions = createPromotionsRepo(db);
  return {
    tables: ['promotions', 'offers'],
    run: runPromotion,
    discarded: (row) => restorePromotion(promotions, row, 'discarded', now()),
    requeued: (row) => reapplyPromotion(promotions, row, now()),
  };
}
