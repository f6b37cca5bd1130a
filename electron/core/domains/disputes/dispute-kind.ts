import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { discardDisputeReply, runDisputeReply } from './dispute-step';

/** A refused reply stayed shown (failed); dropped, its waiting message and file copy go. */
export const disputeKind = ({ db }: ChangeBuilderDeps): OutboxKind => ({
  tables: ['disputes'],
  run: runDisputeReply,
  discarded: (row) => discardDisputeReply({ db }, row),
});
