import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { runCli, startCli, readyLine } from '../helpers/cli';
import { tempDir } from '../helpers/temp-dir';

describe('seller-desk command line', () => {
  it('prints its version', async () => {
    expect(await runCli(['--version'])).toMatchObject({ code: 0, stdout: pkg.version });
  });

  it('prints help listing the commands and the global --data-dir', async () => {
    const { code, stdout } = await runCli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('serve');
    expect(stdout).toContain('--data-dir DIR');
  });

  it('serve says how to build when the renderer is missing', async () => {
    const dataDir = tempDir('sd-cli-');
    const result = await runCli(['--data-dir', dataDir, 'serve'], {
      SELLER_DESK_RENDERER_DIR: join(dataDir, 'none'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('npm run build');
  });

  it('exits 2 with a clear message on an unknown command or option', async () => {
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    const badPort = await runCli(['serve', '--port', 'abc']);
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toContain('--port');
  });

  it('serve prints exactly one URL line on stdout, then stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir('sd-cli-');
    // A stand-in renderer keeps this test independent of a build; the end-to-end test uses the real one.
    const rendererDir = join(dataDir, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Seller Desk</title>');
    const cli = startCli(['--data-dir', dataDir, 'serve', '--port', '0'], {
      SELLER_DESK_RENDERER_DIR: rendererDir,
    });
    const line = await readyLine(cli, 'the URL line');
    expect(line).toMatch(/^Seller Desk web host: http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{40,}$/);
    const response = await fetch(line.replace('Seller Desk web host: ', ''));
    expect(response.status).toBe(200);
    expect(await cli.stop()).toBe(0);
    expect(cli.stdout).toEqual([line]);
  });
});
