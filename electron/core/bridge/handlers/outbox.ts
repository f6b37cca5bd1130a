import type { HandlersOf } from '../../../../shared/contract';
import type { outboxChannels } from '../../../../shared/contract/outbox';
import type { Core } from '../../compose';

export function outboxHandlers(core: Core): HandlersOf<typeof outboxChannels> {
  const { outbox } = core;
  const { offers } = core.actions;
  const accounts = (accountId: string | undefined): string[] =>
    accountId ? [accountId] : core.accounts.signedInIds();
  return {
    'outbox:changeOffer': ({ accountId, offerId, fields }) => offers.change(accountId, offerId, fields),
    'outbox:list': ({ accountId, states, limit }) =>
      outbox.list({ accountIds: accounts(accountId), ...(states ? { states } : {}), limit }),
    'outbox:counts': () => outbox.counts(core.accounts.signedInIds()),
    'outbox:history': ({ accountId, offerId }) => outbox.history(accountId, 'offer', offerId),
    'outbox:previewOffers': ({ accountId, offerIds, change }) => offers.preview(accountId, offerIds, change),
    'outbox:changeOffers': ({ accountId, offerIds, change }) =>
      offers.changeMany(accountId, offerIds, change),
    'outbox:batchResults': ({ batchIds }) => offers.ofBatches(batchIds),
    'outbox:retry': ({ id }) => outbox.retry(id),
    'outbox:discard': ({ id }) => outbox.discard(id),
    'outbox:undo': ({ id }) => outbox.undo(id),
  };
}
