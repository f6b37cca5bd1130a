import { requestLine } from '../../../shared/errors';
import type { SyncedElsewhere, SyncStatus, UnofferedPart } from '../../../shared/sync-status';
import { AppError } from '../../core/kernel/errors';
import type { Core } from '../../core/compose';
import type { CliContext, Command } from '../command';
import { accountsFor, withCliCore } from '../cli-core';
import { sendWaiting } from '../outbox-lines';
import { labelPrintedLine, parcelCreatedLine, printedOk } from '../packing';
import { waitPrinted } from './print';

const printWaitMs = 60_000;
/** The exit code when an account is synced by another process (the app, another command line) and not here. */
export const syncedElsewhereExit = 3;
/** How often `--wait` looks whether the other process let the account go. */
const waitStepMs = 1000;

/** The one line for an account another process syncs: which process, and what the seller can do. */
export const elsewhereLine = (e: SyncedElsewhere): string =>
  `seller-desk: ${e.accountId} is synced by another process (pid ${e.pid}${e.host ? ` on ${e.host}` : ''}); ` +
  `not synced here. Run again once it stops, or add --wait.`;

/** One stderr line per change of what is being done, progress at most twice a second, and each phase's end. */
function progressPrinter(write: (line: string) => void) {
  let last = '';
  let lastAt = 0;
  return (status: SyncStatus) => {
    for (const account of status.accounts) {
      for (const stream of Object.values(account.streams)) {
        if (stream.state !== 'running') continue;
        const p = stream.progress;
        const what = p ? `${p.phase} ${p.done}${p.total !== null ? ` of ${p.total}` : ''}` : 'syncing';
        const line = `${account.accountId} ${stream.stream}: ${what}`;
        const head = `${account.accountId} ${stream.stream}: ${p?.phase ?? ''}`;
        const now = Date.now();
        const complete = p !== null && p.total !== null && p.done >= p.total;
        if (line !== last && (!last.startsWith(head) || complete || now - lastAt >= 500)) {
          write(line);
          last = line;
          lastAt = now;
        }
      }
    }
  };
}

/**
 * Parcels left waiting (scanned offline, a pending command, a crash) are finished now that the marketplace has
 * answered, and their labels printed, as the app would. What is still not done is said on stderr; the sync
 * itself succeeded, so the exit code stays 0.
 */
async function settleParcels(core: Core, ctx: CliContext, accountId: string | undefined): Promise<void> {
  const shipments = await core.shipping.settleWaiting(accountId);
  // Their labels are queued; only the print queue runs here: if the app holds it, the app prints them.
  if (shipments.some((s) => s.labelJob)) core.printing.start();
  for (const shipment of shipments) {
    const { orderId } = shipment;
    const problems = shipment.errors.map((e) => e.userMessage).join(' ');
    if (shipment.state !== 'done' && shipment.state !== 'labelled') {
      ctx.io.stderr(
        `seller-desk: order ${orderId}: no parcel yet (${shipment.state}). ${problems}`.trimEnd(),
      );
      continue;
    }
    ctx.io.stdout(parcelCreatedLine(orderId, shipment.waybills));
    if (problems) ctx.io.stderr(`seller-desk: order ${orderId}: ${problems}`);
    if (!shipment.labelJob) continue;
    const label = await waitPrinted(core, shipment.labelJob.id, printWaitMs);
    if (printedOk(label)) ctx.io.stdout(labelPrintedLine(label));
    else ctx.io.stderr(`seller-desk: the label of ${orderId} was not printed (${label.state}).`);
  }
}

/** A part skipped because the marketplace does not serve it: which, the request that told, when it is asked again. */
export const unofferedLine = (accountId: string, part: UnofferedPart): string =>
  `Skipped ${accountId} ${part.part}: not offered by this marketplace (${requestLine(part.request, part.traceId)}); ` +
  `asked again after ${part.retryAt}`;

