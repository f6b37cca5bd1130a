import type { CustomerReturn, Refund, RefundBasis } from '../../../../shared/returns';
import { AppError } from '../../kernel/errors';
import type { Db } from '../../db/open';
import { refundBasis } from './refund-basis';
import { createReturnsRepo } from './returns-repo';

/** What the returns screens ask of one account, from the local copy only (offline too). */
export function createReturnQueries(db: Db) {
  const repo = createReturnsRepo(db);
  return {
    list: (q: { accountId: string; status: string | null; offset: number; limit: number }) =>
      repo.listReturns(q.accountId, q.status, q.offset, q.limit),
    get(accountId: string, returnId: string): CustomerReturn {
      const found = repo.getReturn(accountId, returnId);
      if (!found) throw new AppError('NOT_FOUND', `Return ${returnId} is not in the local copy.`);
      return found;
    },
    ofOrder: (accountId: string, orderId: string): { returns: CustomerReturn[]; refunds: Refund[] } => ({
      returns: repo.returnsOfOrder(accountId, orderId),
      refunds: repo.refundsOfOrder(accountId, orderId),
    }),
    refundBasis(accountId: string, orderId: string): RefundBasis {
      const found = refundBasis(db, accountId, orderId);
      if (!found) throw new AppError('NOT_FOUND', `Order ${orderId} is not in the local copy.`);
      return found;
    },
  };
}
