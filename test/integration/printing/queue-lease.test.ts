import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { addLabelPrinter, printingRig, queuedJob, zplLabel } from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

const rig = printingRig();

describe('the print queue whose lease passed to another machine', () => {
  it('sends nothing: the job waits for the holder', async () => {
    const listener = await rig.listener();
    const dataDir = tempDir('sd-print-lease-');
    const open = rig.open(dataDir);
    await addLabelPrinter(open.service, listener.port);
    open.service.start();
    expect(open.service.holdsQueue()).toBe(true);
    const probes = listener.connections;
    // Another machine sharing the folder took the lease (this one looked silent to it).
    const db = openDatabase(join(dataDir, 'seller-desk.db'));
    db.prepare(
      `UPDATE print_worker_lease SET owner = 'elsewhere', host = 'other-machine', heartbeat_at = ?`,
    ).run(Date.now() + 3_600_000);
    db.close();
    const job = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('not here') }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(open.service.jobs({ limit: 10 }).find((j) => j.id === job.id)?.state).toBe('queued');
    expect(listener.connections - probes).toBe(0);
    expect(open.service.holdsQueue()).toBe(false);
  });
});