export const syncCommand: Command = {
  name: 'sync',
  summary: 'Sync offers, orders, ratings and reference data of the signed-in accounts',
  usage:
    'sync [--once] [--account ID] [--wait]\n' +
    '  --once: one pass of every stream, then the parcels left waiting for the marketplace are made and their\n' +
    '  labels printed ("Parcel created for ORDER_ID: waybill WAYBILL", "Label printed on PRINTER"); one still\n' +
    '  not done is named on stderr. Changes waiting in the outbox are sent too ("Outbox: N sent, N failed,\n' +
    '  N waiting"); a refused one is named on stderr with the reason. A part the marketplace does not serve is\n' +
    '  skipped ("Skipped ACCOUNT PART: not offered by this marketplace (GET PATH → 404, Trace-Id: ID)"), asked\n' +
    '  again a day later, and the rest syncs; exit 0 when every part served caught up, 1 (naming the request) if not.\n' +
    '  An account the app (or another sync) is syncing is not synced here: one line names that process (its pid)\n' +
    `  and the exit code is ${syncedElsewhereExit}; with --wait the sync waits until that process lets the account go.`,
  options: { once: { type: 'boolean' }, account: { type: 'string' }, wait: { type: 'boolean' } },
  async run(ctx, values) {
    const accountId = typeof values.account === 'string' ? values.account : undefined;
    return withCliCore(ctx, async (core) => {
      const targets = accountsFor(core, accountId);
      if (targets.length === 0) {
        ctx.io.stderr(
          'seller-desk: no signed-in account. Sign in with: seller-desk login --environment demo',
        );
        return 1;
      }
      const wait = values.wait === true;
      if (values.once) {
        const print = progressPrinter(ctx.io.stderr);
        const stopped = ctx.stopSignal.then(() => {
          throw new AppError('INTERNAL', 'Sync interrupted.');
        });
        let skipped = await Promise.race([
          core.sync.runOnce({ ...(accountId ? { accountId } : {}), onStatus: print }),
          stopped,
        ]);
        for (const said = new Set<string>(); wait && skipped.length > 0;) {
          for (const e of skipped.filter((e) => !said.has(e.accountId))) {
            ctx.io.stderr(
              `seller-desk: waiting for ${e.accountId}: synced by another process (pid ${e.pid})`,
            );
            said.add(e.accountId);
          }
          await Promise.race([new Promise((resolve) => setTimeout(resolve, waitStepMs)), stopped]);
          const again: SyncedElsewhere[] = [];
          for (const e of skipped)
            again.push(...(await core.sync.runOnce({ accountId: e.accountId, onStatus: print })));
          skipped = again;
        }
        for (const e of skipped) ctx.io.stderr(elsewhereLine(e));
        const elsewhere = new Set(skipped.map((e) => e.accountId));
        const synced = targets.filter((id) => !elsewhere.has(id));
        for (const id of synced) {
          const status = core.sync.accountStatus(id);
          const s = status.streams;
          ctx.io.stdout(
            `Synced ${id}: ${s.offers.count} offers, ${s.orders.count} orders, ${s.ratings.count} ratings`,
          );
          for (const part of status.unoffered) ctx.io.stdout(unofferedLine(id, part));
        }
        await settleParcels(core, ctx, accountId);
        await sendWaiting(core, ctx, targets);
        return skipped.length > 0 ? syncedElsewhereExit : 0;
      }
      core.start();
      const elsewhere = core.sync.syncedElsewhere().filter((e) => targets.includes(e.accountId));
      if (elsewhere.length > 0 && !wait) {
        for (const e of elsewhere) ctx.io.stderr(elsewhereLine(e));
        return syncedElsewhereExit;
      }
      // With --wait the engine takes the account once the other process lets it go (it looks every few seconds).
      for (const e of elsewhere)
        ctx.io.stderr(`seller-desk: waiting for ${e.accountId}: synced by another process (pid ${e.pid})`);
      if (accountId) core.sync.syncNow({ accountId });
      ctx.io.stdout('Syncing; stop with Ctrl+C.');
      const off = core.events.on('sync:status', progressPrinter(ctx.io.stderr));
      await ctx.stopSignal;
      off();
      return 0;
    });
  },
};
