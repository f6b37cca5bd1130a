import type { Handlers } from '../../../../shared/contract';
import type { Core } from '../../app/core';
import { accountHandlers } from './accounts';
import { afterSalesHandlers } from './after-sales';
import { promotionHandlers } from './promotions';
import { claimHandlers } from './claims';
import { deliveryTagsHandlers } from './delivery-tags';
import { appHandlers } from './app';
import { feeHandlers } from './fees';
import { billingHandlers } from './billing';
import { compatibilityHandlers } from './compatibility';
import { offerHandlers } from './offers';
import { orderHandlers } from './orders';
import { outboxHandlers } from './outbox';
import { printHandlers } from './print';
import { ratingHandlers } from './ratings';
import { paymentHandlers } from './payments';
import { shippingHandlers } from './shipping';
import { syncHandlers } from './sync';
import { translationHandlers } from './translations';
import { returnHandlers } from './returns';
import { messageHandlers } from './messages';
import { invoiceHandlers } from './invoices';
import { disputeHandlers } from './disputes';
import { issueHandlers } from './issues';

/**
 * Every channel's binding, one file per contract file: the registrar already checked the sender and parsed the
 * input, so each binding calls one service method.
 */
export function createHandlers(core: Core): Handlers {
  return {
    ...appHandlers(core),
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
  };
}
