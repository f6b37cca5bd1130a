import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createKeyFileCipher } from '../../../electron/core/auth/key-file-cipher';
import { createTokenVault, withLockFile, type TokenPair } from '../../../electron/core/auth/token-vault';
import { legacyOwner } from '../../../electron/core/auth/vault-format';
import { silentLogger } from '../../../electron/core/kernel/logger';
import type { Logger, SecretCipher } from '../../../electron/core/kernel/ports';
import { safeStorageDouble } from '../../helpers/safe-storage-double';
import { tempDir } from '../../helpers/temp-dir';

const pair: TokenPair = {
  accessToken: 'ACCESS-SECRET-1',
  accessExpiresAt: 1,
  refreshToken: 'REFRESH-SECRET-1',
  refreshExpiresAt: 2,
  obtainedAt: 0,
};

const keyFileCipher = (dir: string) => createKeyFileCipher(join(dir, 'secret.key'));

function vaultIn(dir: string, cipher: SecretCipher = keyFileCipher(dir), logger: Logger = silentLogger) {
  return createTokenVault({ dataDir: dir, cipher, logger });
}

const filesOf = (dir: string) => readdirSync(dir).sort();

describe('token vault', () => {
  it('keeps tokens encrypted in a file only the user can read, under a header naming its cipher', async () => {
    const dir = tempDir('sd-vault-');
    const vault = vaultIn(dir);
    await vault.write('demo:1', pair);
    await vault.writeClientSecret('custom', 'CLIENT-SECRET');
    expect(vault.file).toBe(join(dir, 'secrets.key-file.vault'));
    const raw = readFileSync(vault.file);
    expect(raw.subarray(0, raw.indexOf(0x0a)).toString()).toBe('seller-desk-vault/2 key-file');
    expect(raw.toString('latin1')).not.toMatch(/SECRET/);
    expect(statSync(vault.file).mode & 0o077).toBe(0);
    expect(statSync(join(dir, 'secret.key')).mode & 0o077).toBe(0);
    const reopened = vaultIn(dir);
    expect(await reopened.read('demo:1')).toEqual(pair);
    expect(await reopened.readClientSecret('custom')).toBe('CLIENT-SECRET');
    await reopened.remove('demo:1');
    expect(await vaultIn(dir).read('demo:1')).toBeNull();
  });

  it('serialises concurrent writes without losing any', async () => {
    const vault = vaultIn(tempDir('sd-vault-'));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => vault.write(`demo:${i}`, { ...pair, accessToken: `a${i}` })),
    );
    for (let i = 0; i < 20; i++) expect((await vault.read(`demo:${i}`))?.accessToken).toBe(`a${i}`);
  });

  it('keeps both sets of sessions when the desktop app and the command line share a data folder', async () => {
    const dir = tempDir('sd-vault-');
    const cli = vaultIn(dir);
    const app = vaultIn(dir, safeStorageDouble(dir));
    await cli.write('demo:cli', { ...pair, accessToken: 'from-cli' });
    await app.write('demo:app', { ...pair, accessToken: 'from-app' });
    const cliBytes = readFileSync(cli.file);
    // Each reads its own sessions, sees none of the other's, and leaves the other's file byte for byte.
    expect(await app.read('demo:cli')).toBeNull();
    await app.write('demo:app-2', pair);
    expect(readFileSync(cli.file).equals(cliBytes)).toBe(true);
    expect(await vaultIn(dir).read('demo:cli')).toMatchObject({ accessToken: 'from-cli' });
    expect(await vaultIn(dir).read('demo:app')).toBeNull();
    await cli.write('demo:cli-2', pair);
    expect(await vaultIn(dir, safeStorageDouble(dir)).read('demo:app')).toMatchObject({
      accessToken: 'from-app',
    });
    expect(readFileSync(app.file).subarray(0, 28).toString()).toBe('seller-desk-vault/2 safe-sto');
    expect(filesOf(dir).filter((name) => /damaged|unreadable/.test(name))).toEqual([]);
  });

  it('signs nobody out and leaves the file untouched while the keychain is unavailable', async () => {
    const dir = tempDir('sd-vault-');
    const keychain = safeStorageDouble(dir);
    const vault = vaultIn(dir, keychain);
    await vault.write('demo:1', pair);
    const before = readFileSync(vault.file);
    keychain.available = false;
    await expect(vault.read('demo:1')).rejects.toMatchObject({ code: 'SECRET_STORE_UNAVAILABLE' });
    await expect(vault.write('demo:2', pair)).rejects.toMatchObject({ code: 'SECRET_STORE_UNAVAILABLE' });
    await expect(vault.remove('demo:1')).rejects.toMatchObject({ code: 'SECRET_STORE_UNAVAILABLE' });
    expect(readFileSync(vault.file).equals(before)).toBe(true);
    expect(filesOf(dir)).toEqual(['keychain-double.key', 'secrets.safe-storage.vault']);
    keychain.available = true;
    expect(await vault.read('demo:1')).toEqual(pair);
  });

  it('keeps a damaged vault aside, reports it, and starts an empty one', async () => {
    const dir = tempDir('sd-vault-');
    const logger = { ...silentLogger, error: vi.fn() };
    const first = vaultIn(dir);
    await first.write('demo:1', pair);
    const damaged = Buffer.from(readFileSync(first.file));
    damaged[damaged.length - 1]! ^= 0xff;
    writeFileSync(first.file, damaged);
    const vault = vaultIn(dir, keyFileCipher(dir), logger);
    expect(await vault.read('demo:1')).toBeNull();
    const aside = filesOf(dir).find((name) => name.startsWith('secrets.key-file.vault.damaged-'));
    expect(aside).toBeDefined();
    expect(readFileSync(join(dir, aside!)).equals(damaged)).toBe(true);
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/damaged/), expect.anything());
    expect(await vault.damage()).toMatchObject({ aside: join(dir, aside!) });
    await vault.write('demo:2', pair);
    expect(await vaultIn(dir).read('demo:2')).toEqual(pair);
    expect(await vaultIn(dir).damage()).toMatchObject({ aside: join(dir, aside!) });
  });

  it('counts a vault whose key no longer opens it as damaged, and keeps it', async () => {
    const dir = tempDir('sd-vault-');
    await vaultIn(dir).write('demo:1', pair);
    writeFileSync(join(dir, 'secret.key'), Buffer.alloc(32, 7));
    expect(await vaultIn(dir).read('demo:1')).toBeNull();
    expect(filesOf(dir).some((name) => name.startsWith('secrets.key-file.vault.damaged-'))).toBe(true);
  });

  it('lets the cipher that wrote the old secrets.vault take it over, and the other leave it alone', async () => {
    for (const writer of ['key-file', 'safe-storage'] as const) {
      const dir = tempDir('sd-vault-');
      const ciphers = { 'key-file': keyFileCipher(dir), 'safe-storage': safeStorageDouble(dir) };
      const legacy = join(dir, 'secrets.vault');
      const old = { version: 1, tokens: { 'demo:old': pair }, clientSecrets: { custom: 'S' } };
      writeFileSync(legacy, await ciphers[writer].encrypt(JSON.stringify(old)));
      const bytes = readFileSync(legacy);
      expect(legacyOwner(bytes)).toBe(writer);
      const other = writer === 'key-file' ? 'safe-storage' : 'key-file';
      const stranger = vaultIn(dir, ciphers[other]);
      expect(await stranger.read('demo:old')).toBeNull();
      await stranger.write('demo:mine', pair);
      expect(readFileSync(legacy).equals(bytes)).toBe(true);

      const owner = vaultIn(dir, ciphers[writer]);
      expect(await owner.read('demo:old')).toEqual(pair);
      await owner.write('demo:new', pair);
      expect(existsSync(legacy)).toBe(false);
      const reopened = vaultIn(dir, ciphers[writer]);
      expect(await reopened.read('demo:old')).toEqual(pair);
      expect(await reopened.readClientSecret('custom')).toBe('S');
      expect(await vaultIn(dir, ciphers[other]).read('demo:mine')).toEqual(pair);
    }
  });

  it('attributes an old Windows DPAPI blob to the keychain and garbage to nobody', () => {
    const dpapi = Buffer.concat([
      Buffer.from('01000000d08c9ddf0115d1118c7a00c04fc297eb', 'hex'),
      Buffer.alloc(40),
    ]);
    expect(legacyOwner(dpapi)).toBe('safe-storage');
    expect(legacyOwner(Buffer.from('v10abcdef'))).toBe('safe-storage');
    expect(legacyOwner(Buffer.from('{"version":1}'))).toBeNull();
  });

  it('lets a holder of the lock write without waiting for itself, while other writers wait', async () => {
    const dir = tempDir('sd-vault-');
    const vault = vaultIn(dir);
    const order: string[] = [];
    let entered!: () => void;
    const inLock = new Promise<void>((resolve) => (entered = resolve));
    const holder = vault.withLock(async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 30));
      await vault.write('demo:inside', pair);
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push('inside');
    });
    await inLock;
    const outside = vaultIn(dir)
      .write('demo:outside', pair)
      .then(() => void order.push('outside'));
    await Promise.all([holder, outside]);
    expect(order).toEqual(['inside', 'outside']);
    expect(await vault.read('demo:inside')).toEqual(pair);
    expect(await vault.read('demo:outside')).toEqual(pair);
  });

  it('makes work a holder left running take the lock like anyone once the hold is over', async () => {
    const dir = tempDir('sd-vault-');
    const vault = vaultIn(dir);
    let later: Promise<boolean> | undefined;
    await vault.withLock(() => {
      later = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
        let waited = true;
        const other = vault.withLock(() => Promise.resolve((waited = false)));
        // Still queued right after the call: it took the lock's way, not the holder's shortcut.
        const queued = waited;
        return other.then(() => queued);
      });
      return Promise.resolve();
    });
    expect(await later).toBe(true);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir('sd-lock-');
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, '999999999');
    expect(await withLockFile(lock, () => Promise.resolve('ran'), 2000)).toBe('ran');
    expect(existsSync(lock)).toBe(false);
  });

  it('lets only one holder in at a time', async () => {
    const lock = join(tempDir('sd-lock-'), 'x.lock');
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        withLockFile(lock, async () => {
          most = Math.max(most, ++inside);
          await new Promise((resolve) => setTimeout(resolve, 20));
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
  });
});
