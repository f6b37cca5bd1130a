import type { HandlersOf } from '../../../../shared/contract';
import type { pickingChannels } from '../../../../shared/contract/picking';
import type { Core } from '../../compose';

export function pickingHandlers(core: Core): HandlersOf<typeof pickingChannels> {
  const { picking } = core;
  return {
    'picking:list': ({ accountId, orderIds }) => picking.list(accountId, orderIds),
    'picking:print': ({ accountId, orderIds, printerId }) => picking.print(accountId, orderIds, printerId),
    'picking:bin': ({ accountId, offerId }) => picking.bin(accountId, offerId),
    'picking:setBin': ({ accountId, offerId, bin }) => picking.setBin(accountId, offerId, bin),
    'picking:importBins': ({ accountId, text }) => picking.importBins(accountId, text),
  };
}
