import type { ReturnFields } from '../../../../shared/returns';
import { runStep, type StepContext } from '../../outbox/step';
import { customerReturnFrom, refundFrom } from './return-records';
import { arr, at, int, money, obj, str } from '../../market/records/json';
import { MarketError } from '../../market/market-error';
import type { ChangeRow } from '../../outbox/change-repo';
import { createReturnsRepo, type ReturnsRepo } from './returns-repo';
import { iso } from '../../kernel/time/iso';

const seg = (id: string): string => encodeURIComponent(id);

/** What a refund gives back, to recognise one made by a request whose answer was lost. */
const refundKey = (body: unknown): string => {
  const items = arr(at(body, 'lineItems'))
    .map(obj)
    .map((li) => `${str(li?.id)}:${str(li?.type)}:${int(li?.quantity) ?? money(li?.value)?.amount}`)
    .sort();
  const delivery = money(at(body, 'delivery.value'))?.amount;
  return JSON.stringify([items, delivery === undefined ? null : Number(delivery).toFixed(2)]);
};

/**
 * A refund create found in `sending` may have reached the marketplace: the refunds of its payment are read and one
 * giving back the same, made no earlier than the change and taken by no other change made here, is adopted; only
 * when none is found is the request sent (with the same command id). Money is never sent twice.
 */
async function findRefund(ctx: StepContext, row: ChangeRow, body: unknown): Promise<unknown> {
  const client = await ctx.client(row.account_id);
  const paymentId = str(at(body, 'payment.id'));
  if (!paymentId) return null;
  const page = await client.request<{ refunds?: unknown[] }>({
    method: 'GET',
    path: '/payments/refunds',
    query: { 'payment.id': paymentId, limit: 100, offset: 0 },
    idempotent: true,
  });
  const taken = ctx.db.prepare<[string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND entity_type = 'refund'
       AND entity_id = ? AND id <> ?`,
  );
  const key = refundKey(body);
  return (
    (page.data.refunds ?? []).find(
      (r) => refundKey(r) === key && taken.get(row.account_id, String(str(at(r, 'id'))), row.id)!.n === 0,
    ) ?? null
  );
}

async function send(ctx: StepContext, row: ChangeRow, resumed: boolean): Promise<unknown> {
  const client = await ctx.client(row.account_id);
  const body: unknown = row.request === null ? undefined : JSON.parse(row.request);
  if (row.kind === 'refund.create') {
    const found = resumed ? await findRefund(ctx, row, body) : null;
    if (found) return found;
    return (await client.request({ method: 'POST', path: '/payments/refunds', body })).data;
  }
  const path = `/order/customer-returns/${seg(row.entity_id)}`;
  if (resumed) {
    // Sent before and no answer: a return already rejected is this change's doing, not sent again.
    const current = (await client.request({ method: 'GET', path, beta: 1, idempotent: true })).data;
    if (str(at(current, 'status')) === 'REJECTED') return current;
  }
  return (await client.request({ method: 'POST', path: `${path}/rejection`, body, beta: 1 })).data;
}

/**
 * One step of a return rejection or a refund. Confirmed, the marketplace's answer goes into the local copy (a
 * refund made here takes the marketplace's id, and so does its change); refused, the change fails with the
 * marketplace's words and what it showed goes back.
 */
export async function runReturnChange(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createReturnsRepo(ctx.db);
  await runStep(ctx, row, {
    send: (resumed) => send(ctx, row, resumed),
    confirmed: (answer) => {
      if (row.kind === 'return.reject') {
        repo.putReturns(row.account_id, [customerReturnFrom(answer)], ctx.now());
        return;
      }
      const refund = refundFrom(answer);
      repo.renameRefund(row.account_id, row.entity_id, refund.id);
      repo.putRefund(row.account_id, refund, answer, ctx.now());
      ctx.changes.renameEntity(row.id, refund.id);
    },
    refused: (error) => {
      restoreReturnChange(repo, row);
      if (!(error instanceof MarketError))
        ctx.logger.warn('a return change failed', { error: String(error) });
    },
  });
}

/**
 * A return or refund change that will not happen: a rejection's return gets its status back, a refund made here
 * leaves the local copy (nothing was given back). Runs in the transaction that ends the change.
 */
export function restoreReturnChange(repo: ReturnsRepo, row: ChangeRow): void {
  if (row.entity_type === 'refund' && row.kind === 'refund.create')
    return repo.removeRefund(row.account_id, row.entity_id);
  if (row.entity_type !== 'return') return;
  const previous = JSON.parse(row.previous) as ReturnFields;
  repo.setRejection(
    row.account_id,
    row.entity_id,
    previous.returnStatus ?? 'DELIVERED',
    previous.rejection ?? null,
  );
}

/** A failed change tried again: the rejection is shown again, the refund waits in the local copy again. */
export function reapplyReturnChange(repo: ReturnsRepo, row: ChangeRow, now: number): void {
  if (row.entity_type === 'return') {
    const fields = JSON.parse(row.fields) as ReturnFields;
    repo.setRejection(row.account_id, row.entity_id, 'REJECTED', fields.rejection ?? null);
    return;
  }
  if (row.entity_type !== 'refund' || row.request === null) return;
  const body = JSON.parse(row.request) as unknown;
  const refund = (JSON.parse(row.fields) as ReturnFields).refund;
  if (!refund) return;
  repo.putRefund(
    row.account_id,
    {
      id: row.entity_id,
      paymentId: str(at(body, 'payment.id')) ?? '',
      orderId: refund.orderId,
      status: 'NEW',
      reason: str(at(body, 'reason')) ?? 'REFUND',
      total: { amount: refund.total, currency: refund.currency },
      createdAt: iso(now),
    },
    body,
    now,
  );
}
