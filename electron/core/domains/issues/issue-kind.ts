import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { discardIssueChange, runIssueChange } from './issue-step';

/** A refused message or decision stayed shown (failed); a dropped message's waiting copy and files go. */
export const issueKind = ({ db }: ChangeBuilderDeps): OutboxKind => ({
  tables: ['issues'],
  run: runIssueChange,
  discarded: (row) => discardIssueChange({ db }, row),
});
