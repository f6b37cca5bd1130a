import { describe, expect, it } from 'vitest';
import type { TokenVault } from '../../../../electron/core/auth/token-vault';
import { requireSecureAddresses } from '../../../../electron/core/market/environments/environments';
import { createEnvironmentResolver } from '../../../../electron/core/market/environments/resolver';
import { customEnvironmentSchema, defaultSettings } from '../../../../shared/settings';

const vault = { readClientSecret: () => Promise.resolve('secret') } as unknown as TokenVault;
const demo = { url: () => Promise.resolve('http://127.0.0.1:1'), close: () => Promise.resolve() };

const resolverFor = (apiUrl: string, authUrl: string) =>
  createEnvironmentResolver({
    settings: () => ({
      ...defaultSettings,
      clientIds: { ...defaultSettings.clientIds, custom: 'c' },
      customEnvironment: customEnvironmentSchema.parse({ apiUrl, authUrl }),
    }),
    vault,
    demo,
    env: {},
    builtIn: {},
  });

describe('a Custom environment speaks https, except to this computer', () => {
  it.each([
    ['http://shop.example', 'https://shop.example/auth', /API address http:\/\/shop\.example must use https/],
    ['https://shop.example', 'http://shop.example/auth', /sign-in address .* must use https/],
    ['http://10.0.0.5:8080', 'https://shop.example/auth', /must use https/],
    ['http://127.0.0.1.evil.example', 'https://shop.example/auth', /must use https/],
  ])('refuses %s with %s, naming which address', async (apiUrl, authUrl, message) => {
    expect(() => requireSecureAddresses({ apiUrl, authUrl })).toThrow(message);
    await expect(resolverFor(apiUrl, authUrl).resolve('custom')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message) as unknown,
    });
  });

  it.each([
    ['https://shop.example', 'https://shop.example/auth'],
    ['http://127.0.0.1:8123', 'http://127.0.0.1:8123/auth/oauth'],
    ['http://localhost:8123', 'http://LOCALHOST:8123/auth/oauth'],
    ['http://[::1]:8123', 'http://[::1]:8123/auth/oauth'],
  ])('accepts %s with %s', async (apiUrl, authUrl) => {
    expect(() => requireSecureAddresses({ apiUrl, authUrl })).not.toThrow();
    expect(await resolverFor(apiUrl, authUrl).resolve('custom')).toMatchObject({ kind: 'custom' });
  });
});
