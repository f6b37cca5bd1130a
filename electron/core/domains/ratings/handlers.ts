import type { HandlersOf } from '../../../../shared/contract';
import type { ratingChannels } from '../../../../shared/contract/ratings';
import type { Core } from '../../compose';

export function ratingHandlers(core: Core): HandlersOf<typeof ratingChannels> {
  const { ratings } = core.queries;
  return {
    'ratings:list': (query) => ratings.list(query),
    'ratings:get': ({ accountId, ratingId }) => ratings.get(accountId, ratingId),
    'ratings:answer': ({ accountId, ratingId, text }) =>
      core.actions.ratings.answer(accountId, ratingId, text),
    'ratings:requestRemoval': ({ accountId, ratingId, message }) =>
      core.actions.ratings.requestRemoval(accountId, ratingId, message),
  };
}
