import { describe, expect, it } from 'vitest';
import { runCli, startCli, readyLine } from '../../helpers/cli';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

describe('seller-desk login', () => {
  it('signs in to a custom environment (a demo marketplace) when the printed address is approved', async () => {
    const market = startCli(['demo-market', '--port', '0', '--seed', '3', '--offers', '20', '--orders', '5']);
    const ready = await readyLine(market, 'the demo marketplace');
    const url = ready.replace(/^Demo marketplace: /, '');
    const dataDir = tempDir('sd-cli-login-');
    try {
      const login = await loginWithCli(dataDir, url);
      expect(login.line).toMatch(
        /^Open this address to sign in: http:\/\/127\.0\.0\.1:\d+\/auth\/oauth\/authorize\?/,
      );
      expect(login.code).toBe(0);
      expect(login.stdout).toEqual([login.line, 'Signed in as sklep-demo (Custom)']);
      expect(login.stderr.join('\n')).toContain('only your user can read');

      const listed = await runCli(['--data-dir', dataDir, 'accounts', '--json']);
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.stdout)).toMatchObject([
        {
          id: 'custom:43218765',
          login: 'sklep-demo',
          environment: 'custom',
          status: 'signedIn',
          active: true,
        },
      ]);
      expect(listed.stdout).not.toMatch(/token/i);

      const out = await runCli(['--data-dir', dataDir, 'logout']);
      expect(out).toMatchObject({ code: 0 });
      const after = await runCli(['--data-dir', dataDir, 'accounts', '--json']);
      expect(JSON.parse(after.stdout)).toMatchObject([{ status: 'signedOut' }]);
    } finally {
      await market.stop();
    }
  }, 60_000);

  it('refuses a custom environment without addresses', async () => {
    const dataDir = tempDir('sd-cli-login-');
    const result = await runCli([
      '--data-dir',
      dataDir,
      'login',
      '--environment',
      'custom',
      '--client-id',
      'x',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--api-url');
  });

  const custom = [
    'login',
    '--environment',
    'custom',
    '--api-url',
    'http://127.0.0.1:9',
    '--auth-url',
    'http://127.0.0.1:9/auth/oauth',
    '--client-id',
    'x',
  ];
  it.each([
    ['an unknown generation', [...custom, '--api', '2025'], '--api is documents or 2026'],
    [
      'parcel-management under 2026',
      [...custom, '--api', '2026', '--shipping-family', 'parcel-management'],
      '2026: shipment-management only',
    ],
    [
      'a generation for Allegro',
      ['login', '--environment', 'allegro', '--api', 'documents'],
      'Allegro Sandbox are 2026',
    ],
    ['a generation for Demo', ['login', '--environment', 'demo', '--api', '2026'], 'SELLER_DESK_DEMO_API'],
  ])('refuses %s, saying why', async (_case, args, why) => {
    const result = await runCli(['--data-dir', tempDir('sd-cli-login-'), ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(why);
  });
});
