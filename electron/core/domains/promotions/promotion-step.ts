import type { Money } from '../../../../shared/money';
import { runStep, type StepContext } from '../../outbox/step';
import type { PromotionFields } from '../../../../shared/promotions';
import { MarketError } from '../../market/market-error';
import { seg } from '../../shipping/gateway';
import type { ChangeRow } from '../../outbox/change-repo';
import { storedPromotion } from './promotions-sync';
import { createPromotionsRepo, type PromotionsRepo } from './promotions-repo';

const BASE = '/sale/loyalty/promotions';

/** The benefits and offers of a body, to recognise a promotion created by a request whose answer was lost. */
const sameContent = (a: unknown, b: unknown): boolean => {
  const key = (v: unknown) => {
    const o = v as { benefits?: unknown; offerCriteria?: { offers?: { id?: unknown }[] }[] };
    return JSON.stringify([o.benefits, (o.offerCriteria?.[0]?.offers ?? []).map((x) => x.id)]);
  };
  return key(a) === key(b);
};

/**
 * A create found in `sending` may have reached the marketplace (a crash, a lost answer): the promotions of its type
 * are looked through for one with its benefits and offers that no other create made here has taken, and that one
 * adopted instead of sending a second. (The sync may have stored it meanwhile: it is still this change's.)
 */
async function findCreated(
  ctx: StepContext,
  repo: PromotionsRepo,
  row: ChangeRow,
  body: unknown,
): Promise<unknown> {
  const local = repo.get(row.account_id, row.entity_id);
  if (!local) return null;
  const client = await ctx.client(row.account_id);
  const page = await client.request<{ promotions?: unknown[] }>({
    method: 'GET',
    path: BASE,
    query: { promotionType: local.type, limit: 5000, offset: 0 },
    idempotent: true,
  });
  const taken = ctx.db.prepare<[string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND entity_type = 'promotion'
       AND kind = 'promotion.create' AND entity_id = ? AND id <> ?`,
  );
  return (
    (page.data.promotions ?? []).find(
      (p) =>
        sameContent(p, body) &&
        taken.get(row.account_id, String((p as { id?: unknown }).id), row.id)!.n === 0,
    ) ?? null
  );
}

/** What the change's request does on the marketplace: its answer (a promotion body) or null (an end). */
async function send(
  ctx: StepContext,
  repo: PromotionsRepo,
  row: ChangeRow,
  resumed: boolean,
): Promise<unknown> {
  const client = await ctx.client(row.account_id);
  const body: unknown = row.request === null ? undefined : JSON.parse(row.request);
  switch (row.kind) {
    case 'promotion.create': {
      const found = resumed ? await findCreated(ctx, repo, row, body) : null;
      if (found) return found;
      return (await client.request({ method: 'POST', path: BASE, body })).data;
    }
    case 'promotion.edit':
      // A PUT of the whole promotion: sending it twice stores the same.
      return (
        await client.request({ method: 'PUT', path: `${BASE}/${seg(row.entity_id)}`, body, idempotent: true })
      ).data;
    default:
      try {
        await client.request({
          method: 'DELETE',
          path: `${BASE}/${seg(row.entity_id)}`,
          idempotent: true,
          expected: [404],
        });
      } catch (error) {
        // Ended twice (a lost answer) or gone meanwhile: either way it no longer runs.
        if (!(error instanceof MarketError && error.status === 404)) throw error;
      }
      return null;
  }
}

/**
 * One step of a promotion change. Confirmed, the marketplace's answer goes into the local copy (a promotion
 * created here takes the marketplace's id, and so does its change); refused, the change fails with the
 * marketplace's words and what it showed goes back (a new promotion stays, marked failed, until the seller
 * retries or discards it).
 */
export async function runPromotion(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createPromotionsRepo(ctx.db);
  await runStep(ctx, row, {
    send: (resumed) => send(ctx, repo, row, resumed),
    confirmed: (answer) => {
      if (row.kind === 'promotion.end') return repo.remove(row.account_id, row.entity_id);
      const stored = storedPromotion(answer);
      if (row.kind === 'promotion.create' && stored.id !== row.entity_id) {
        if (repo.get(row.account_id, stored.id)) repo.remove(row.account_id, row.entity_id);
        else repo.rename(row.account_id, row.entity_id, stored.id);
        ctx.changes.renameEntity(row.id, stored.id);
      }
      repo.put(row.account_id, stored, ctx.now());
    },
    refused: () => restorePromotion(repo, row, 'failed', ctx.now()),
  });
}

/**
 * A promotion change that will not happen: what it showed goes back. A new promotion refused stays (shown as
 * failed) until the seller discards it; then it goes. Runs in the transaction that ends the change.
 */
export function restorePromotion(
  repo: PromotionsRepo,
  row: ChangeRow,
  to: 'failed' | 'discarded',
  now: number,
): void {
  if (row.entity_type !== 'promotion') return;
  if (row.kind === 'promotion.create') {
    if (to === 'discarded') repo.remove(row.account_id, row.entity_id);
    return;
  }
  if (row.kind === 'promotion.end') return repo.setStatus(row.account_id, row.entity_id, 'ACTIVE');
  const previous = (JSON.parse(row.previous) as PromotionFields).discount;
  const stored = repo.get(row.account_id, row.entity_id);
  if (!previous || !stored) return;
  repo.setRaw(row.account_id, row.entity_id, withDiscount(stored.raw, previous), now);
}

/** Sets the discount in a bundle's stored body again. */
function withDiscount(raw: string, discount: Money): string {
  const body = JSON.parse(raw) as { benefits?: { specification?: Record<string, unknown> }[] };
  const spec = body.benefits?.[0]?.specification;
  if (spec) spec.value = discount;
  return JSON.stringify(body);
}

/** A failed change tried again: what it sets is shown again (a bundle's discount, an end). */
export function reapplyPromotion(repo: PromotionsRepo, row: ChangeRow, now: number): void {
  if (row.entity_type !== 'promotion') return;
  if (row.kind === 'promotion.end') return repo.setStatus(row.account_id, row.entity_id, 'INACTIVE');
  const discount = (JSON.parse(row.fields) as PromotionFields).discount;
  const stored = repo.get(row.account_id, row.entity_id);
  if (row.kind === 'promotion.edit' && discount && stored)
    repo.setRaw(row.account_id, row.entity_id, withDiscount(stored.raw, discount), now);
}
