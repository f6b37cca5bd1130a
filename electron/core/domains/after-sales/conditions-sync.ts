import { afterSalesKinds, type AfterSalesKind } from '../../../../shared/after-sales';
import type { StoredCondition } from './conditions-repo';
import {
  afterSalesConditionFrom,
  afterSalesListFrom,
  afterSalesSources,
  type ListedCondition,
} from './condition-records';
import { MalformedRecord, obj } from '../../market/records/json';
import { isGone, read, type StreamContext } from '../../sync/context';
import { inPart } from '../../sync/parts';

/** Document 3, Limits: 60 conditions of a kind per page, and no offset past 59. */
const PAGE = 60;

/**
 * A kind read completely this recently is not read again: each profile run reads each kind once, and a run
 * started again after a 429 or an error goes on from the kinds it has not read yet instead of from the first.
 */
export const afterSalesMaxAgeMs = 50 * 60_000;

/** The reference data row that records when a kind was last read completely (and which ids it listed). */
const readMark = (kind: AfterSalesKind): string => `after-sales:${kind}`;

/** The list shows return policies whole (the marketplace's reference); anything else is read one by one. */
const listedWhole = (kind: AfterSalesKind, item: ListedCondition): boolean =>
  kind === 'return-policy' && obj(item.body.availability) !== null;

/**
 * The account's return policies, implied warranties and warranties, each kind listed and its conditions read
 * whole, then stored in place of the kind's rows in one transaction: the offer editor picks them offline, and a
 * screen shows them. A kind the marketplace does not offer the account (404, 403) keeps what the local copy has.
 * A condition that cannot be read (malformed, or gone meanwhile) keeps its stored row until the next read.
 * Answers whether anything changed.
 */
export async function readAfterSalesConditions(ctx: StreamContext): Promise<boolean> {
  const repo = ctx.repos.afterSales;
  const since = ctx.clock.now() - afterSalesMaxAgeMs;
  const due = afterSalesKinds.filter(
    (kind) => (ctx.repos.reference.get(ctx.accountId, readMark(kind))?.fetchedAt ?? -Infinity) < since,
  );
  let changed = false;
  for (const [index, kind] of due.entries()) {
    ctx.progress({ phase: 'reference', done: index, total: due.length });
    const source = afterSalesSources[kind];
    let listed: ListedCondition[] | null;
    try {
      // A marketplace that does not serve the kind at all is skipped for a day (parts.ts): the copy keeps its rows.
      listed = await inPart(
        ctx,
        { name: kind, lists: [source.path] },
        async () =>
          afterSalesListFrom(kind, await read<unknown>(ctx, source.path, { limit: PAGE, offset: 0 })),
        null,
      );
      if (listed === null) continue;
    } catch (error) {
      if (!isGone(error)) throw error;
      ctx.logger.debug('after-sales conditions not offered', { account: ctx.accountId, kind });
      ctx.repos.reference.put(ctx.accountId, readMark(kind), { ids: [], offered: false }, ctx.clock.now());
      continue;
    }
    const conditions: StoredCondition[] = [];
    for (const item of listed) {
      try {
        const body = listedWhole(kind, item)
          ? item.body
          : await read<unknown>(ctx, `${source.path}/${encodeURIComponent(item.id)}`);
        const condition = afterSalesConditionFrom(kind, body);
        conditions.push({ id: condition.id, name: condition.name, raw: JSON.stringify(body) });
      } catch (error) {
        if (!(error instanceof MalformedRecord) && !isGone(error)) throw error;
        ctx.logger.warn('an after-sales condition could not be read', {
          account: ctx.accountId,
          kind,
          id: item.id,
          reason: error instanceof Error ? error.message : String(error),
        });
        const kept = repo.get(ctx.accountId, kind, item.id);
        if (kept) conditions.push(kept);
      }
    }
    // A full page may not be all of them (the list cannot be paged past it): nothing is removed then.
    const complete = listed.length < PAGE;
    const now = ctx.clock.now();
    ctx.db.transaction(() => {
      if (repo.replace(ctx.accountId, kind, conditions, now, complete)) changed = true;
      ctx.repos.reference.put(ctx.accountId, readMark(kind), { ids: listed.map((item) => item.id) }, now);
    })();
  }
  return changed;
}
