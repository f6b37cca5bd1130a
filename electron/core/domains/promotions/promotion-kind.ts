import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { reapplyPromotion, restorePromotion, runPromotion } from './promotion-step';
import { createPromotionsRepo } from './promotions-repo';

/** A promotion made, changed or ended; dropped, the local copy goes back, sent again, it shows waiting again. */
export function promotionKind({ db, now }: ChangeBuilderDeps): OutboxKind {
  const promotions = createPromotionsRepo(db);
  return {
    tables: ['promotions', 'offers'],
    name: 'SELECT p.label FROM promotions p WHERE p.account_id = c.account_id AND p.id = c.entity_id',
    run: runPromotion,
    discarded: (row) => restorePromotion(promotions, row, 'discarded', now()),
    requeued: (row) => reapplyPromotion(promotions, row, now()),
  };
}
