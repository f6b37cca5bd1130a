import type { HandlersOf } from '../../../../shared/contract';
import type { offerChannels } from '../../../../shared/contract/offers';
import type { Core } from '../../app/core';
import { AppError } from '../../app/errors';

export function offerHandlers(core: Core): HandlersOf<typeof offerChannels> {
  const { offers } = core.queries;
  const account = (accountId: string | undefined): string => {
    const id = accountId ?? core.settings.get().activeAccountId;
    if (!id) throw new AppError('NOT_FOUND', 'No account is signed in.');
    return id;
  };
  return {
    'offers:list': (query) => offers.list(query),
    'offers:get': ({ accountId, offerId }) => offers.get(accountId, offerId),
    'offers:refresh': ({ accountId, offerId }) => {
      const id = accountId ?? core.settings.get().activeAccountId;
      if (id) core.sync.refreshOffer(id, offerId);
      return null;
    },
    'offers:categoryParameters': ({ accountId, categoryId }) =>
      core.categories.parameters(account(accountId), categoryId),
  };
}
