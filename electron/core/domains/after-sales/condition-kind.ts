import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { restoreCondition, runCondition } from './condition-step';

/** An after-sales condition made or edited; a dropped waiting one gives way to the one before it. */
export const conditionKind = ({ db, now }: ChangeBuilderDeps): OutboxKind => ({
  tables: ['after_sales_conditions', 'offers'],
  run: runCondition,
  discarded: (row) => row.state === 'queued' && restoreCondition({ db, now }, row),
});
