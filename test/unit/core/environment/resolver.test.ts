import { describe, expect, it } from 'vitest';
import {
  createEnvironmentResolver,
  type BuildClients,
} from '../../../../electron/core/market/environments/resolver';
import type { TokenVault } from '../../../../electron/core/auth/token-vault';
import { customEnvironmentSchema, defaultSettings, type Settings } from '../../../../shared/settings';
import { demoGenerationOf } from '../../../../electron/core/market/environments/environments';

const vault = { readClientSecret: () => Promise.resolve(null) } as unknown as TokenVault;
const demo = { url: () => Promise.resolve('http://127.0.0.1:1'), close: () => Promise.resolve() };

function resolverWith(
  clientIds: Settings['clientIds'],
  env: NodeJS.ProcessEnv,
  builtIn: BuildClients = { allegro: { clientId: 'shipped', clientSecret: 'shipped-secret' } },
) {
  return createEnvironmentResolver({
    settings: () => ({ ...defaultSettings, clientIds }),
    vault,
    demo,
    env,
    builtIn,
  });
}

describe('whose Client ID an environment uses', () => {
  it.each([
    [
      'the seller typed it in',
      { allegro: 'mine' },
      { SELLER_DESK_ALLEGRO_CLIENT_SECRET: 's' },
      'mine',
      'seller',
    ],
    [
      'the process environment names it',
      {},
      { SELLER_DESK_ALLEGRO_CLIENT_ID: 'from-env', SELLER_DESK_ALLEGRO_CLIENT_SECRET: 's' },
      'from-env',
      'seller',
    ],
    ['only the build has one', {}, {}, 'shipped', 'shared'],
  ] as const)('%s', async (_case, clientIds, env, clientId, owner) => {
    const environment = await resolverWith(clientIds, env).resolve('allegro');
    expect(environment).toMatchObject({ clientId, clientOwner: owner });
  });

  it('counts the Demo marketplace’s one client as this installation’s own', async () => {
    expect(await resolverWith({}, {}).resolve('demo')).toMatchObject({ clientOwner: 'seller' });
  });

  it('says the environment is not set up when nothing names a Client ID', async () => {
    await expect(resolverWith({}, {}, {}).resolve('allegro')).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
    });
  });
});

describe('which marketplace generation an environment speaks', () => {
  const secrets = {
    SELLER_DESK_ALLEGRO_CLIENT_SECRET: 's',
    SELLER_DESK_ALLEGRO_SANDBOX_CLIENT_SECRET: 's',
    SELLER_DESK_CUSTOM_CLIENT_SECRET: 's',
  };
  const withCustom = (custom: Settings['customEnvironment'], demoApi?: 'documents' | '2026') =>
    createEnvironmentResolver({
      settings: () => ({
        ...defaultSettings,
        clientIds: { allegro: 'a', 'allegro-sandbox': 'b', custom: 'c' },
        customEnvironment: custom,
      }),
      vault,
      demo,
      env: secrets,
      ...(demoApi ? { demoApi } : {}),
      demoShippingFamily: 'parcel-management',
    });
  const custom = (api: 'documents' | '2026') =>
    customEnvironmentSchema.parse({ apiUrl: 'https://m.example', authUrl: 'https://m.example/auth', api });

  it.each([
    ['allegro', '2026', 'shipment-management'],
    ['allegro-sandbox', '2026', 'shipment-management'],
    ['demo', 'documents', 'parcel-management'],
  ] as const)('%s: %s', async (kind, api, family) => {
    expect(await withCustom(null).resolve(kind)).toMatchObject({ api, shippingFamily: family });
  });

  it('Demo told to speak 2026 speaks shipment-management, the only family the 2026 marketplace has', async () => {
    expect(await withCustom(null, '2026').resolve('demo')).toMatchObject({
      api: '2026',
      shippingFamily: 'shipment-management',
    });
  });

  it.each(['documents', '2026'] as const)('Custom speaks what it was given: %s', async (api) => {
    expect(await withCustom(custom(api)).resolve('custom')).toMatchObject({ api });
  });

  it('Custom addresses saved before the choice existed keep the documents generation', () => {
    expect(
      customEnvironmentSchema.parse({ apiUrl: 'https://m.example', authUrl: 'https://m.example/a' }).api,
    ).toBe('documents');
  });

  it('refuses a 2026 Custom environment on parcel-management, which the 2026 marketplace removed', () => {
    const parsed = customEnvironmentSchema.safeParse({
      apiUrl: 'https://m.example',
      authUrl: 'https://m.example/a',
      api: '2026',
      shippingFamily: 'parcel-management',
    });
    expect(parsed.success).toBe(false);
  });

  it.each([
    [{}, 'documents'],
    [{ SELLER_DESK_DEMO_API: '' }, 'documents'],
    [{ SELLER_DESK_DEMO_API: '2026' }, '2026'],
    [{ SELLER_DESK_DEMO_API: 'documents' }, 'documents'],
  ] as const)('SELLER_DESK_DEMO_API %j: %s', (env, api) => {
    expect(demoGenerationOf(env)).toBe(api);
  });

  it('names the variable when its value is neither', () => {
    expect(() => demoGenerationOf({ SELLER_DESK_DEMO_API: '2025' })).toThrow(
      'SELLER_DESK_DEMO_API must be documents or 2026, not 2025',
    );
  });
});
