import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFileCipher } from '../../../electron/core/auth/key-file-cipher';
import { createTokenVault, withLockFile, type TokenPair } from '../../../electron/core/auth/token-vault';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { tempDir } from '../../helpers/temp-dir';

const pair: TokenPair = {
  accessToken: 'ACCESS-SECRET-1',
  accessExpiresAt: 1,
  refreshToken: 'REFRESH-SECRET-1',
  refreshExpiresAt: 2,
  obtainedAt: 0,
};

function vaultIn(dir: string) {
  return createTokenVault({
    file: join(dir, 'secrets.vault'),
    cipher: createKeyFileCipher(join(dir, 'secret.key')),
    logger: silentLogger,
  });
}

describe('token vault', () => {
  it('keeps tokens encrypted in a file only the user can read', async () => {
    const dir = tempDir('sd-vault-');
    const vault = vaultIn(dir);
    await vault.write('demo:1', pair);
    await vault.writeClientSecret('custom', 'CLIENT-SECRET');
    const raw = readFileSync(vault.file);
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

  it('treats an unreadable vault as signed out and keeps the file aside', async () => {
    const dir = tempDir('sd-vault-');
    await vaultIn(dir).write('demo:1', pair);
    writeFileSync(join(dir, 'secret.key'), Buffer.alloc(32, 7));
    const vault = vaultIn(dir);
    expect(await vault.read('demo:1')).toBeNull();
    expect(readdirSync(dir).some((name) => name.startsWith('secrets.vault.unreadable-'))).toBe(true);
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
