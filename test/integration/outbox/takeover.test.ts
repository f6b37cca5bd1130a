import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, vi } from 'vitest';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';
import type { PlannedChange } from '../../helpers/children/outbox-child';
import { closeAfterEach } from '../../helpers/cleanup';
import { projectRoot } from '../../helpers/cli';
import { coreWithDemo, localDb } from '../../helpers/core';
import { syncedFolderOffers } from '../../helpers/outbox';
import { startTestMarket } from '../../helpers/demo-market';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();
const wait = { timeout: 60_000, interval: 50 };

describe('the outbox lease when its holder is killed mid-step', () => {
  it('stays with the live holder however old its heartbeat, passes only once it is gone, and nothing is sent twice', async () => {
    const child = await bundleChild(join(projectRoot, 'test/helpers/children/outbox-child.ts'));
    closing({ close: () => removeBundle(child) });
    const market = closing(await startTestMarket({ frozenClock: false }));
    const dataDir = tempDir('sd-outbox-takeover-');
    const offers = await syncedFolderOffers(market, dataDir, 3);
    const before = offers.map((id) => market.control.offer({ id })!.stock);
    const plan: PlannedChange[] = [{ key: 'b0', offers, value: 2 }];
    writeFileSync(join(dataDir, 'plan.json'), JSON.stringify(plan));
    // The command's answer takes 3 s: the first process is mid-step all that time, and dies once it is answered.
    market.control.addFault({
      kind: 'latency',
      share: 1,
      method: 'PUT',
      path: '-commands/',
      ms: 3000,
      count: 1,
    });

    const first = spawn(process.execPath, [child, dataDir, market.url], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, OUTBOX_KILL_AT: 'commandSent' },
    });
    closing({ close: () => first.kill('SIGKILL') });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      first.once('close', (_, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve) =>
      createInterface({ input: first.stdout }).on('line', (line) => line === 'started' && resolve()),
    );

    const second = closing(coreWithDemo(market, { dataDir }));
    const db = localDb(second);
    const batch = () =>
      db
        .prepare<[], { state: string; command_id: string }>('SELECT state, command_id FROM outbox_batches')
        .get();
    await vi.waitFor(() => expect(batch()?.state).toBe('sending'), wait);
    second.outbox.start();
    // While the first one waits for its answer, its heartbeat is made to look an hour old: it keeps the lease.
    const holderPids = new Set<number>();
    while (first.exitCode === null && first.signalCode === null) {
      db.prepare('UPDATE outbox_worker_lease SET heartbeat_at = ?').run(Date.now() - 3_600_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const row = db.prepare<[], { pid: number }>('SELECT pid FROM outbox_worker_lease').get();
      if (row && first.exitCode === null && first.signalCode === null) holderPids.add(row.pid);
    }
    expect([...holderPids]).toEqual([first.pid]);
    expect(await exited).toBe('SIGKILL');

    // Gone: the second takes the lease, reads the command back by its id and settles the changes.
    const changes = () =>
      db.prepare<[], { state: string }>('SELECT state FROM outbox_changes WHERE batch_id IS NOT NULL').all();
    await vi.waitFor(() => expect(changes().map((c) => c.state)).toEqual(offers.map(() => 'sent')), wait);
    expect(db.prepare('SELECT pid FROM outbox_worker_lease').get()).toEqual({ pid: process.pid });
    const { command_id: commandId } = batch()!;
    const puts = market.control.requestLog().filter((r) => r.method === 'PUT' && r.path.includes(commandId));
    expect(puts).toHaveLength(1);
    expect(offers.map((id) => market.control.offer({ id })!.stock)).toEqual(before.map((stock) => stock + 2));
  }, 120_000);
});
