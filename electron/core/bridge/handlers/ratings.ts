import type { HandlersOf } from '../../../../shared/contract';
import type { ratingChannels } from '../../../../shared/contract/ratings';
import type { Core } from '../../app/core';

export function ratingHandlers(core: Core): HandlersOf<typeof ratingChannels> {
  const { ratings } = core.queries;
  return {
    'ratings:list': (query) => ratings.list(query),
  };
}
