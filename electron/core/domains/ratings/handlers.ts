import type { HandlersOf } from '../../../../shared/contract';
import type { ratingChannels } from '../../../../shared/contract/ratings';
import type { Core } from '../../compose';
import { accountOf } from '../../bridge/handlers/active-account';

export function ratingHandlers(core: Core): HandlersOf<typeof ratingChannels> {
  const { ratings } = core.queries;
  return {
    'ratings:list': (query) => ratings.list(query),
    'ratings:get': ({ accountId, ratingId }) => ratings.get(accountId, ratingId),
    'ratings:answer': ({ accountId, ratingId, text }) =>
      core.outbox.answerRating(accountOf(core, accountId), ratingId, text),
    'ratings:requestRemoval': ({ accountId, ratingId, message }) =>
      core.outbox.requestRatingRemoval(accountOf(core, accountId), ratingId, message),
  };
}
