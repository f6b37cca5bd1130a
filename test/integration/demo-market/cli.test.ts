import { describe, expect, it } from 'vitest';
import { startCli, withTimeout } from '../../helpers/cli';

describe('seller-desk demo-market', () => {
  it('prints exactly one URL line, serves the API and stops on SIGTERM', async () => {
    const cli = startCli(['demo-market', '--port', '0', '--seed', '3', '--offers', '10', '--orders', '5']);
    const line = await withTimeout(cli.firstLine, 20_000, 'the URL line');
    expect(line).toMatch(/^Demo marketplace: http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.replace('Demo marketplace: ', '');
    const response = await fetch(`${url}/me`);
    expect(response.status).toBe(401);
    expect(await cli.stop()).toBe(0);
    expect(cli.stdout).toEqual([line]);
  });

  it('exits 2 on a bad option', async () => {
    const cli = startCli(['demo-market', '--offers', 'many']);
    cli.firstLine.catch(() => undefined);
    expect(await cli.exited).toBe(2);
    expect(cli.stderr.join('\n')).toContain('--offers');
  });
});
