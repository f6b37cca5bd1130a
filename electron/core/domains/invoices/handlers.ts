import type { HandlersOf } from '../../../../shared/contract';
import type { invoiceChannels } from '../../../../shared/contract/invoices';
import type { Core } from '../../compose';

export function invoiceHandlers(core: Core): HandlersOf<typeof invoiceChannels> {
  return {
    'invoices:get': ({ accountId, orderId }) => core.invoices.get(accountId, orderId),
    'invoices:refresh': ({ accountId, orderId }) => core.invoices.refresh(accountId, orderId),
    'invoices:attach': ({ accountId, orderId, name, base64, invoiceNumber }) =>
      core.actions.invoices.attach(accountId, orderId, {
        name,
        bytes: Buffer.from(base64, 'base64'),
        invoiceNumber,
      }),
  };
}
