import type { Page } from '../../../../shared/page';
import type { CustomerReturn, Refund, RefundBasis } from '../../../../shared/returns';
import { AppError } from '../../kernel/errors';
import type { Db } from '../../db/open';
import { refundBasis } from './refund-basis';
import { createReturnsRepo } from './returns-repo';

const emptyPage: Page<CustomerReturn> = { rows: [], total: 0 };

/** What the returns screens ask, from the local copy only (offline too). Without an account id the active one. */
export function createReturnQueries(db: Db, account: (accountId: string | undefined) => string | null) {
  const repo = createReturnsRepo(db);
  const required = (accountId: string | undefined): string => {
    const id = account(accountId);
    if (!id) throw new AppError('NOT_FOUND', 'No account is signed in.');
    return id;
  };
  return {
    list(q: { accountId?: string | undefined; status: string | null; offset: number; limit: number }) {
      const id = account(q.accountId);
      return id ? repo.listReturns(id, q.status, q.offset, q.limit) : emptyPage;
    },
    get(accountId: string | undefined, returnId: string): CustomerReturn {
      const found = repo.getReturn(required(accountId), returnId);
      if (!found) throw new AppError('NOT_FOUND', `Return ${returnId} is not in the local copy.`);
      return found;
    },
    ofOrder(
      accountId: string | undefined,
      orderId: string,
    ): { returns: CustomerReturn[]; refunds: Refund[] } {
      const id = account(accountId);
      return id
        ? { returns: repo.returnsOfOrder(id, orderId), refunds: repo.refundsOfOrder(id, orderId) }
        : { returns: [], refunds: [] };
    },
    refundBasis(accountId: string | undefined, orderId: string): RefundBasis {
      const found = refundBasis(db, required(accountId), orderId);
      if (!found) throw new AppError('NOT_FOUND', `Order ${orderId} is not in the local copy.`);
      return found;
    },
  };
}
