import type { ComponentType } from 'react';
import type { OrderDetail } from '../../../../shared/orders';
import { OrderPaymentPart } from '../money/payments/OrderPaymentPart';
import { OrderClaimsPart } from '../money/claims/OrderClaimsPart';
import { OrderReturnsPart } from '../buyers/returns/OrderReturnsPart';
import { OrderMessages } from '../buyers/messages/OrderMessages';
import { OrderInvoicesPart } from './invoices/OrderInvoicesPart';
import { OrderTrackingPart } from './tracking/OrderTrackingPart';
import { OrderDisputes } from '../buyers/disputes/OrderDisputes';

/**
 * What hangs off an order after the sale (tracking numbers added by hand, its payment's operations, its invoices, returns, the buyer's messages and
 * disputes), shown under the order's detail in this order. A new part is one entry here and a component of its own,
 * which reads its own rows from the local copy.
 */
export interface OrderDetailPart {
  id: string;
  Part: ComponentType<{ detail: OrderDetail }>;
}

export const orderDetailParts: OrderDetailPart[] = [
  { id: 'tracking', Part: OrderTrackingPart },
  { id: 'payments', Part: OrderPaymentPart },
  { id: 'claims', Part: OrderClaimsPart },
  { id: 'returns', Part: OrderReturnsPart },
  { id: 'messages', Part: OrderMessages },
  { id: 'invoices', Part: OrderInvoicesPart },
  { id: 'disputes', Part: OrderDisputes },
];
