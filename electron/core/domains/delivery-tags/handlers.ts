import type { HandlersOf } from '../../../../shared/contract';
import type { deliveryTagsChannels } from '../../../../shared/contract/delivery-tags';
import type { Core } from '../../compose';

export function deliveryTagsHandlers(core: Core): HandlersOf<typeof deliveryTagsChannels> {
  const { deliveryTags } = core.queries;
  return {
    'delivery:methods': ({ accountId }) => deliveryTags.methods(accountId),
    'delivery:rateLists': ({ accountId }) => deliveryTags.rateLists(accountId),
    'tags:list': ({ accountId }) => deliveryTags.tags(accountId),
    'variants:list': ({ accountId }) => deliveryTags.variantSets(accountId),
    'offers:deliveryTags': ({ accountId, offerId }) => deliveryTags.offer(accountId, offerId),
    'offers:assignTags': ({ accountId, offerId, tagIds }) =>
      core.actions.deliveryTags.assign(accountId, offerId, tagIds),
  };
}
