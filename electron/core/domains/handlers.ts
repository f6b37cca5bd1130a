import type { Handlers } from '../../../shared/contract';
import type { Core } from '../compose';
import { accountHandlers } from '../bridge/handlers/accounts';
import { afterSalesHandlers } from './after-sales/handlers';
import { promotionHandlers } from './promotions/handlers';
import { claimHandlers } from './claims/handlers';
import { deliveryTagsHandlers } from './delivery-tags/handlers';
import { appHandlers } from '../bridge/handlers/app';
import { backupHandlers } from '../bridge/handlers/backups';
import { feeHandlers } from './fees/handlers';
import { billingHandlers } from './billing/handlers';
import { compatibilityHandlers } from './compatibility/handlers';
import { offerHandlers } from './offers/handlers';
import { orderHandlers } from './orders/handlers';
import { outboxHandlers } from '../bridge/handlers/outbox';
import { printHandlers } from '../bridge/handlers/print';
import { ratingHandlers } from './ratings/handlers';
import { paymentHandlers } from './payments/handlers';
import { shippingHandlers } from '../bridge/handlers/shipping';
import { syncHandlers } from '../bridge/handlers/sync';
import { translationHandlers } from './translations/handlers';
import { returnHandlers } from './returns/handlers';
import { messageHandlers } from './messages/handlers';
import { invoiceHandlers } from './invoices/handlers';
import { disputeHandlers } from './disputes/handlers';
import { issueHandlers } from './issues/handlers';
import { pickingHandlers } from './picking/handlers';

/**
 * Every channel's binding, one file per contract file: the registrar already checked the sender and parsed the
 * input, so each binding calls one service method.
 */
export function createHandlers(core: Core): Handlers {
  return {
    ...appHandlers(core),
    ...backupHandlers(core),
    ...accountHandlers(core),
    ...syncHandlers(core),
    ...orderHandlers(core),
    ...offerHandlers(core),
    ...outboxHandlers(core),
    ...ratingHandlers(core),
    ...printHandlers(core),
    ...shippingHandlers(core),
    ...afterSalesHandlers(core),
    ...feeHandlers(core),
    ...promotionHandlers(core),
    ...compatibilityHandlers(core),
    ...translationHandlers(core),
    ...deliveryTagsHandlers(core),
    ...paymentHandlers(core),
    ...claimHandlers(core),
    ...billingHandlers(core),
    ...returnHandlers(core),
    ...messageHandlers(core),
    ...invoiceHandlers(core),
    ...disputeHandlers(core),
    ...issueHandlers(core),
    ...pickingHandlers(core),
  };
}
