import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core/compose';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { createConfSettingsStore } from '../../../electron/core/kernel/settings/conf-store';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { coreWithDemo, localDb } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { safeStorageDouble } from '../../helpers/safe-storage-double';
import { signInToDemo } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const accountId = `demo:${MAIN_SELLER_ID}`;
let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket();
});
afterAll(() => market.close());

/** The desktop app's core on a data folder: the OS keychain (a double of kind safe-storage) instead of the key file. */
function appCore(dataDir: string, keychain = safeStorageDouble(dataDir)): Core {
  return createCore(
    { settingsStore: createConfSettingsStore(dataDir), logger: silentLogger, cipher: keychain },
    {
      dataDir,
      host: 'electron',
      requestBudget: 100_000,
      demoApi: 'documents',
      startDemoMarket: () => Promise.resolve({ url: market.url, close: () => Promise.resolve() }),
    },
  );
}

const rowStatus = (core: Core) =>
  localDb(core).prepare('SELECT status FROM accounts WHERE id = ?').pluck().get(accountId);

describe('the desktop app and the command line on one data folder', () => {
  it('keep their own sessions: neither signs the other out', async () => {
    const dataDir = tempDir('sd-hosts-');
    const cli = coreWithDemo(market, { dataDir });
    await signInToDemo(cli);
    await cli.close();

    const app = appCore(dataDir);
    // Signed in on the command line only: this host says so, and leaves the shared row as it is.
    expect(await app.accounts.list()).toMatchObject([
      { id: accountId, status: 'signedOut', sessionNote: 'signed-in-elsewhere' },
    ]);
    expect(rowStatus(app)).toBe('signedIn');
    await signInToDemo(app);
    expect(await app.accounts.list()).toMatchObject([{ status: 'signedIn', sessionNote: null }]);
    expect(await (await app.accounts.client(accountId)).get<object>('/me')).toMatchObject({
      id: MAIN_SELLER_ID,
    });
    await app.close();

    const cliAgain = coreWithDemo(market, { dataDir });
    expect(await cliAgain.accounts.list()).toMatchObject([{ status: 'signedIn', sessionNote: null }]);
    expect(await (await cliAgain.accounts.client(accountId)).get<object>('/me')).toMatchObject({
      id: MAIN_SELLER_ID,
    });
    await cliAgain.close();
    expect(readdirSync(dataDir).filter((name) => name.includes('vault'))).toEqual(
      expect.arrayContaining(['secrets.key-file.vault', 'secrets.safe-storage.vault']),
    );
    expect(readdirSync(dataDir).filter((name) => /damaged|unreadable/.test(name))).toEqual([]);
  }, 60_000);

  it(
    'the command line tells an account the desktop app holds, and how to sign in here too',
    async () => {
      const dataDir = tempDir('sd-hosts-');
      const app = appCore(dataDir);
      await signInToDemo(app);
      await app.close();
      const listed = await runCli(['--data-dir', dataDir, 'accounts']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(
        'signed in with the desktop app only (sign in here too: seller-desk login --environment demo)',
      );
    },
    cliTestTimeout,
  );

  it('signs nobody out while the keychain is unavailable', async () => {
    const dataDir = tempDir('sd-hosts-');
    const keychain = safeStorageDouble(dataDir);
    const app = appCore(dataDir, keychain);
    await signInToDemo(app);
    const vaultFile = join(dataDir, 'secrets.safe-storage.vault');
    const before = readFileSync(vaultFile);
    await app.close();
    // The app starts again while the keychain is locked: it knows no token in memory and must read the vault.
    keychain.available = false;
    const locked = appCore(dataDir, keychain);
    expect(await locked.accounts.list()).toMatchObject([
      { status: 'signedIn', sessionNote: 'secrets-unavailable' },
    ]);
    await expect(locked.sync.runOnce({ accountId, streams: ['ratings'] })).rejects.toMatchObject({
      code: 'SECRET_STORE_UNAVAILABLE',
    });
    expect(rowStatus(locked)).toBe('signedIn');
    expect(readFileSync(vaultFile).equals(before)).toBe(true);
    keychain.available = true;
    expect(await locked.accounts.list()).toMatchObject([{ status: 'signedIn', sessionNote: null }]);
    await locked.sync.runOnce({ accountId, streams: ['ratings'] });
    await locked.close();
  }, 60_000);

  it('says an account lost its tokens to a damaged vault, and keeps the file', async () => {
    const dataDir = tempDir('sd-hosts-');
    const cli = coreWithDemo(market, { dataDir });
    await signInToDemo(cli);
    await cli.close();
    const vaultFile = join(dataDir, 'secrets.key-file.vault');
    const damaged = Buffer.from(readFileSync(vaultFile));
    damaged[damaged.length - 1]! ^= 0xff;
    writeFileSync(vaultFile, damaged);
    const again = coreWithDemo(market, { dataDir });
    expect(await again.accounts.list()).toMatchObject([
      { status: 'signedOut', sessionNote: 'vault-damaged' },
    ]);
    expect(readdirSync(dataDir).some((name) => name.startsWith('secrets.key-file.vault.damaged-'))).toBe(
      true,
    );
    await signInToDemo(again);
    expect(await again.accounts.list()).toMatchObject([{ status: 'signedIn', sessionNote: null }]);
    await again.close();
  }, 60_000);
});
