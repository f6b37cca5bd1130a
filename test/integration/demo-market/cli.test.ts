import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCli, readyLine } from '../../helpers/cli';
import { tempDir } from '../../helpers/temp-dir';

describe('seller-desk demo-market', () => {
  it('prints exactly one URL line, serves the API and stops on SIGTERM', async () => {
    const cli = startCli(['demo-market', '--port', '0', '--seed', '3', '--offers', '10', '--orders', '5']);
    const line = await readyLine(cli, 'the URL line');
    expect(line).toMatch(/^Demo marketplace: http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.replace('Demo marketplace: ', '');
    const response = await fetch(`${url}/me`);
    expect(response.status).toBe(401);
    expect(await cli.stop()).toBe(0);
    expect(cli.stdout).toEqual([line]);
  });

  it('--state-dir keeps the shop in a folder; --control serves the control interface', async () => {
    const stateDir = tempDir('sd-demo-cli-');
    const cli = startCli([
      'demo-market',
      '--offers',
      '5',
      '--orders',
      '3',
      '--state-dir',
      stateDir,
      '--control',
    ]);
    const url = (await readyLine(cli, 'the URL line')).replace('Demo marketplace: ', '');
    const methods = (await (await fetch(`${url}/__control/`)).json()) as { methods: string[] };
    expect(methods.methods).toContain('addOrder');
    expect(await cli.stop()).toBe(0);
    expect(existsSync(join(stateDir, 'demo-market.json'))).toBe(true);
  });

  it('exits 2 on a bad option', async () => {
    const cli = startCli(['demo-market', '--offers', 'many']);
    cli.firstLine.catch(() => undefined);
    expect(await cli.exited).toBe(2);
    expect(cli.stderr.join('\n')).toContain('--offers');
  });
});
