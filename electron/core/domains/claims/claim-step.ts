import type { ClaimFields } from '../../../../shared/claims';
import { runStep, type StepContext } from '../../outbox/step';
import { MarketError } from '../../market/market-error';
import { seg } from '../../shipping/gateway';
import type { ChangeRow } from '../../outbox/change-repo';
import { storedClaim } from './claims-sync';
import { refundClaimListFrom } from './claim-records';
import { createClaimsRepo, type ClaimsRepo } from './claims-repo';

const BASE = '/order/refund-claims';

/**
 * A create found in `sending` may have reached the marketplace (a crash, a lost answer): the claims of its offer and
 * buyer are listed (the list has no line item filter) and one for its line item, not withdrawn and not taken by
 * another create made here, adopted instead of sending a second. Money is never claimed twice.
 */
async function findCreated(ctx: StepContext, repo: ClaimsRepo, row: ChangeRow): Promise<unknown> {
  const local = repo.get(row.account_id, row.entity_id);
  if (!local) return null;
  const client = await ctx.client(row.account_id);
  const query: Record<string, string | number> = { limit: 100, offset: 0 };
  if (local.offer_id !== null) query['lineItem.offer.id'] = local.offer_id;
  if (local.buyer_id !== null) query['buyer.id'] = local.buyer_id;
  const page = await client.request<unknown>({ method: 'GET', path: BASE, query, idempotent: true });
  const taken = ctx.db.prepare<[string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND entity_type = 'claim'
       AND kind = 'claim.create' AND entity_id = ? AND id <> ?`,
  );
  return (
    refundClaimListFrom(page.data).find((c) => {
      const o = c as { id?: unknown; status?: unknown; lineItem?: { id?: unknown } };
      return (
        o.lineItem?.id === local.line_item_id &&
        o.status !== 'CANCELLED' &&
        taken.get(row.account_id, String(o.id), row.id)!.n === 0
      );
    }) ?? null
  );
}

/** The claim's whole body after a create answered only its id; without it the local row keeps what it has. */
async function readBack(ctx: StepContext, row: ChangeRow, id: string): Promise<unknown> {
  try {
    const client = await ctx.client(row.account_id);
    return (await client.request<unknown>({ method: 'GET', path: `${BASE}/${seg(id)}` })).data;
  } catch (error) {
    ctx.logger.warn('a created claim could not be read back', { id, error: String(error) });
    return { id };
  }
}

/** Whether the claim is withdrawn on the marketplace already (a withdrawal whose answer was lost). */
async function withdrawn(ctx: StepContext, row: ChangeRow): Promise<boolean> {
  const client = await ctx.client(row.account_id);
  const answer = await client.request<{ status?: unknown }>({
    method: 'GET',
    path: `${BASE}/${seg(row.entity_id)}`,
  });
  return answer.data.status === 'CANCELLED';
}

/** What the change's request does on the marketplace: the created claim's body, or null (a withdrawal). */
async function send(ctx: StepContext, repo: ClaimsRepo, row: ChangeRow, resumed: boolean): Promise<unknown> {
  const client = await ctx.client(row.account_id);
  if (row.kind === 'claim.create') {
    const found = resumed ? await findCreated(ctx, repo, row) : null;
    if (found) return found;
    const body: unknown = JSON.parse(row.request!);
    const created = await client.request<{ id?: unknown }>({ method: 'POST', path: BASE, body });
    return readBack(ctx, row, String(created.data.id));
  }
  if (resumed && (await withdrawn(ctx, row))) return null;
  try {
    await client.request({ method: 'DELETE', path: `${BASE}/${seg(row.entity_id)}`, expected: [422] });
  } catch (error) {
    // Refused as processed: withdrawn already by a request whose answer was lost, or decided meanwhile.
    if (!(error instanceof MarketError && error.status === 422) || !(await withdrawn(ctx, row))) throw error;
  }
  return null;
}

/**
 * One step of a claim change. Confirmed, the marketplace's answer goes into the local copy (a claim made here takes
 * the marketplace's id, and so does its change); refused, the change fails with the marketplace's words and what it
 * showed goes back (a new claim stays, marked failed, until the seller retries or discards it).
 */
export async function runClaim(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createClaimsRepo(ctx.db);
  await runStep(ctx, row, {
    send: (resumed) => send(ctx, repo, row, resumed),
    confirmed: (answer) => {
      if (row.kind === 'claim.withdraw') return repo.setStatus(row.account_id, row.entity_id, 'CANCELLED');
      adopt(ctx, repo, row, answer);
    },
    refused: () => restoreClaim(repo, row, 'failed'),
  });
}

/** The created claim takes the marketplace's id (the sync may have stored it meanwhile) and, when read, its body. */
function adopt(ctx: StepContext, repo: ClaimsRepo, row: ChangeRow, answer: unknown): void {
  const local = repo.get(row.account_id, row.entity_id);
  const id = String((answer as { id?: unknown }).id);
  if (id !== row.entity_id) {
    if (repo.get(row.account_id, id)) repo.remove(row.account_id, row.entity_id);
    else repo.rename(row.account_id, row.entity_id, id);
    ctx.changes.renameEntity(row.id, id);
  }
  try {
    repo.put(row.account_id, { ...storedClaim(answer), orderId: local?.order_id ?? null }, ctx.now());
  } catch {
    // Only the id came back: the local row stands until the next sync reads the claim whole.
  }
}

/** A claim change that will not happen: a withdrawal shows the claim's status again; a refused new claim stays
 * (shown as failed) until the seller discards it, then it goes. Runs in the transaction that ends the change. */
export function restoreClaim(repo: ClaimsRepo, row: ChangeRow, to: 'failed' | 'discarded'): void {
  if (row.entity_type !== 'claim') return;
  if (row.kind === 'claim.create') {
    if (to === 'discarded') repo.remove(row.account_id, row.entity_id);
    return;
  }
  const previous = (JSON.parse(row.previous) as ClaimFields).claimStatus;
  if (previous) repo.setStatus(row.account_id, row.entity_id, previous);
}

/** A failed change tried again: a withdrawal is shown again. */
export function reapplyClaim(repo: ClaimsRepo, row: ChangeRow): void {
  if (row.entity_type === 'claim' && row.kind === 'claim.withdraw')
    repo.setStatus(row.account_id, row.entity_id, 'CANCELLED');
}
