import { expect, test } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { runCli } from '../helpers/cli';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

test('a backup made in the settings is listed, and restoring it is staged and finished at the next start', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.notices, 'sd-e2e-backups-');
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+9');
  const card = page.getByTestId('backups');
  const rows = card.getByTestId('backup-row');
  await expect(card).toBeVisible();
  const before = await rows.count();

  await card.getByTestId('backup-now').click();
  await expect(rows).toHaveCount(before + 1);
  const manual = rows.filter({ hasText: 'ręczna' });
  await expect(manual).toHaveCount(1);
  await page.screenshot({ path: join(screenshots, 'backups-pl.png') });

  await manual.getByRole('button', { name: /Przywróć/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Przywróć' }).click();
  await expect(card.getByTestId('backup-restart')).toContainText('Uruchom Seller Desk ponownie');
  expect(existsSync(join(dataDir, 'backups', 'restore-pending.db'))).toBe(true);

  // The next start (here the command line's) puts the staged copy in place and keeps the old database aside.
  await hosts.stop();
  expect((await runCli(['--data-dir', dataDir, 'status'])).code).toBe(0);
  expect(existsSync(join(dataDir, 'backups', 'restore-pending.db'))).toBe(false);
  expect(readdirSync(dataDir).some((name) => name.startsWith('seller-desk.db.before-restore-'))).toBe(true);
});
