import type { TableName } from '../../../shared/contract';
import { MarketError } from '../market/market-error';
import { readAfterSalesConditions } from './after-sales';
import { readOfferCategories } from './categories';
import { readOfferQuotes } from './offer-quotes';
import { readCompatibilityData } from './compatibility';
import { readDeliveryAndTags } from './delivery-tags';
import { read, type StreamContext, type StreamOutcome } from './context';
import { createPromotionsRepo } from '../promotions/promotions-repo';
import { readPromotions } from './promotions';

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

/**
 * The account's profile and reference data, read with If-Modified-Since where the marketplace sent
 * Last-Modified (a 304 reuses the stored body). A marketplace that does not offer one of them (404) is skipped.
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
    let body: unknown;
    try {
      body = await read<unknown>(ctx, source.path, undefined, { conditional: true });
    } catch (error) {
      if (error instanceof MarketError && error.status === 404) {
        ctx.logger.debug('reference data not offered', { account: ctx.accountId, path: source.path });
        done++;
        continue;
      }
      throw error;
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
    [await readOfferQuotes(ctx), 'offer_quotes'],
    [await readPromotions(ctx, createPromotionsRepo(ctx.db)), 'promotions'],
    [await readDeliveryAndTags(ctx), 'delivery_tags'],
  ];
  ctx.progress(null);
  if (changed) ctx.changed(['reference_data']);
  for (const [didChange, table] of refreshed) if (didChange) ctx.changed([table]);
  return { more: false };
}
