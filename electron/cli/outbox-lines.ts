import { openChangeStates, type Change } from '../../shared/outbox';
import type { Core } from '../core/compose';
import type { CliContext } from './command';

/** The line a script reads for each change stored: its id, for "seller-desk outbox" and the app's panel. */
export const queuedLine = (change: Change): string => `Queued change ${change.id}`;

const waitingLine =
  'Waiting: the marketplace cannot be reached now. The change is kept and sent when the app or ' +
  '"seller-desk sync --once" runs.';

/**
 * Sends the changes just stored and says how they ended: "Sent" once the marketplace confirmed every one (0),
 * the marketplace's words for a refused one (1), or that they wait for the marketplace (0: nothing is lost).
 * A stop signal leaves them waiting too.
 */
export async function reportSent(core: Core, ctx: CliContext, changes: Change[]): Promise<number> {
  core.outbox.start();
  const stopped = ctx.stopSignal.then(() => null);
  const settled = await Promise.race([Promise.all(changes.map((c) => core.outbox.settled(c.id))), stopped]);
  const final = settled ?? changes.map((c) => core.outbox.get(c.id));
  const failed = final.filter((c) => c.state === 'failed' || c.state === 'discarded');
  for (const change of failed) {
    const words = change.errors.map((e) => e.userMessage);
    for (const line of words.length > 0 ? words : [`change ${change.id} ${change.state}`])
      ctx.io.stderr(line);
  }
  if (failed.length > 0) return 1;
  if (final.every((c) => c.state === 'sent')) ctx.io.stdout('Sent');
  else ctx.io.stdout(waitingLine);
  return 0;
}

/**
 * The changes left waiting (stored offline, by "offer set --no-wait", before a crash) go now that the marketplace
 * answered: one stdout line counts how they ended, and each refused one is named on stderr with the marketplace's
 * words. The sync itself succeeded, so this never changes its exit code.
 */
export async function sendWaiting(core: Core, ctx: CliContext, accountIds: string[]): Promise<void> {
  const open = core.outbox.list({ accountIds, states: [...openChangeStates], limit: 500 });
  if (open.length === 0) return;
  // Whatever pause an earlier failure set, the marketplace answers now.
  core.outbox.online();
  core.outbox.start();
  const settled = await Promise.all(open.map((change) => core.outbox.settled(change.id)));
  const count = (states: Change['state'][]) => settled.filter((c) => states.includes(c.state)).length;
  for (const change of settled.filter((c) => c.state === 'failed')) {
    const words = change.errors.map((e) => e.userMessage).join(' ');
    ctx.io.stderr(`seller-desk: change ${change.id} (${change.entityType} ${change.entityId}): ${words}`);
  }
  ctx.io.stdout(
    `Outbox: ${count(['sent'])} sent, ${count(['failed', 'discarded'])} failed, ` +
      `${count([...openChangeStates])} waiting`,
  );
}
