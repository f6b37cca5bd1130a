import type { DocumentMaker } from '../printing/documents/document-jobs';
import type { ShippingDocuments } from './shipping-service';

/** The station's own documents, made by the documents thread: the hand-over list and the packing slip of an order. */
export const shippingDocuments = (maker: Pick<DocumentMaker, 'make'>): ShippingDocuments => ({
  handOverList: (input) => maker.make({ op: 'handOverList', input }),
  packingSlip: (order, language) =>
    maker.make({
      op: 'packingSlip',
      input: {
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
      },
    }),
});
