import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { restoreMessage, runMessage } from './message-step';
import { createMessagesRepo } from './messages-repo';

/** A reply, a first message to a buyer or a read mark of a thread. */
export function threadKind({ db }: ChangeBuilderDeps): OutboxKind {
  const messages = createMessagesRepo(db);
  return {
    tables: ['messages'],
    run: runMessage,
    discarded: (row) => restoreMessage(db, row),
    // A refused reply stayed shown (failed); a refused read mark was taken back, and shows again.
    requeued: (row) => {
      if (row.kind === 'thread.read') messages.setRead(row.account_id, row.entity_id, true);
    },
  };
}
