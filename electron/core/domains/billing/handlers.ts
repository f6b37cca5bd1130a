import type { HandlersOf } from '../../../../shared/contract';
import type { billingChannels } from '../../../../shared/contract/billing';
import type { Core } from '../../compose';

export function billingHandlers(core: Core): HandlersOf<typeof billingChannels> {
  const { billing } = core;
  return {
    'billing:list': (query) => billing.list(query),
    'billing:totals': (query) => billing.totals(query),
    'billing:types': ({ accountId }) => billing.types(accountId),
    'billing:offerCosts': ({ accountId, offerId }) => billing.offerCosts(accountId, offerId),
  };
}
