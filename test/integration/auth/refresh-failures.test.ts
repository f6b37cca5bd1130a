import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyFileCipher } from '../../../electron/core/auth/key-file-cipher';
import { createSessionManager } from '../../../electron/core/auth/session-manager';
import { createTokenClient } from '../../../electron/core/auth/token-client';
import { createTokenVault, type TokenPair, type TokenVault } from '../../../electron/core/auth/token-vault';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { AppError } from '../../../electron/core/kernel/errors';
import { transient } from '../../../electron/core/market/step-errors';
import { tempDir } from '../../helpers/temp-dir';

const hour = 3600_000;
/** What the token endpoint answers next: a status, a content type and a body. */
let answer: { status: number; type: string; body: string };
let server: Server;
let authUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/oauth`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: unknown) => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body),
});
const fresh = (access: string) =>
  json(200, { access_token: access, refresh_token: `refresh-of-${access}`, expires_in: 43199 });

const expiredPair = (now: number): TokenPair => ({
  accessToken: 'old',
  accessExpiresAt: now - 1000,
  refreshToken: 'refresh-of-old',
  refreshExpiresAt: now + 90 * 24 * hour,
  obtainedAt: now - 12 * hour,
});

async function setUp(vaultOverride?: (vault: TokenVault) => TokenVault) {
  const dir = tempDir('sd-refresh-');
  const real = createTokenVault({
    dataDir: dir,
    cipher: createKeyFileCipher(join(dir, 'secret.key')),
    logger: silentLogger,
  });
  const vault = vaultOverride ? vaultOverride(real) : real;
  const signedOut: string[] = [];
  const logger = { ...silentLogger, error: vi.fn(), warn: vi.fn() };
  const events = { emit: vi.fn() };
  const session = createSessionManager({
    vault,
    tokenClientFor: () =>
      Promise.resolve(createTokenClient({ authUrl, clientId: 'c', clientSecret: 's', timeoutMs: 2000 })),
    onSignedOut: (id, why, code) => signedOut.push(`${id} ${why} ${code}`),
    clock: { now: () => Date.now() },
    logger,
    events: events as never,
  });
  await real.write('demo:1', expiredPair(Date.now()));
  return { real, session, signedOut, logger, events };
}

describe('a refresh that fails', () => {
  it('signs the account out only on invalid_grant', async () => {
    const { real, session, signedOut } = await setUp();
    answer = json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
    await expect(session.accessToken('demo:1')).rejects.toMatchObject({ code: 'SIGNED_OUT' });
    expect(signedOut).toEqual(['demo:1 ended invalid_grant']);
    expect(await real.read('demo:1')).toBeNull();
  });

  it.each([
    ['a proxy page', { status: 200, type: 'text/html', body: '<html>Log in to the proxy</html>' }, 'OFFLINE'],
    [
      'a 407',
      { status: 407, type: 'text/html', body: '<html>Proxy Authentication Required</html>' },
      'OFFLINE',
    ],
    ['a 503', { status: 503, type: 'text/html', body: 'Service Unavailable' }, 'OFFLINE'],
    ['invalid_client', json(401, { error: 'invalid_client' }), 'NOT_CONFIGURED'],
  ])('keeps the refresh token after %s and refreshes with it later', async (_, failure, code) => {
    const { real, session, signedOut } = await setUp();
    answer = failure;
    const error = await session.accessToken('demo:1').catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code });
    // A queued change that meets it waits for the next try instead of failing.
    expect(transient(error)).toBe(true);
    expect(signedOut).toEqual([]);
    expect((await real.read('demo:1'))?.refreshToken).toBe('refresh-of-old');
    answer = fresh('new');
    expect(await session.accessToken('demo:1')).toBe('new');
    expect((await real.read('demo:1'))?.refreshToken).toBe('refresh-of-new');
  });
});

it('lets a queued change wait out a keychain that is locked', () => {
  expect(transient(new AppError('SECRET_STORE_UNAVAILABLE', 'locked'))).toBe(true);
});

describe('a rotated pair that cannot be saved', () => {
  it('is kept in memory, used, reported, and saved on the next refresh tick', async () => {
    let diskFull = true;
    const { real, session, logger, events } = await setUp((vault) => ({
      ...vault,
      write: (id, pair) =>
        diskFull
          ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))
          : vault.write(id, pair),
    }));
    answer = fresh('rotated');
    expect(await session.accessToken('demo:1')).toBe('rotated');
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/could not be saved/), expect.anything());
    expect(events.emit).toHaveBeenCalledWith('changed', { tables: ['accounts'] });
    expect(session.unsavedSince('demo:1')).not.toBeNull();
    // The vault still holds the spent pair; the session answers the one that works.
    expect((await real.read('demo:1'))?.refreshToken).toBe('refresh-of-old');
    expect((await session.tokens('demo:1'))?.refreshToken).toBe('refresh-of-rotated');

    await session.refreshDue(['demo:1']);
    expect(session.unsavedSince('demo:1')).not.toBeNull();
    diskFull = false;
    await session.refreshDue(['demo:1']);
    expect(session.unsavedSince('demo:1')).toBeNull();
    expect((await real.read('demo:1'))?.refreshToken).toBe('refresh-of-rotated');
  });

  it('is the pair the next refresh spends, not the spent one still on disk', async () => {
    const { real, session } = await setUp((vault) => ({
      ...vault,
      write: () => Promise.reject(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })),
    }));
    answer = fresh('rotated');
    expect(await session.accessToken('demo:1')).toBe('rotated');
    const seen: string[] = [];
    server.once('request', (req) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => seen.push(new URLSearchParams(body).get('refresh_token') ?? ''));
    });
    answer = fresh('third');
    expect(await session.afterUnauthorized('demo:1', 'rotated')).toBe('third');
    expect(seen).toEqual(['refresh-of-rotated']);
    expect((await real.read('demo:1'))?.refreshToken).toBe('refresh-of-old');
  });
});
