import type { HandlersOf } from '../../../../shared/contract';
import type { afterSalesChannels } from '../../../../shared/contract/after-sales';
import type { Core } from '../../app/core';

export function afterSalesHandlers(core: Core): HandlersOf<typeof afterSalesChannels> {
  const { afterSales } = core.queries;
  return {
    'conditions:list': ({ accountId, kind }) => afterSales.list(accountId, kind),
    'conditions:get': ({ accountId, kind, id }) => afterSales.get(accountId, kind, id),
    'conditions:choices': ({ accountId, kind }) => afterSales.choices(accountId, kind),
  };
}
