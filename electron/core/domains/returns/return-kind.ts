import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { reapplyReturnChange, restoreReturnChange, runReturnChange } from './return-step';
import { createReturnsRepo } from './returns-repo';

/** A return rejected or a refund made (both entity types of a return); the return shows it until it is settled. */
export function returnKind({ db, now }: ChangeBuilderDeps): OutboxKind {
  const returns = createReturnsRepo(db);
  return {
    tables: ['customer_returns'],
    run: runReturnChange,
    discarded: (row) => restoreReturnChange(returns, row),
    requeued: (row) => reapplyReturnChange(returns, row, now()),
  };
}
