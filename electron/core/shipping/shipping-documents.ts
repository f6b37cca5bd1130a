import { handOverListPdf } from './documents/hand-over-list';
import { packingSlipPdf } from './documents/packing-slip';
import type { ShippingDocuments } from './shipping-service';

/** The station's own documents: the hand-over list and the packing slip of an order. */
export const shippingDocuments: ShippingDocuments = {
  handOverList: handOverListPdf,
  packingSlip: (order, language) =>
    packingSlipPdf({
      orderId: order.id,
      buyerLogin: order.buyerLogin,
      buyerName: order.buyerName,
      boughtAt: order.boughtAt,
      messageToSeller: order.messageToSeller,
      deliveryMethodName: order.delivery.methodName,
      items: order.lineItems.map((li) => ({
        title: li.offerName,
        quantity: li.quantity,
        externalId: li.externalId,
      })),
      language,
    }),
};
