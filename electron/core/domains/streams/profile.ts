import type { TableName } from '../../../../shared/contract';
import { readAfterSalesConditions } from '../after-sales/conditions-sync';
import { readOfferCategories } from '../offers/categories-sync';
import { offerQuotesPart, readOfferQuotes } from '../fees/offer-quotes-sync';
import { readCompatibilityData } from '../compatibility/compatibility-sync';
import { readDeliveryAndTags } from '../delivery-tags/delivery-tags-sync';
import { read, type StreamContext, type StreamOutcome } from '../../sync/context';
import { createPromotionsRepo } from '../promotions/promotions-repo';
import { inPart } from '../../sync/parts';
import { promotionsPart, readPromotions } from '../promotions/promotions-sync';

/** Reference data kinds and where they are read; the shipping family decides the delivery services' address. */
function sources(ctx: StreamContext): { kind: string; path: string }[] {
  const family = ctx.client.environment.shippingFamily;
  return [
    { kind: 'me', path: '/me' },
    { kind: 'carriers', path: '/order/carriers' },
    { kind: 'delivery-methods', path: '/sale/delivery-methods' },
    { kind: 'delivery-services', path: `/${family}/delivery-services` },
  ];
}

/** What a part not read answers (a body can be anything JSON, null too). */
const notRead = Symbol('not read');

/**
 * The account's profile and reference data, read with If-Modified-Since where the marketplace sent
 * Last-Modified (a 304 reuses the stored body). A marketplace that does not serve one of them is skipped (parts.ts).
 * Then the categories of the account's offers (sync/categories.ts) and the after-sales conditions
 * (sync/after-sales.ts), the running fees of the active offers (sync/offer-quotes.ts) and the promotions
 * (sync/promotions.ts).
 */
export async function runProfile(ctx: StreamContext): Promise<StreamOutcome> {
  const { reference } = ctx.repos;
  let changed = false;
  const list = sources(ctx);
  let done = 0;
  for (const source of list) {
    ctx.progress({ phase: 'reference', done, total: list.length });
    const part = { name: source.kind, lists: [source.path] };
    const body = await inPart<unknown>(
      ctx,
      part,
      () => read<unknown>(ctx, source.path, undefined, { conditional: true }),
      notRead,
    );
    if (body === notRead) {
      done++;
      continue;
    }
    const before = reference.get(ctx.accountId, source.kind);
    if (!before || JSON.stringify(before.body) !== JSON.stringify(body)) changed = true;
    reference.put(ctx.accountId, source.kind, body, ctx.clock.now());
    done++;
  }
  if (await readOfferCategories(ctx)) changed = true;
  if (await readCompatibilityData(ctx)) changed = true;
  // Each reader says whether its table changed; the screens re-read only those.
  const refreshed: [boolean, TableName][] = [
    [await readAfterSalesConditions(ctx), 'after_sales_conditions'],
    [await inPart(ctx, offerQuotesPart, () => readOfferQuotes(ctx), false), 'offer_quotes'],
    [
      await inPart(ctx, promotionsPart, () => readPromotions(ctx, createPromotionsRepo(ctx.db)), false),
      'promotions',
    ],
    [await readDeliveryAndTags(ctx), 'delivery_tags'],
  ];
  ctx.progress(null);
  if (changed) ctx.changed(['reference_data']);
  for (const [didChange, table] of refreshed) if (didChange) ctx.changed([table]);
  return { more: false };
}
