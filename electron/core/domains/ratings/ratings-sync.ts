import { arr, obj } from '../../market/records/json';
import { ratingFrom, type RatingRecord } from './rating-records';
import { read, type StreamContext, type StreamOutcome } from '../../sync/context';
import { iso } from '../../kernel/time/iso';

const pageLimit = 100;
/** The marketplace serves ratings only up to this offset. */
const maxOffset = 20_000;

async function page(ctx: StreamContext, offset: number, since: string | null): Promise<RatingRecord[]> {
  const body = await read<unknown>(ctx, '/sale/user-ratings', {
    limit: pageLimit,
    offset,
    ...(since ? { 'lastChangedAt.gte': since } : {}),
  });
  return arr(obj(body)?.ratings).map(ratingFrom);
}

/**
 * The ratings stream. Ratings come newest change first: a turn reads changes since the watermark until it meets
 * a rating it knows unchanged (and the others changed at that instant). Once a day a complete pass also notices
 * ratings the marketplace removed.
 */
export async function runRatings(ctx: StreamContext): Promise<StreamOutcome> {
  const state = ctx.repos.state.get(ctx.accountId, 'ratings');
  const now = ctx.clock.now();
  const { ratings } = ctx.repos;
  if (state.lastCompleteAt === null || now - state.lastCompleteAt >= ctx.options.ratingsFullMs) {
    let offset = 0;
    ctx.progress({ phase: 'relist', done: 0, total: null });
    for (;;) {
      const records = await page(ctx, offset, null);
      ctx.db.transaction(() => {
        for (const record of records) ratings.upsert(ctx.accountId, record, ctx.clock.now(), now);
      })();
      offset += records.length;
      ctx.progress({ phase: 'relist', done: offset, total: null });
      if (records.length < pageLimit || offset >= maxOffset) break;
    }
    const complete = offset < maxOffset;
    ctx.db.transaction(() => {
      if (complete) ratings.removeUnseen(ctx.accountId, now);
      ctx.repos.state.update(ctx.accountId, 'ratings', {
        lastCompleteAt: now,
        watermark: ratings.latestChange(ctx.accountId),
      });
    })();
    ctx.changed(['ratings']);
    ctx.progress(null);
    return { more: false };
  }
  const since = state.watermark ? iso(Date.parse(state.watermark) - ctx.options.watermarkMarginMs) : null;
  let written = 0;
  // The first known, unchanged rating ends the read, but only past the ratings changed at that same instant:
  // another one changed then may come after it in the list.
  let stopBefore: string | null = null;
  let done = false;
  for (let offset = 0; offset < maxOffset && !done; offset += pageLimit) {
    const records = await page(ctx, offset, since);
    const fresh: RatingRecord[] = [];
    for (const record of records) {
      if (stopBefore !== null && (record.lastChangedAt ?? '') < stopBefore) {
        done = true;
        break;
      }
      if (ratings.holds(ctx.accountId, record)) stopBefore ??= record.lastChangedAt ?? '';
      else fresh.push(record);
    }
    ctx.db.transaction(() => {
      for (const record of fresh) ratings.upsert(ctx.accountId, record, ctx.clock.now());
    })();
    written += fresh.length;
    if (records.length < pageLimit) break;
  }
  ctx.repos.state.update(ctx.accountId, 'ratings', { watermark: ratings.latestChange(ctx.accountId) });
  if (written > 0) ctx.changed(['ratings']);
  return { more: false };
}
