import type { HandlersOf } from '../../../../shared/contract';
import type { offerChannels } from '../../../../shared/contract/offers';
import type { Core } from '../../compose';

export function offerHandlers(core: Core): HandlersOf<typeof offerChannels> {
  const { offers } = core.queries;
  const actions = core.actions.offers;
  return {
    'offers:list': (query) => offers.list(query),
    'offers:ids': (query) => offers.ids(query),
    'offers:get': ({ accountId, offerId }) => offers.get(accountId, offerId),
    'offers:thumbnails': ({ accountId, offerIds }) => core.thumbnails.ofOffers(accountId, offerIds),
    'offers:refresh': ({ accountId, offerId }) => {
      core.sync.refreshOffer(accountId, offerId);
      return null;
    },
    'offers:categoryParameters': ({ accountId, categoryId }) =>
      core.categories.parameters(accountId, categoryId),
    'offers:change': ({ accountId, offerId, fields }) => actions.change(accountId, offerId, fields),
    'offers:history': ({ accountId, offerId }) => core.outbox.history(accountId, 'offer', offerId),
    'offers:preview': ({ accountId, offerIds, change }) => actions.preview(accountId, offerIds, change),
    'offers:changeMany': ({ accountId, offerIds, change }) => actions.changeMany(accountId, offerIds, change),
    'offers:batchResults': ({ batchIds }) => actions.ofBatches(batchIds),
  };
}
