import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { findCups, zplQueueOutput } from '../../helpers/cups';
import { tempDir } from '../../helpers/temp-dir';

// Real CUPS where a scheduler runs (test/printers/setup-cups.sh): skipped without it, with cups.help saying how to
// get it; in CI it must be there.
const cups = findCups();
if (!cups.available && process.env.CI) throw new Error(cups.help);

function zplFile(dir: string, text: string): { file: string; bytes: Buffer } {
  const bytes = Buffer.from(`^XA\n^FO40,40^A0N,50,50^FD${text}^FS\n^XZ\n`, 'latin1');
  const file = join(dir, 'label.zpl');
  writeFileSync(file, bytes);
  return { file, bytes };
}

describe('print and printers on the command line', { timeout: cliTestTimeout }, () => {
  it('prints a file to the folder printer and says so', async () => {
    const dataDir = tempDir('sd-cli-print-');
    const { file, bytes } = zplFile(dataDir, 'folder');
    const printers = await runCli(['--data-dir', dataDir, 'printers', '--json']);
    expect(printers.code).toBe(0);
    const folder = (JSON.parse(printers.stdout) as { id: string; backend: string }[]).find(
      (p) => p.backend === 'folder',
    )!;
    expect(folder.id).toBe(`folder:${join(dataDir, 'printed')}`);
    const result = await runCli([
      '--data-dir',
      dataDir,
      'print',
      '--printer',
      folder.id,
      '--copies',
      '2',
      file,
    ]);
    expect(result).toMatchObject({ code: 0, stdout: 'Print job 1: done' });
    const printed = readdirSync(join(dataDir, 'printed')).sort();
    expect(printed).toHaveLength(2);
    expect(readFileSync(join(dataDir, 'printed', printed[0]!)).equals(bytes)).toBe(true);
  });

  it('holds back the same file sent again within a minute, and prints it with --force', async () => {
    const dataDir = tempDir('sd-cli-dup-');
    const { file } = zplFile(dataDir, 'twice');
    const printer = `folder:${join(dataDir, 'printed')}`;
    expect((await runCli(['--data-dir', dataDir, 'print', '--printer', printer, file])).code).toBe(0);
    const again = await runCli(['--data-dir', dataDir, 'print', '--printer', printer, file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /the same document went to .* \(job 1, done\)\. Nothing was printed; add --force/,
    );
    expect(
      await runCli(['--data-dir', dataDir, 'print', '--printer', printer, '--force', file]),
    ).toMatchObject({
      code: 0,
      stdout: 'Print job 2: done',
    });
  });

  it('exits 2 on a wrong invocation and 1 on a file it cannot print', async () => {
    const dataDir = tempDir('sd-cli-bad-');
    const { file } = zplFile(dataDir, 'bad');
    expect((await runCli(['--data-dir', dataDir, 'print', file])).code).toBe(2);
    const unknown = await runCli(['--data-dir', dataDir, 'print', '--printer', 'nope', file]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no printer "nope"\. Printers: .*folder:/);
    expect(
      (await runCli(['--data-dir', dataDir, 'print', '--printer', 'x', join(dataDir, 'missing.zpl')])).code,
    ).toBe(1);
    writeFileSync(join(dataDir, 'notes.txt'), 'just text');
    const text = await runCli([
      '--data-dir',
      dataDir,
      'print',
      '--printer',
      `folder:${join(dataDir, 'printed')}`,
      join(dataDir, 'notes.txt'),
    ]);
    expect(text.code).toBe(1);
    // The seller's text, in the language of the settings (Polish by default).
    expect(text.stderr).toContain('nie jest dokumentem PDF, ZPL ani EPL');
  });

  it.skipIf(!cups.available)('prints a ZPL file through CUPS by queue name and exits 0', async () => {
    const dataDir = tempDir('sd-cli-cups-');
    const { file, bytes } = zplFile(dataDir, `cli ${Date.now()}`);
    const listed = await runCli(['--data-dir', dataDir, 'printers']);
    expect(listed.stdout).toMatch(/^cups:sd-zpl\t.*\tCUPS\tZPL\tready$/m);
    const result = await runCli(['--data-dir', dataDir, 'print', '--printer', 'sd-zpl', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const remote = /^Print job 1: done \((sd-zpl-\d+)\)$/.exec(result.stdout)?.[1];
    expect(remote).toBeDefined();
    expect(readFileSync(zplQueueOutput(remote!)).equals(bytes)).toBe(true);
  });
});
