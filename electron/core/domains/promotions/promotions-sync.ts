import { promotionTypes, type PromotionType } from '../../../../shared/promotions';
import { promotionFrom, promotionListFrom, type PromotionRecord } from './promotion-records';
import { MalformedRecord } from '../../market/records/json';
import type { PromotionsRepo, StoredPromotion } from './promotions-repo';
import { isGone, read, type StreamContext } from '../../sync/context';
import { notServed, type SyncPart } from '../../sync/parts';

/** Listed one promotion type at a time: the marketplace does not serve the part when it serves none of them. */
export const promotionsPart: SyncPart = { name: 'promotions', lists: ['/sale/loyalty/promotions'] };

/** Document 2, Limits: at most 5000 promotions a page; a small seller's shop has far fewer of each type. */
const PAGE = 5000;

const labelOf = (p: PromotionRecord): string => p.name ?? p.type;

/** The row the local copy keeps of a promotion read from the marketplace. */
export function storedPromotion(body: unknown, listedAs?: PromotionType): StoredPromotion {
  const record = promotionFrom(body, listedAs);
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    label: labelOf(record),
    raw: JSON.stringify(body),
    offerIds: record.offers.map((o) => o.id),
  };
}

/**
 * The account's promotions, each type listed (the marketplace requires the type) and stored in place of the
 * type's rows in one transaction: the Promotions screen and the offer detail read them offline. A type the
 * marketplace does not offer the account (404, 403) keeps what the local copy has; a malformed promotion is
 * left out with a warning. Answers whether anything changed.
 */
export async function readPromotions(ctx: StreamContext, repo: PromotionsRepo): Promise<boolean> {
  let changed = false;
  const unserved: unknown[] = [];
  for (const type of promotionTypes) {
    let page: { items: unknown[]; total: number };
    try {
      page = promotionListFrom(
        await read<unknown>(ctx, '/sale/loyalty/promotions', { promotionType: type, limit: PAGE, offset: 0 }),
      );
    } catch (error) {
      if (!isGone(error)) throw error;
      if (notServed(error, promotionsPart)) unserved.push(error);
      ctx.logger.debug('promotions not offered', { account: ctx.accountId, type });
      continue;
    }
    const list: StoredPromotion[] = [];
    for (const item of page.items) {
      try {
        list.push(storedPromotion(item, type));
      } catch (error) {
        if (!(error instanceof MalformedRecord)) throw error;
        ctx.logger.warn('a promotion could not be read', {
          account: ctx.accountId,
          type,
          reason: error.message,
        });
      }
    }
    if (repo.replace(ctx.accountId, type, list, ctx.clock.now(), page.items.length < PAGE)) changed = true;
  }
  // No type served: the list as a whole is not (parts.ts shows it); one type the account lacks is only skipped.
  if (unserved.length === promotionTypes.length) throw unserved[0];
  return changed;
}
