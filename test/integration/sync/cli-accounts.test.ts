import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

interface StatusJson {
  accounts: {
    accountId: string;
    lastSuccessAt: string | null;
    unreachable: { since: string; lastTriedAt: string; reason: string } | null;
    streams: Record<string, { lastSuccessAt: string | null; error: { code: string } | null }>;
  }[];
}

/**
 * What the command line says of an account: each list names the account it lists, and an account whose marketplace
 * stopped answering is shown unreachable, since when, with its last success and the reason.
 */
describe('the command line names the account it lists and says when it is unreachable', () => {
  let market: DemoMarket | null = null;
  let dataDir: string;
  let accountId: string;
  let label: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);

  beforeAll(async () => {
    market = await startTestMarket({ offers: 20, orders: 30, ratings: 5 });
    dataDir = tempDir('sd-cli-accounts-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
    const [account] = JSON.parse((await cli('accounts', '--json')).stdout) as {
      id: string;
      login: string;
      environmentName: string;
    }[];
    accountId = account!.id;
    label = `Account ${account!.id} (${account!.login}, ${account!.environmentName})`;
  }, cliTestTimeout);
  afterAll(() => market?.close());

  it(
    'orders --to-ship takes --account and names the account, in its header line and in --json',
    async () => {
      const named = await cli('orders', '--to-ship', '--account', accountId);
      expect(named.stderr).toBe('');
      expect(named.code).toBe(0);
      const lines = named.stdout.split('\n');
      expect(lines[0]).toBe(label);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((line) => line.split('\t').length === 6)).toBe(true);

      const rows = JSON.parse((await cli('orders', '--to-ship', '--json')).stdout) as {
        id: string;
        accountId: string;
      }[];
      expect(rows.map((row) => row.id)).toEqual(lines.slice(1).map((line) => line.split('\t')[0]));
      expect(new Set(rows.map((row) => row.accountId))).toEqual(new Set([accountId]));

      const unknown = await cli('orders', '--to-ship', '--account', 'demo:1');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('no signed-in account demo:1');
    },
    cliTestTimeout,
  );

  it(
    'outbox takes --account and names the accounts whose changes it lists',
    async () => {
      const table = await cli('outbox', '--account', accountId);
      expect(table.code, table.stderr).toBe(0);
      expect(table.stdout.split('\n')).toEqual([label, 'No changes wait or failed.']);
      const all = await cli('outbox');
      expect(all.stdout.split('\n')[0]).toBe(label);
      const unknown = await cli('outbox', '--account', 'demo:1');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('no signed-in account demo:1');
    },
    cliTestTimeout,
  );

  it(
    'status shows an account whose marketplace stopped as unreachable since its first failure, with its last success and the reason',
    async () => {
      const before = JSON.parse((await cli('status', '--json')).stdout) as StatusJson;
      const lastSuccess = before.accounts[0]!.lastSuccessAt;
      expect(lastSuccess).not.toBeNull();
      expect(before.accounts[0]!.unreachable).toBeNull();

      await market!.close();
      market = null;
      const failed = await cli('sync', '--once');
      expect(failed.code).toBe(1);
      const first = JSON.parse((await cli('status', '--json')).stdout) as StatusJson;
      const account = first.accounts[0]!;
      expect(account.lastSuccessAt).toBe(lastSuccess);
      expect(account.unreachable).not.toBeNull();
      const { since, reason } = account.unreachable!;
      expect(Date.parse(since)).toBeGreaterThan(Date.parse(lastSuccess!));
      expect(reason).toMatch(/could not be reached/);
      expect(account.streams.orders!.error?.code).toBe('OFFLINE');
      expect(account.streams.orders!.lastSuccessAt).not.toBeNull();

      // A second failed try does not move "since": the account is unreachable from the first one on.
      expect((await cli('sync', '--once')).code).toBe(1);
      const again = JSON.parse((await cli('status', '--json')).stdout) as StatusJson;
      expect(again.accounts[0]!.unreachable!.since).toBe(since);
      expect(Date.parse(again.accounts[0]!.unreachable!.lastTriedAt)).toBeGreaterThan(Date.parse(since));

      const text = await cli('status');
      expect(text.code).toBe(0);
      const lines = text.stdout.split('\n');
      const line = lines.find((l) => l.includes('unreachable'));
      const latest = again.accounts[0]!.unreachable!.reason;
      expect(line).toBe(`  unreachable since ${since} (last success ${lastSuccess}): ${latest}`);
      expect(text.stdout).not.toMatch(/error: null/);
      expect(lines.find((l) => l.trimStart().startsWith('orders'))).toMatch(/error: .*could not be reached/);
    },
    3 * cliTestTimeout,
  );
});
