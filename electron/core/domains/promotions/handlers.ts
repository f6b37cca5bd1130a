import type { HandlersOf } from '../../../../shared/contract';
import type { promotionChannels } from '../../../../shared/contract/promotions';
import type { Core } from '../../compose';

export function promotionHandlers(core: Core): HandlersOf<typeof promotionChannels> {
  const { promotions } = core.queries;
  return {
    'promotions:list': ({ accountId, type }) => promotions.list(accountId, type),
    'promotions:counts': ({ accountId }) => promotions.counts(accountId),
    'promotions:get': ({ accountId, promotionId }) => promotions.get(accountId, promotionId),
    'promotions:ofOffer': ({ accountId, offerId }) => promotions.ofOffer(accountId, offerId),
    'promotions:create': ({ accountId, draft }) => core.actions.promotions.create(accountId, draft),
    'promotions:changeDiscount': ({ accountId, promotionId, discount }) =>
      core.actions.promotions.changeBundleDiscount(accountId, promotionId, discount),
    'promotions:end': ({ accountId, promotionId }) => core.actions.promotions.end(accountId, promotionId),
  };
}
