import type { HandlersOf } from '../../../../shared/contract';
import type { shippingChannels } from '../../../../shared/contract/shipping';
import type { Core } from '../../compose';

export function shippingHandlers(core: Core): HandlersOf<typeof shippingChannels> {
  const { shipping } = core;
  return {
    'shipping:listQueue': (filter) => shipping.listQueue(filter),
    'shipping:queueCounts': (input) => shipping.queueCounts(input?.accountId),
    'shipping:resolveScan': ({ accountId, code }) => shipping.resolveScan(accountId, code),
    'shipping:scan': (request) => shipping.scan(request),
    'shipping:packingView': ({ accountId, orderId, templateId, known }) =>
      shipping.packingView(accountId, orderId, templateId, known),
    'shipping:checkDraft': ({ accountId, orderId, draft }) => shipping.checkDraft(accountId, orderId, draft),
    'shipping:ship': (request) => shipping.ship(request),
    'shipping:take': ({ accountId, orderId, claim }) => shipping.take(accountId, orderId, claim),
    'shipping:printLabel': ({ shipmentId, force }) => shipping.printLabel(shipmentId, force),
    'shipping:cancel': ({ shipmentId }) => shipping.cancel(shipmentId),
    'shipping:retry': ({ shipmentId }) => shipping.retry(shipmentId),
    'shipping:senderSettings': ({ accountId }) => shipping.senders.settings(accountId),
    'shipping:saveSender': (input) => shipping.senders.save(input.accountId, input),
    'shipping:resetSender': ({ accountId }) => shipping.senders.reset(accountId),
    'shipping:listTemplates': () => shipping.listTemplates(),
    'shipping:saveTemplate': (template) => shipping.saveTemplate(template),
    'shipping:deleteTemplate': ({ templateId }) => shipping.deleteTemplate(templateId),
    'shipping:printProtocol': ({ accountId, date }) => shipping.printProtocol(accountId, date),
    'shipping:pickupProposals': ({ accountId, date }) => shipping.pickupProposals(accountId, date),
    'shipping:dayEnd': ({ accountId, ...request }) => shipping.dayEnd(accountId, request),
    'shipping:dayEndPlan': ({ accountId, ...request }) => shipping.dayEndPlan(accountId, request),
    'shipping:requestPickup': ({ accountId, parcelIds, slot }) =>
      shipping.requestPickup(accountId, parcelIds, slot),
  };
}
