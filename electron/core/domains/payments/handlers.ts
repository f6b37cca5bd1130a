import type { HandlersOf } from '../../../../shared/contract';
import type { paymentChannels } from '../../../../shared/contract/payments';
import type { Core } from '../../compose';

export function paymentHandlers(core: Core): HandlersOf<typeof paymentChannels> {
  const { payments } = core.queries;
  return {
    'payments:list': (query) => payments.list(query),
    'payments:balances': ({ accountId }) => payments.balances(accountId),
    'payments:ofPayment': ({ accountId, paymentId }) => payments.ofPayment(accountId, paymentId),
  };
}
