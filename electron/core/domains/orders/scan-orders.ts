import type { Db } from '../../db/open';
import { createStatementCache } from '../../db/statements';
import type { ScanOrders } from '../../shipping/scan';
import { offerDetail } from '../offers/offer-queries';
import { resolveScan } from './packing-queue';

/** The orders' and offers' reads a scan at the packing station needs, for the shipping engine. */
export function scanOrders(db: Db): ScanOrders {
  const statements = createStatementCache(db);
  return {
    resolve: (accountId, code) => resolveScan(statements, accountId, code),
    offerParameters: (accountId, offerId) => offerDetail(statements, accountId, offerId)?.parameters ?? null,
  };
}
