import { badRequest, fail, unprocessable } from '../http/errors';
import type { Order } from '../state/order-types';
import { refundReasons, type RefundReason, type StoredRefund } from './types';

/** Amounts in grosze, so sums never round. */
const cents = (amount: string): number => Math.round(Number(amount) * 100);
const amount = (c: number): string => (c / 100).toFixed(2);
const MONEY = /^\d+(\.\d{1,2})?$/;

const tooMuch = (path: string) =>
  unprocessable(
    'The refunded amount exceeds what was paid',
    path,
    'REFUND_AMOUNT_EXCEEDED',
    'Kwota zwrotu przekracza kwotę zapłaconą.',
  );

type Body = Record<string, unknown>;
const obj = (v: unknown): Body | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : null;

/** A money object `{ amount, currency: PLN }` of the body, in grosze; 400 when it is not one. */
function money(value: unknown, path: string): number {
  const m = obj(value);
  if (!m || typeof m.amount !== 'string' || !MONEY.test(m.amount)) throw badRequest('Invalid amount', path);
  if (m.currency !== 'PLN') throw unprocessable('Currency must be PLN', `${path}.currency`);
  return cents(m.amount);
}

/** What the earlier refunds of the order already gave back, per line item and for delivery. */
function refundedSoFar(order: Order, earlier: readonly StoredRefund[]) {
  const items = new Map<string, number>();
  let delivery = 0;
  for (const r of earlier) {
    if (r.orderId !== order.id) continue;
    for (const l of r.lineItems) items.set(l.id, (items.get(l.id) ?? 0) + cents(l.refunded));
    if (r.delivery !== null) delivery += cents(r.delivery);
  }
  return { items, delivery };
}

/**
 * A refund request (InitializeRefund in the yaml) checked against the order: line items of the order only, each
 * at most what was paid for it less what earlier refunds gave back, delivery likewise; at least something to
 * give back. Malformed parts answer 400, broken rules 422.
 */
export function readRefund(
  raw: unknown,
  order: Order,
  earlier: readonly StoredRefund[],
): Omit<StoredRefund, 'id' | 'createdAt' | 'status'> {
  const body = obj(raw);
  if (!body) throw badRequest('The request body must be an object');
  const reason = body.reason;
  if (typeof reason !== 'string' || !(refundReasons as readonly string[]).includes(reason))
    throw badRequest(`reason must be one of ${refundReasons.join(', ')}`, 'reason');
  const commandId = body.commandId;
  if (commandId !== undefined && typeof commandId !== 'string')
    throw badRequest('Invalid commandId', 'commandId');
  const comment = body.sellerComment;
  if (comment !== undefined && (typeof comment !== 'string' || comment.length > 250))
    throw unprocessable('sellerComment may have at most 250 characters', 'sellerComment');
  const so = refundedSoFar(order, earlier);
  const lineItems: StoredRefund['lineItems'] = [];
  const items = body.lineItems ?? [];
  if (!Array.isArray(items)) throw badRequest('lineItems must be a list', 'lineItems');
  items.forEach((value: unknown, i) => {
    const path = `lineItems[${i}]`;
    const item = obj(value);
    if (!item || typeof item.id !== 'string') throw badRequest('A line item needs its id', `${path}.id`);
    const li = order.lineItems.find((l) => l.id === item.id);
    if (!li)
      throw unprocessable(
        `Line item ${item.id} is not in the order`,
        `${path}.id`,
        'VALIDATION_ERROR',
        'Pozycja nie należy do zamówienia.',
      );
    if (lineItems.some((l) => l.id === li.id))
      throw unprocessable('A line item is listed twice', `${path}.id`);
    const paid = cents(li.price) * li.quantity - (so.items.get(li.id) ?? 0);
    let refunded: number;
    if (item.type === 'QUANTITY') {
      const q = item.quantity;
      if (typeof q !== 'number' || !Number.isInteger(q) || q < 1)
        throw badRequest('quantity must be a positive integer', `${path}.quantity`);
      if (q > li.quantity)
        throw unprocessable(
          'The refunded quantity exceeds the quantity bought',
          `${path}.quantity`,
          'REFUND_AMOUNT_EXCEEDED',
          'Liczba zwracanych sztuk przekracza liczbę kupionych.',
        );
      refunded = cents(li.price) * q;
      if (refunded > paid) throw tooMuch(`${path}.quantity`);
      lineItems.push({ id: li.id, type: 'QUANTITY', quantity: q, value: null, refunded: amount(refunded) });
    } else if (item.type === 'AMOUNT') {
      refunded = money(item.value, `${path}.value`);
      if (refunded <= 0) throw unprocessable('The refunded amount must be positive', `${path}.value`);
      if (refunded > paid) throw tooMuch(`${path}.value`);
      lineItems.push({
        id: li.id,
        type: 'AMOUNT',
        quantity: null,
        value: amount(refunded),
        refunded: amount(refunded),
      });
    } else {
      throw badRequest('type must be AMOUNT or QUANTITY', `${path}.type`);
    }
  });
  let delivery: number | null = null;
  if (body.delivery !== undefined) {
    const d = obj(body.delivery);
    if (!d) throw badRequest('Invalid delivery', 'delivery');
    delivery = money(d.value, 'delivery.value');
    if (delivery > cents(order.delivery.cost) - so.delivery) throw tooMuch('delivery.value');
  }
  const total = lineItems.reduce((sum, l) => sum + cents(l.refunded), 0) + (delivery ?? 0);
  if (total <= 0)
    throw unprocessable(
      'Nothing to refund: give line items or delivery',
      'lineItems',
      'VALIDATION_ERROR',
      'Nie wskazano niczego do zwrotu.',
    );
  return {
    paymentId: order.payment.id,
    orderId: order.id,
    commandId: typeof commandId === 'string' && commandId !== '' ? commandId : null,
    reason: reason as RefundReason,
    lineItems,
    delivery: delivery === null ? null : amount(delivery),
    total: amount(total),
    sellerComment: typeof comment === 'string' ? comment : null,
  };
}

/** 404 as the yaml names it: "Payment not found". */
export const paymentNotFound = (id: string) =>
  fail(404, {
    code: 'NOT_FOUND',
    message: `Payment ${id} not found`,
    path: 'payment.id',
    userMessage: { pl: 'Nie znaleziono płatności.', en: 'Payment not found.' },
  });
