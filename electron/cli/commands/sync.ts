import type { SyncStatus } from '../../../shared/sync-status';
import { AppError } from '../../core/app/errors';
import { UsageError, type Command } from '../command';
import { withCliCore } from '../cli-core';

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

export const syncCommand: Command = {
  name: 'sync',
  summary: 'Sync offers, orders, ratings and reference data of the signed-in accounts',
  usage: 'sync [--once] [--account ID]',
  options: { once: { type: 'boolean' }, account: { type: 'string' } },
  async run(ctx, values) {
    const accountId = typeof values.account === 'string' ? values.account : undefined;
    return withCliCore(ctx, async (core) => {
      const signedIn = core.accounts.signedInIds();
      if (accountId && !signedIn.includes(accountId)) {
        throw new UsageError(`no signed-in account ${accountId} (see: seller-desk accounts)`);
      }
      if (signedIn.length === 0) {
        ctx.io.stderr(
          'seller-desk: no signed-in account. Sign in with: seller-desk login --environment demo',
        );
        return 1;
      }
      if (values.once) {
        const print = progressPrinter(ctx.io.stderr);
        const stopped = ctx.stopSignal.then(() => {
          throw new AppError('INTERNAL', 'Sync interrupted.');
        });
        await Promise.race([
          core.sync.runOnce({ ...(accountId ? { accountId } : {}), onStatus: print }),
          stopped,
        ]);
        for (const id of accountId ? [accountId] : signedIn) {
          const s = core.sync.accountStatus(id).streams;
          ctx.io.stdout(
            `Synced ${id}: ${s.offers.count} offers, ${s.orders.count} orders, ${s.ratings.count} ratings`,
          );
        }
        return 0;
      }
      core.start();
      if (accountId) core.sync.syncNow({ accountId });
      ctx.io.stdout('Syncing; stop with Ctrl+C.');
      const off = core.events.on('sync:status', progressPrinter(ctx.io.stderr));
      await ctx.stopSignal;
      off();
      return 0;
    });
  },
};
