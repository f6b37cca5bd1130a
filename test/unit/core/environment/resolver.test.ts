import { describe, expect, it } from 'vitest';
import { createEnvironmentResolver, type BuildClients } from '../../../../electron/core/environment/resolver';
import type { TokenVault } from '../../../../electron/core/auth/token-vault';
import { defaultSettings, type Settings } from '../../../../shared/settings';

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
