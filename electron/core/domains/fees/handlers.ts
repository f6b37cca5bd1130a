import type { HandlersOf } from '../../../../shared/contract';
import type { feeChannels } from '../../../../shared/contract/fees';
import type { Core } from '../../compose';

export function feeHandlers(core: Core): HandlersOf<typeof feeChannels> {
  const { fees } = core;
  return {
    'fees:preview': ({ accountId, offerId, amount }) => fees.preview(accountId, offerId, amount),
    'fees:previewMany': ({ accountId, items }) => fees.previewMany(accountId, items),
    'fees:quotes': ({ accountId }) => fees.quotes(accountId),
    'fees:offerQuotes': ({ accountId, offerId }) => fees.offerQuotes(accountId, offerId),
  };
}
