import type { AfterSalesFields } from '../../../../shared/outbox';
import { runStep, type StepContext } from '../../outbox/step';
import { afterSalesConditionFrom, afterSalesListFrom, afterSalesSources } from './condition-records';
import type { ChangeRow } from '../../outbox/change-repo';
import { entityConditionId, entityKindOf } from './condition-changes';
import { createConditionsRepo, type ConditionsRepo } from './conditions-repo';
import { afterSalesRequestBody } from './request-body';

type Ctx = Pick<StepContext, 'db' | 'changes' | 'client' | 'now' | 'later' | 'logger'>;

/** The condition as the marketplace answered it, into the local copy (one row; the kind's others stay). */
function store(repo: ConditionsRepo, row: ChangeRow, body: unknown, now: number): void {
  const kind = entityKindOf(row.entity_id);
  const condition = afterSalesConditionFrom(kind, body);
  repo.replace(
    row.account_id,
    kind,
    [{ id: condition.id, name: condition.name, raw: JSON.stringify(body) }],
    now,
    false,
  );
}

/**
 * A creation found in `sending` may have landed: the marketplace's list is read for a condition of the same name
 * the local copy does not know, which is then taken as the created one instead of posting a second.
 */
async function landed(ctx: Ctx, repo: ConditionsRepo, row: ChangeRow, name: string): Promise<unknown> {
  const kind = entityKindOf(row.entity_id);
  const client = await ctx.client(row.account_id);
  const source = afterSalesSources[kind];
  const page = await client.get(source.path, { limit: 60, offset: 0 });
  const found = afterSalesListFrom(kind, page).find(
    (item) => item.name === name && !repo.get(row.account_id, kind, item.id),
  );
  if (!found) return null;
  return client.get(`${source.path}/${encodeURIComponent(found.id)}`);
}

/**
 * One step of a new or changed after-sales condition: POST creates it, PUT replaces it whole (a PUT sent twice
 * stores the same). Sent, the marketplace's answer goes into the local copy, so the offer editor can pick it;
 * refused, the change fails with the marketplace's words and an edited condition is read back as it stands.
 */
export async function runCondition(ctx: StepContext, row: ChangeRow): Promise<void> {
  if (row.kind !== 'after-sales.create' && row.kind !== 'after-sales.edit') return;
  const repo = createConditionsRepo(ctx.db);
  const kind = entityKindOf(row.entity_id);
  const id = entityConditionId(row.entity_id);
  const path = afterSalesSources[kind].path;
  const end = await runStep(ctx, row, {
    send: async (resumed) => {
      const fields = JSON.parse(row.fields) as AfterSalesFields;
      const client = await ctx.client(row.account_id);
      if (row.kind === 'after-sales.create' && resumed && fields.condition) {
        const found = await landed(ctx, repo, row, fields.condition.name);
        if (found !== null) return found;
      }
      const answer = await client.request({
        method: row.kind === 'after-sales.create' ? 'POST' : 'PUT',
        path: id === null ? path : `${path}/${encodeURIComponent(id)}`,
        body: JSON.parse(row.request ?? '{}'),
        idempotent: row.kind === 'after-sales.edit',
      });
      return answer.data;
    },
    confirmed: (body) => store(repo, row, body, ctx.now()),
  });
  if (end === 'failed' && id !== null) await readBack(ctx, repo, row, `${path}/${encodeURIComponent(id)}`);
}

/** An edit the marketplace refused: the local copy takes the condition as the marketplace holds it. */
async function readBack(ctx: Ctx, repo: ConditionsRepo, row: ChangeRow, path: string): Promise<void> {
  try {
    const client = await ctx.client(row.account_id);
    store(repo, row, await client.get(path), ctx.now());
  } catch (error) {
    ctx.logger.info('a condition could not be read back after a refused change', { error: String(error) });
  }
}

/**
 * An edit dropped before it was sent: the stored condition goes back to the values before it (a later waiting
 * edit of it would show its own values again when it is sent). Runs in the transaction that discards it.
 */
export function restoreCondition(ctx: Pick<StepContext, 'db' | 'now'>, row: ChangeRow): void {
  if (row.entity_type !== 'after-sales' || row.kind !== 'after-sales.edit') return;
  const previous = (JSON.parse(row.previous) as AfterSalesFields).condition;
  const id = entityConditionId(row.entity_id);
  if (!previous || id === null) return;
  const repo = createConditionsRepo(ctx.db);
  const stored = repo.get(row.account_id, previous.kind, id);
  if (!stored) return;
  const body = { ...afterSalesRequestBody(previous, JSON.parse(stored.raw)), id };
  repo.replace(
    row.account_id,
    previous.kind,
    [{ id, name: previous.name, raw: JSON.stringify(body) }],
    ctx.now(),
    false,
  );
}
