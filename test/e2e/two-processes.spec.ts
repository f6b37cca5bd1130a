import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { readyLine, startCli } from '../helpers/cli';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

test('an account the command line is syncing is said so in the status bar, and taken over once it ends', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.notices, 'sd-e2e-two-processes-');
  const holder = startCli(['--data-dir', dataDir, 'sync']);
  try {
    expect(await readyLine(holder, 'sync')).toBe('Syncing; stop with Ctrl+C.');
    await openApp(page, await hosts.serve(dataDir));
    const status = page.getByTestId('status-sync');
    await expect(status).toContainText(`Synchronizuje je inny proces Seller Desk (pid ${holder.child.pid}`, {
      timeout: 60_000,
    });
    await page.screenshot({ path: join(screenshots, 'two-processes-pl.png') });
  } finally {
    await holder.stop('SIGKILL');
  }
  // The holder is gone: this process takes the account over and says when it last synced it.
  await expect(page.getByTestId('status-sync')).toContainText('Ostatnia synchronizacja', { timeout: 60_000 });
});
