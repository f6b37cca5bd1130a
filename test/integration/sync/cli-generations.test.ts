import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { syncStreams } from '../../../shared/sync-status';
import { runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

/** `sync --once` and `status` against the 2026 marketplace, signed in as a Custom environment that says 2026. */
describe('seller-desk against the 2026 marketplace', () => {
  let market: DemoMarket;
  let dataDir: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
  const status = async () =>
    JSON.parse((await cli('status', '--json')).stdout) as {
      accounts: { streams: Record<string, { error: unknown }>; unoffered: unknown[] }[];
    };

  beforeAll(async () => {
    market = await startTestMarket({ api: '2026', offers: 30, orders: 20, ratings: 10 });
    dataDir = tempDir('sd-cli-2026-');
    expect((await loginWithCli(dataDir, market.url, ['--api', '2026'])).code).toBe(0);
  });
  afterAll(() => market.close());

  it('syncs every stream without an error', async () => {
    const sync = await cli('sync', '--once');
    expect(sync.stderr.split('\n').filter((l) => l.startsWith('seller-desk:'))).toEqual([]);
    expect(sync.code).toBe(0);
    expect(sync.stdout).toMatch(/^Synced custom:43218765: 30 offers, \d+ orders, 10 ratings$/);
    const report = await status();
    for (const stream of syncStreams) expect(report.accounts[0]!.streams[stream]!.error, stream).toBeNull();
    expect(report.accounts[0]!.unoffered).toEqual([]);
  }, 120_000);

  it('skips a list that answers 404, says so on a line of its own, and exits 0', async () => {
    market.control.setFaults({
      rules: [{ kind: 'status', status: 404, share: 1, path: '^/messaging/threads$' }],
    });
    try {
      const sync = await cli('sync', '--once');
      expect(sync.code).toBe(0);
      const skipped = sync.stdout.split('\n').filter((l) => l.startsWith('Skipped'));
      expect(skipped).toHaveLength(1);
      expect(skipped[0]).toMatch(
        /^Skipped custom:43218765 message-threads: not offered by this marketplace \(GET \/messaging\/threads → 404, Trace-Id: \S+\); asked again after \d{4}-\d\d-\d\dT/,
      );
      const traceId = /Trace-Id: (\S+)\)/.exec(skipped[0]!)![1];
      expect(market.control.requestLog({ path: '^/messaging/threads$' }).map((e) => e.traceId)).toContain(
        traceId,
      );
      const text = (await cli('status')).stdout;
      expect(text).toContain('Skipped custom:43218765 message-threads');
    } finally {
      market.control.clearFaults();
    }
  }, 120_000);

  it('a failure names the request, its status and its Trace-Id, and exits 1', async () => {
    market.control.setFaults({
      rules: [{ kind: 'status', status: 400, share: 1, path: '^/order/carriers$' }],
    });
    try {
      // The profile reads the carriers once a run; asked for again by --once.
      const sync = await cli('sync', '--once');
      expect(sync.code).toBe(1);
      const line = sync.stderr.split('\n').find((l) => l.startsWith('seller-desk:'));
      expect(line).toMatch(/GET \/order\/carriers/);
      expect(line).toMatch(/400/);
      const traceId = market.control.requestLog({ path: '^/order/carriers$' }).at(-1)!.traceId;
      expect(line).toContain(`Trace-Id: ${traceId}`);
      const report = await status();
      expect(report.accounts[0]!.streams.profile!.error).toMatchObject({
        request: { method: 'GET', path: '/order/carriers', status: 400 },
        traceId,
      });
    } finally {
      market.control.clearFaults();
    }
  }, 120_000);
});
