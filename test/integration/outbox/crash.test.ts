import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';
import type { PlannedChange } from '../../helpers/children/outbox-child';
import { projectRoot } from '../../helpers/cli';
import { killedRuns } from '../../helpers/killed-runs';
import { changesWithBatches, syncedFolderOffers } from '../../helpers/outbox';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { sampled } from '../../helpers/long-runs';
import { tempDir } from '../../helpers/temp-dir';

const childScript = join(projectRoot, 'test/helpers/children/outbox-child.ts');
/**
 * Every fourth run dies right after one of these steps, in turn (a sample of 24 meets each twice); the others after
 * a random delay.
 */
const steps = ['editSent', 'commandSent', 'reportRead'] as const;
const { seed, runs: RUNS } = sampled(import.meta.filename, 'outbox SIGKILLs', { sample: 24, whole: 500 });

/** Starts the child on the data folder and ends it: SIGKILL after a delay or at a step, or lets it finish. */
async function runChild(
  child: string,
  dataDir: string,
  url: string,
  kill: { delayMs: number } | { step: string } | 'finish',
): Promise<NodeJS.Signals | number | null> {
  const proc = spawn(process.execPath, [child, dataDir, url, ...(kill === 'finish' ? ['finish'] : [])], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...(typeof kill === 'object' && 'step' in kill ? { OUTBOX_KILL_AT: kill.step } : {}),
    },
  });
  let errors = '';
  proc.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    proc.once('close', (code, signal) => resolve(signal ?? code)),
  );
  let started = false;
  await Promise.race([
    new Promise<void>((resolve) =>
      createInterface({ input: proc.stdout }).on('line', (line) => {
        if (line !== 'started') return;
        started = true;
        resolve();
      }),
    ),
    exited,
  ]);
  if (!started) throw new Error(`the outbox child exited early: ${errors}`);
  const wait = kill === 'finish' ? 120_000 : 'delayMs' in kill ? kill.delayMs : 4000;
  const timer = setTimeout(() => proc.kill('SIGKILL'), wait);
  const ended = await exited;
  clearTimeout(timer);
  if (kill === 'finish' && ended !== 0)
    throw new Error(`the outbox child did not finish (${String(ended)}): ${errors}`);
  return ended;
}

describe('a crash while the outbox sends', () => {
  it(`every stored change reaches the marketplace exactly once, across ${RUNS} SIGKILLs`, async () => {
    const child = await bundleChild(childScript);
    const market = await startTestMarket({ frozenClock: false });
    const dataDir = tempDir('sd-outbox-crash-');
    const offers = await syncedFolderOffers(market, dataDir, 8);
    const initial = new Map(offers.map((id) => [id, market.control.offer({ id })!.stock]));
    const api = apiClient(market.url, (await signIn(market.url)).access_token);

    const random = fc.sample(
      fc.tuple(fc.integer({ min: 0, max: 250 }), fc.nat(), fc.integer({ min: 1, max: 400 })),
      { numRuns: RUNS, seed },
    );
    const plan: PlannedChange[] = [];
    const acknowledged = new Set<number>();
    const stepsSeen = new Set<string>();

    const readLog = () => {
      const log = join(dataDir, 'stored.log');
      for (const line of existsSync(log) ? readFileSync(log, 'utf8').split('\n') : []) {
        const [what, key, ids] = line.split(' ');
        if (what === 'step') stepsSeen.add(key!);
        if (what === 'stored' && ids) for (const id of ids.split(',')) acknowledged.add(Number(id));
      }
    };

    const check = (final: boolean) => {
      const db = openDatabase(join(dataDir, 'seller-desk.db'));
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const rows = changesWithBatches(db);
        // Nothing acknowledged to the seller is lost.
        const stored = new Set(rows.map((r) => r.id));
        expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
        // One command id per batch, never replaced.
        const ids = db
          .prepare<[], { n: number; d: number }>(
            'SELECT count(*) AS n, count(DISTINCT command_id) AS d FROM outbox_batches',
          )
          .get()!;
        expect(ids.d).toBe(ids.n);
        if (!final) return;
        expect(rows.filter((r) => r.state !== 'sent')).toEqual([]);
        // Each offer holds what its changes make, in order: a change sent twice (a gain applied twice) would show.
        const expected = new Map(initial);
        for (const row of rows) {
          if (row.kind === 'offer.edit')
            expected.set(row.entity_id, (JSON.parse(row.fields) as { stock: number }).stock);
          else {
            const gain = (JSON.parse(row.body!) as { modification: { value: number } }).modification.value;
            expected.set(row.entity_id, expected.get(row.entity_id)! + gain);
          }
        }
        for (const id of offers) {
          expect({ id, stock: market.control.offer({ id })!.stock }).toEqual({ id, stock: expected.get(id) });
        }
      } finally {
        db.close();
      }
    };

    try {
      await killedRuns({
        runs: RUNS,
        steps,
        stepsSeen,
        delayOf: (i) => random[i]![0],
        prepare: (i) => {
          const [, pick, value] = random[i]!;
          plan.push({ key: `s${i}`, offers: [offers[pick % offers.length]!], value });
          if (i % 3 === 0) {
            const start = pick % offers.length;
            plan.push({
              key: `b${i}`,
              offers: [0, 1, 2, 3].map((k) => offers[(start + k) % offers.length]!),
              value: 1 + (pick % 3),
            });
          }
          writeFileSync(join(dataDir, 'plan.json'), JSON.stringify(plan));
        },
        run: (kill) => runChild(child, dataDir, market.url, kill),
        readLog,
        check,
      });
      // Every batch command is known to the marketplace by the id stored for it.
      const db = openDatabase(join(dataDir, 'seller-desk.db'));
      const commands = db.prepare<[], { command_id: string }>('SELECT command_id FROM outbox_batches').all();
      db.close();
      expect(commands.length).toBeGreaterThan(RUNS / 4);
      for (const { command_id } of commands.slice(0, 20)) {
        expect((await api.get(`/sale/offer-quantity-change-commands/${command_id}`)).status).toBe(200);
      }
    } finally {
      await market.close();
      removeBundle(child);
    }
  }, 1_800_000);
});
