import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { projectRoot } from '../../helpers/cli';
import { coreWithDemo, localDb } from '../../helpers/core';
import { shippableOrder } from '../../helpers/parcels';
import { type PrinterListener } from '../../helpers/printer-listener';
import { tempDir } from '../../helpers/temp-dir';
import { fastShipping, packingStation } from '../../helpers/packing-station';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const child = join(projectRoot, 'test/helpers/children/ship-child.ts');
const wait = { timeout: 30_000, interval: 100 };

let market: DemoMarket | null = null;
let listener: PrinterListener | null = null;
const cores: Core[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  await market?.close();
  await listener?.close();
  market = listener = null;
});

async function station(dataDir: string) {
  const started = await packingStation({ dataDir });
  ({ market, listener } = started);
  cores.push(started.core);
  return started;
}

/** The same data folder opened again, as after a restart, with its workers running until the order is done. */
async function restartUntilDone(dataDir: string, accountId: string, orderId: string): Promise<Core> {
  const core = coreWithDemo(
    { url: market!.url },
    { dataDir, shippingFamily: 'shipment-management', shippingOptions: fastShipping },
  );
  cores.push(core);
  core.printing.start();
  core.shipping.start();
  await vi.waitFor(() => expect(core.shipping.shipments(accountId, orderId)[0]!.state).toBe('done'), wait);
  return core;
}

describe('resuming parcels from their stored state', () => {
  it('a create command that never arrived is sent again with the same id, never a new one', async () => {
    const { core, market, accountId } = await station(tempDir('sd-resume-'));
    const order = shippableOrder(market, DPD);
    market.control.addFault({ kind: 'reset', share: 1, count: 1, method: 'POST', path: 'create-commands' });
    const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
    expect(result).toMatchObject({ status: 'waiting', shipment: { state: 'creating' } });
    if (result.status !== 'waiting') return;
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);

    core.shipping.start();
    await vi.waitFor(() => expect(core.shipping.shipments(accountId, order.id)[0]!.state).toBe('done'), wait);
    const parcels = market.control.parcelsOfOrder({ orderId: order.id });
    expect(parcels.map((p) => p.commandId)).toEqual([result.shipment.commandId]);
  });

  it('a parcel pending when the app stopped is read back after the restart and finished', async () => {
    const dataDir = tempDir('sd-resume-');
    const { core, market, listener, accountId } = await station(dataDir);
    const order = shippableOrder(market, DPD);
    market.control.stickNextParcelCommands({ count: 1 });
    expect(await core.shipping.ship({ accountId, orderId: order.id, additional: false })).toMatchObject({
      status: 'waiting',
      shipment: { state: 'pending' },
    });
    await core.close();
    cores.splice(0);
    market.control.releaseStuckParcelCommands();

    await restartUntilDone(dataDir, accountId, order.id);
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
    await listener.waitForJobs(1);
  });

  it('a label stored but never handed to the printer is printed exactly once', async () => {
    const dataDir = tempDir('sd-resume-');
    const { core, market, listener, accountId } = await station(dataDir);
    // The print queue of this first run is not started: its job would only be queued.
    core.printing.saveProfile({ ...core.printing.profile('label'), autoPrint: false });
    const order = shippableOrder(market, DPD);
    const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false, print: true });
    if (result.status !== 'shipped') throw new Error(JSON.stringify(result));
    await core.close();
    cores.splice(0);
    // What a crash right after the label was stored leaves: no job yet, the waybill not yet reported.
    const db = localDb(core);
    db.prepare(`DELETE FROM print_jobs WHERE source_type = 'shipment' AND source_id = ?`).run(
      String(result.shipment.id),
    );
    db.prepare(`UPDATE shipments SET state = 'labelled', next_check_at = 0 WHERE id = ?`).run(
      result.shipment.id,
    );
    const jobs = () => listener.jobs.length;

    const again = await restartUntilDone(dataDir, accountId, order.id);
    again.shipping.resume();
    await again.shipping.waitIdle();
    await listener.waitForJobs(1);
    expect(again.printing.jobsFor({ type: 'shipment', id: String(result.shipment.id) })).toHaveLength(1);
    expect(jobs()).toBe(1);
    // The waybill already on the order is not added twice.
    expect(market.control.order({ id: order.id })!.shipments).toHaveLength(1);
  });
});

describe('a process killed while it works on a parcel', () => {
  it('leaves a claim the next process takes over at once, and the parcel is finished without a second one', async () => {
    const dataDir = tempDir('sd-ship-kill-');
    const first = await station(dataDir);
    const order = shippableOrder(first.market, DPD);
    await first.core.shipping.take(first.accountId, order.id);
    await first.core.close();
    cores.splice(0);
    first.market.control.stickNextParcelCommands({ count: 1 });

    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', child, dataDir, first.market.url, order.id, 'shipment-management'],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: proc.stdout }).on('line', (line) => {
        if (line === 'creating') resolve();
      });
      proc.once('exit', () => reject(new Error('the child stopped before its parcel was sent')));
    });
    proc.kill('SIGKILL');
    await exited;
    first.market.control.releaseStuckParcelCommands();

    const again = await restartUntilDone(dataDir, first.accountId, order.id);
    expect(first.market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
    expect(again.shipping.shipments(first.accountId, order.id)).toHaveLength(1);
    await first.listener.waitForJobs(1);
  });
});
