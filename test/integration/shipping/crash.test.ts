import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { projectRoot } from '../../helpers/cli';
import { killedRuns } from '../../helpers/killed-runs';
import { shippableOrder } from '../../helpers/parcels';

import { sampled } from '../../helpers/long-runs';
import { tempDir } from '../../helpers/temp-dir';
import { packingStation } from '../../helpers/packing-station';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';

const childScript = join(projectRoot, 'test/helpers/children/packing-station-child.ts');
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
/**
 * Every fourth run dies right after one of these steps, in turn (each at least once in a sample of 24, 5 times in
 * the whole 120); the others at random.
 */
const steps = [
  'orderTaken',
  'commandStored',
  'commandSent',
  'labelStored',
  'printEnqueued',
  'waybillAdded',
] as const;
const counts = { sample: 24, whole: 120 };
const { seed, runs: RUNS } = sampled(import.meta.filename, 'ship-and-print SIGKILLs', counts);

interface Run {
  /** How the child ended: SIGKILL, or its exit code. */
  ended: NodeJS.Signals | number | null;
  lines: string[];
}

/**
 * Starts the packing child on the data folder. `kill`: a delay after it started (then this test SIGKILLs it), a
 * step it kills itself at (or, never reaching it, is killed after a while), or 'finish' to let it run undisturbed.
 * Node runs the bundled child itself: tsx's launcher would run it in a grandchild that a SIGKILL misses.
 */
async function runChild(
  child: string,
  dataDir: string,
  url: string,
  kill: { delayMs: number } | { step: string } | 'finish',
): Promise<Run> {
  const proc = spawn(process.execPath, [child, dataDir, url, ...(kill === 'finish' ? ['finish'] : [])], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...(typeof kill === 'object' && 'step' in kill ? { SHIP_KILL_AT: kill.step } : {}),
    },
  });
  const lines: string[] = [];
  let errors = '';
  proc.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    proc.once('close', (code, signal) => resolve(signal ?? code)),
  );
  const started = new Promise<void>((resolve) =>
    createInterface({ input: proc.stdout }).on('line', (line) => {
      lines.push(line);
      if (line === 'started') resolve();
    }),
  );
  await Promise.race([started, exited]);
  if (!lines.includes('started')) throw new Error(`the packing child exited early: ${errors}`);
  if (kill === 'finish') {
    const timer = setTimeout(() => proc.kill('SIGKILL'), 90_000);
    const ended = await exited;
    clearTimeout(timer);
    if (ended !== 0) throw new Error(`the packing child did not finish (${String(ended)}): ${errors}`);
    return { ended, lines };
  }
  const wait = 'delayMs' in kill ? kill.delayMs : 4000;
  const timer = setTimeout(() => proc.kill('SIGKILL'), wait);
  const ended = await exited;
  clearTimeout(timer);
  return { ended, lines };
}

describe('a crash in the middle of ship-and-print', () => {
  it(`never makes a second parcel nor prints a label twice on its own, across ${RUNS} SIGKILLs`, async () => {
    const child = await bundleChild(childScript);
    const dataDir = tempDir('sd-ship-crash-');
    const { core, market, listener } = await packingStation({ dataDir });
    await core.close();

    const delays = fc.sample(fc.integer({ min: 0, max: 300 }), { numRuns: RUNS, seed });
    const orders: { id: string; additional: boolean }[] = [];
    const askedAdditional = new Set<string>();
    const stepsSeen = new Set<string>();

    /** What the child asked for and where it killed itself (see packing-station-child.ts). */
    function readLog(): void {
      const log = join(dataDir, 'asked.log');
      for (const line of existsSync(log) ? readFileSync(log, 'utf8').split('\n') : []) {
        if (line.startsWith('asked ')) askedAdditional.add(line.slice('asked '.length));
        if (line.startsWith('step ')) stepsSeen.add(line.slice('step '.length));
      }
    }

    function check(final: boolean): void {
      const db = openDatabase(join(dataDir, 'seller-desk.db'));
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const waybills: string[] = [];
        for (const order of orders) {
          const parcels = market.control.parcelsOfOrder({ orderId: order.id });
          const allowed = 1 + (askedAdditional.has(order.id) ? 1 : 0);
          expect({ order: order.id, parcels: parcels.length }).toEqual({
            order: order.id,
            parcels: Math.min(parcels.length, allowed),
          });
          waybills.push(...parcels.flatMap((p) => p.waybills));
        }
        // Each label reached the printer at most once (a job cut off mid-way is uncertain, not sent again).
        for (const waybill of waybills) {
          const printed = listener.jobs.filter((job) => job.bytes.includes(waybill)).length;
          expect({ waybill, printed: Math.min(printed, 1) }).toEqual({ waybill, printed });
        }
        const repeated = db
          .prepare(
            `SELECT source_id, count(*) AS n FROM print_jobs WHERE source_type = 'shipment' AND kind = 'label'
             GROUP BY source_id HAVING n > 1`,
          )
          .all();
        expect(repeated).toEqual([]);
        if (!final) return;
        for (const order of orders) {
          const placed = market.control.order({ id: order.id })!;
          expect({ order: order.id, fulfillment: placed.fulfillment }).toEqual({
            order: order.id,
            fulfillment: 'SENT',
          });
          expect(placed.shipments.length).toBeGreaterThanOrEqual(1);
        }
        const states = db
          .prepare<[], { state: string }>('SELECT DISTINCT state FROM shipments')
          .all()
          .map((r) => r.state);
        expect(states).toEqual(['done']);
        const labelJobs = db
          .prepare<[], { state: string }>(
            `SELECT DISTINCT state FROM print_jobs WHERE source_type = 'shipment' AND kind = 'label'`,
          )
          .all()
          .map((r) => r.state);
        expect(labelJobs.filter((s) => s !== 'done' && s !== 'uncertain')).toEqual([]);
      } finally {
        db.close();
      }
    }

    try {
      await killedRuns({
        runs: RUNS,
        steps,
        stepsSeen,
        delayOf: (i) => delays[i]!,
        prepare: () => {
          // New paid orders keep arriving; now and then the seller wants a second parcel for one on purpose (the
          // first order among them, which each run's child reaches first, so that a sample meets it too).
          for (let n = 0; n < 2; n++) {
            orders.push({ id: shippableOrder(market, DPD).id, additional: orders.length % 9 === 0 });
          }
          writeFileSync(join(dataDir, 'orders.json'), JSON.stringify(orders));
        },
        run: async (kill) => (await runChild(child, dataDir, market.url, kill)).ended,
        readLog,
        check,
      });
      // Whole runs always reach a second parcel the seller asked for; a sample's kills (on a busy machine, all of
      // them) may come before the child gets there, and then there is nothing of it to check.
      if (RUNS === counts.whole) expect(askedAdditional.size).toBeGreaterThan(0);
    } finally {
      await listener.close();
      await market.close();
      removeBundle(child);
    }
  }, 900_000);
});
