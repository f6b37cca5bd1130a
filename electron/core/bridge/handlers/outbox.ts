import type { HandlersOf } from '../../../../shared/contract';
import type { outboxChannels } from '../../../../shared/contract/outbox';
import type { Core } from '../../compose';

export function outboxHandlers(core: Core): HandlersOf<typeof outboxChannels> {
  const { outbox } = core;
  const accounts = (accountId: string | undefined): string[] =>
    accountId ? [accountId] : core.accounts.signedInIds();
  return {
    'outbox:list': ({ accountId, states, limit }) =>
      outbox.list({ accountIds: accounts(accountId), ...(states ? { states } : {}), limit }),
    'outbox:counts': () => outbox.counts(core.accounts.signedInIds()),
    'outbox:retry': ({ id }) => outbox.retry(id),
    'outbox:discard': ({ id }) => outbox.discard(id),
    'outbox:undo': ({ id }) => outbox.undo(id),
  };
}
