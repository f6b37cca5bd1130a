import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliTestTimeout, readyLine, runCli, startCli } from '../helpers/cli';
import { made, overwriteHeader, sellerMadeCounts, sellerMadeDatabase } from '../helpers/damaged-db';
import { tempDir } from '../helpers/temp-dir';

const kept =
  /seller-desk: The local copy was damaged\. It was kept as (\S+seller-desk\.db\.damaged-\d{8}T\d{6}Z);/;

describe('the command line on a data folder that cannot be opened as it is', () => {
  it(
    'status and outbox start on the recovered copy and name the file kept aside',
    async () => {
      const dataDir = tempDir('sd-cli-fault-');
      const file = sellerMadeDatabase(dataDir);
      overwriteHeader(file);
      const status = await runCli(['--data-dir', dataDir, 'status']);
      expect(status.code).toBe(0);
      expect(status.stderr).toMatch(kept);
      expect(status.stdout).toContain('demo:1001 demo-seller');
      expect(sellerMadeCounts(file).changes).toBe(made.changes);

      const again = sellerMadeDatabase(tempDir('sd-cli-fault-'));
      overwriteHeader(again);
      const outbox = await runCli(['--data-dir', join(again, '..'), 'outbox', '--json']);
      expect(outbox.code).toBe(0);
      expect(outbox.stderr).toMatch(kept);
      expect(outbox.stderr.split('\n').filter((l) => l.includes('kept as'))).toHaveLength(1);
    },
    cliTestTimeout,
  );

  it(
    'a database from a newer version: the message, the file and the folder, exit code 3',
    async () => {
      const dataDir = tempDir('sd-cli-fault-');
      const file = sellerMadeDatabase(dataDir);
      const db = new Database(file);
      db.prepare("INSERT INTO schema_migrations VALUES (999, '999-future', 'x', '2027-01-01')").run();
      db.close();
      const result = await runCli(['--data-dir', dataDir, 'status']);
      expect(result.code).toBe(4);
      expect(result.stderr).toContain('was written by a newer Seller Desk');
      expect(result.stderr).toContain(`file: ${file}`);
      expect(result.stderr).toContain(`data folder: ${dataDir}`);
    },
    cliTestTimeout,
  );

  it(
    'serve starts on the recovered copy; on a fault its page says what failed and quits on a POST with the token',
    async () => {
      const dataDir = tempDir('sd-cli-fault-');
      const rendererDir = join(dataDir, 'renderer');
      mkdirSync(rendererDir);
      writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Seller Desk</title>');
      overwriteHeader(sellerMadeDatabase(dataDir));
      const recovered = startCli(['--data-dir', dataDir, 'serve'], { SELLER_DESK_RENDERER_DIR: rendererDir });
      await readyLine(recovered, 'the URL line');
      await expect.poll(() => recovered.stderr.join('\n'), { timeout: 60_000 }).toMatch(kept);
      expect(await recovered.stop()).toBe(0);

      const db = new Database(join(dataDir, 'seller-desk.db'));
      db.prepare("INSERT INTO schema_migrations VALUES (999, '999-<future>', 'x', '2027-01-01')").run();
      db.close();
      const faulty = startCli(['--data-dir', dataDir, 'serve'], { SELLER_DESK_RENDERER_DIR: rendererDir });
      const url = new URL((await readyLine(faulty, 'the URL line')).replace('Seller Desk web host: ', ''));
      await expect.poll(() => faulty.stderr.join('\n'), { timeout: 60_000 }).toContain('newer Seller Desk');
      const page = await fetch(url);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await page.text();
      expect(html).toContain('nowszej wersji Seller Desk');
      expect(html).toContain('999 999-&lt;future&gt;');
      expect(html).not.toContain('999-<future>');
      const form = { token: url.searchParams.get('token')!, action: 'quit' };
      const origin = `http://127.0.0.1:${url.port}`;
      const post = (body: Record<string, string>, from = origin) =>
        fetch(new URL('/startup/action', url), {
          method: 'POST',
          headers: { origin: from, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body).toString(),
          redirect: 'manual',
        });
      expect((await post({ ...form, token: 'wrong' })).status).toBe(401);
      expect((await post(form, 'http://evil.example')).status).toBe(403);
      expect((await post({ ...form, action: 'moveAside' })).status).toBe(400);
      expect((await post(form)).status).toBe(200);
      expect(await faulty.exited).toBe(4);
    },
    cliTestTimeout,
  );
});
