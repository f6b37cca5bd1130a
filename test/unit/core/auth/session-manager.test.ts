import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFileCipher } from '../../../../electron/core/auth/key-file-cipher';
import { createSessionManager } from '../../../../electron/core/auth/session-manager';
import type { TokenClient } from '../../../../electron/core/auth/token-client';
import {
  createTokenVault,
  type TokenPair,
  type TokenVault,
} from '../../../../electron/core/auth/token-vault';
import { silentLogger } from '../../../../electron/core/kernel/logger';
import { tempDir } from '../../../helpers/temp-dir';

const hour = 3600_000;
const pair = (access: string, now: number): TokenPair => ({
  accessToken: access,
  accessExpiresAt: now + 12 * hour,
  refreshToken: `refresh-of-${access}`,
  refreshExpiresAt: now + 90 * 24 * hour,
  obtainedAt: now,
});

function countingVault(): { vault: TokenVault; reads: () => number } {
  const dir = tempDir('sd-session-');
  const inner = createTokenVault({
    dataDir: dir,
    cipher: createKeyFileCipher(join(dir, 'secret.key')),
    logger: silentLogger,
  });
  let reads = 0;
  return {
    vault: { ...inner, read: (id) => (reads++, inner.read(id)) },
    reads: () => reads,
  };
}

describe('session manager', () => {
  it('serves requests from the pair it knows, without reading the vault each time', async () => {
    const { vault, reads } = countingVault();
    let now = Date.now();
    const refreshed: string[] = [];
    const client = {
      refresh: (token: string) => (refreshed.push(token), Promise.resolve(pair('second', now))),
    } as unknown as TokenClient;
    const session = createSessionManager({
      vault,
      tokenClientFor: () => Promise.resolve(client),
      onSignedOut: () => undefined,
      clock: { now: () => now },
      logger: silentLogger,
    });
    await session.signedIn('demo:1', pair('first', now));
    for (let i = 0; i < 50; i++) expect(await session.accessToken('demo:1')).toBe('first');
    expect(reads()).toBe(0);

    // Another process refreshed meanwhile: the vault holds a newer pair. A refresh re-reads it under the lock
    // and uses it instead of spending the (now dead) refresh token it knew.
    await vault.write('demo:1', pair('from-another-process', now));
    expect(await session.afterUnauthorized('demo:1', 'first')).toBe('from-another-process');
    expect(refreshed).toEqual([]);

    now += 12 * hour;
    expect(await session.accessToken('demo:1')).toBe('second');
    expect(refreshed).toEqual(['refresh-of-from-another-process']);
  });
});
