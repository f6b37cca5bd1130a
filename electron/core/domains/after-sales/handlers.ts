import type { HandlersOf } from '../../../../shared/contract';
import type { afterSalesChannels } from '../../../../shared/contract/after-sales';
import type { Core } from '../../compose';
import { uploadConditionAttachment } from './attachment-upload';

export function afterSalesHandlers(core: Core): HandlersOf<typeof afterSalesChannels> {
  const { afterSales } = core.queries;
  return {
    'conditions:list': ({ accountId, kind }) => afterSales.list(accountId, kind),
    'conditions:get': ({ accountId, kind, id }) => afterSales.get(accountId, kind, id),
    'conditions:choices': ({ accountId, kind }) => afterSales.choices(accountId, kind),
    'conditions:create': ({ accountId, draft }) => core.actions.afterSales.createCondition(accountId, draft),
    'conditions:edit': ({ accountId, id, draft }) =>
      core.actions.afterSales.editCondition(accountId, id, draft),
    'conditions:uploadAttachment': async ({ accountId, name, base64 }) =>
      uploadConditionAttachment(await core.accounts.client(accountId), name, Buffer.from(base64, 'base64')),
  };
}
