import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { coreWithDemo } from '../../helpers/core';
import { stationsClosedAfterEach } from '../../helpers/station';
import { tempDir } from '../../helpers/temp-dir';

const openStation = stationsClosedAfterEach();
const pdf = Buffer.from('%PDF-1.4\n% faktura\n%%EOF\n');

/** Every folder and file under `dir` (itself included) with a mode other than 0700 / 0600, as `path mode`. */
function loose(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string): void => {
    const stats = lstatSync(path);
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) found.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (stats.isFile() && mode !== 0o600) found.push(`${path} ${mode.toString(8)}`);
  };
  visit(dir);
  return found;
}

function loosen(dir: string): void {
  const stats = lstatSync(dir);
  if (stats.isDirectory()) {
    chmodSync(dir, 0o755);
    for (const name of readdirSync(dir)) loosen(join(dir, name));
  } else if (stats.isFile()) chmodSync(dir, 0o644);
}

// Windows has no mode bits (private-files.ts leaves modes alone there): nothing to check on it.
describe.skipIf(process.platform === 'win32')('the data folder is the seller’s alone', () => {
  it('a new data folder is 0700; its database, -wal, -shm, log, vault and copied files 0600', async () => {
    const dataDir = join(tempDir('sd-private-'), 'Seller Desk');
    const { core, accountId } = await openStation({ streams: ['buyers'], core: { dataDir } });
    const thread = core.messages.list(accountId, { unread: false, offset: 0, limit: 5 }).rows[0]!;
    core.actions.messages.reply(accountId, thread.id, 'Faktura w załączniku.', [
      { name: 'faktura.pdf', base64: pdf.toString('base64') },
    ]);
    for (const name of [
      'seller-desk.db',
      'seller-desk.db-wal',
      'seller-desk.db-shm',
      'logs/seller-desk.log',
      'secrets.key-file.vault',
    ])
      expect(existsSync(join(dataDir, name)), name).toBe(true);
    expect(readdirSync(join(dataDir, 'message-files'))).toHaveLength(1);
    expect(loose(dataDir)).toEqual([]);
  });

  it('an existing folder an older version left 0755 with 0644 files is tightened when the core starts', async () => {
    const dataDir = tempDir('sd-private-');
    const market = { url: 'http://127.0.0.1:9' };
    await coreWithDemo(market, { dataDir }).close();
    loosen(dataDir);
    expect(loose(dataDir).length).toBeGreaterThan(3);
    const core = coreWithDemo(market, { dataDir });
    try {
      expect(loose(dataDir)).toEqual([]);
    } finally {
      await core.close();
    }
  });

  it(
    'the command line on a fresh folder makes it private too',
    async () => {
      const dataDir = join(tempDir('sd-private-'), 'cli');
      const status = await runCli(['status', '--data-dir', dataDir]);
      expect(status.code).toBe(0);
      expect(existsSync(join(dataDir, 'seller-desk.db'))).toBe(true);
      expect(loose(dataDir)).toEqual([]);
    },
    cliTestTimeout,
  );
});
