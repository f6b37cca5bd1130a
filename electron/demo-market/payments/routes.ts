import { iso } from '../clock';
import { json, type Route } from '../http/route';
import type { World } from '../world';
import type { Blockades } from './blockades';
import { operationsOf, type OperationGroup, type PaymentOperation, type WalletType } from './operations';

const GROUPS: readonly OperationGroup[] = ['INCOME', 'OUTCOME', 'REFUND', 'BLOCKADES'];
const WALLETS: readonly WalletType[] = ['AVAILABLE', 'WAITING'];
const OPERATORS = ['PAYU', 'P24', 'AF', 'AF_P24', 'AF_PAYU'] as const;
/** Document 2: `limit` at most 100, default 100. */
const MAX_LIMIT = 100;
/** The marketplace finds at most 10000 operations for one search (the reference description). */
const MAX_OFFSET = 10_000;

const money = (grosze: number, currency: string) => ({ amount: (grosze / 100).toFixed(2), currency });

function view(op: PaymentOperation) {
  const buyer = op.order?.buyer;
  return {
    type: op.type,
    group: op.group,
    wallet: {
      paymentOperator: op.operator,
      type: op.walletType,
      balance: money(op.balance, op.currency),
    },
    value: money(op.value, op.currency),
    occurredAt: iso(op.occurredAt),
    marketplaceId: 'allegro-pl',
    ...(op.paymentId ? { payment: { id: op.paymentId } } : {}),
    ...(op.payoutId ? { payout: { id: op.payoutId } } : {}),
    ...(buyer
      ? {
          participant: {
            id: buyer.id,
            companyName: buyer.companyName,
            login: buyer.login,
            firstName: buyer.firstName,
            lastName: buyer.lastName,
            address: {
              street: buyer.address.street,
              city: buyer.address.city,
              postCode: buyer.address.postCode,
            },
          },
        }
      : {}),
  };
}

/**
 * GET /payments/payment-operations (document 2): the seller's operations newest first, filtered by time, payment,
 * buyer, group, wallet operator and type. Without `wallet.type` the marketplace answers the AVAILABLE wallet only
 * (its default in the reference description), so a client reads each wallet by name.
 */
export function paymentOperationRoutes(world: World, seed: number, blockades: Blockades): Route[] {
  return [
    {
      method: 'GET',
      path: '/payments/payment-operations',
      auth: 'user',
      scope: `${world.vendor}:api:payments:read`,
      handle(ctx) {
        const q = ctx.query;
        const limit = q.int('limit', { min: 1, max: MAX_LIMIT, def: MAX_LIMIT });
        const offset = q.int('offset', { min: 0, max: MAX_OFFSET, def: 0 });
        const gte = q.date('occurredAt.gte');
        const lte = q.date('occurredAt.lte');
        const paymentId = q.string('payment.id');
        const login = q.string('participant.login');
        const groups = q.allOf('group', GROUPS);
        // Document 2 names the operator filter `wallet.operator`; the reference description `wallet.paymentOperator`.
        const operator =
          q.oneOf('wallet.operator', OPERATORS) ?? q.oneOf('wallet.paymentOperator', OPERATORS) ?? undefined;
        const wallet = q.oneOf('wallet.type', WALLETS) ?? 'AVAILABLE';
        const currency = q.string('currency');
        if (gte !== undefined && lte !== undefined && gte > lte) {
          throw q.fail('occurredAt.gte', 'must not be after occurredAt.lte');
        }
        const found = operationsOf(world, seed, ctx.userId, blockades.of(ctx.userId))
          .filter(
            (op) =>
              op.walletType === wallet &&
              (gte === undefined || op.occurredAt >= gte) &&
              (lte === undefined || op.occurredAt <= lte) &&
              (paymentId === undefined || op.paymentId === paymentId) &&
              (login === undefined || op.order?.buyer.login === login) &&
              (groups.length === 0 || groups.includes(op.group)) &&
              (operator === undefined || op.operator === operator) &&
              (currency === undefined || op.currency === currency),
          )
          .reverse();
        const page = found.slice(offset, offset + limit).map(view);
        return json(200, { paymentOperations: page, count: page.length, totalCount: found.length });
      },
    },
  ];
}
