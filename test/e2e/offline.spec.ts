import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { type RunningCli } from '../helpers/cli';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** A marketplace in its own process (so the test can stop it), and an account signed in to it and synced. */
async function signedInDataDir(): Promise<{ dataDir: string; market: RunningCli }> {
  const { cli: market, dataDir } = await syncedShop(hosts, e2eShops.offline, 'sd-e2e-offline-');
  return { dataDir, market };
}

test('with the marketplace stopped every list and detail answers from the cache, and the UI says offline', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { dataDir, market } = await signedInDataDir();
  await openApp(page, await hosts.serve(dataDir));

  // The local copy answers every list.
  const orders = page.getByTestId('orders-table').getByRole('row');
  await expect(orders.nth(5)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Alt+3');
  await expect(page.getByTestId('offers-table').getByRole('row').nth(5)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Alt+4');
  await expect(page.getByTestId('ratings-table').getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  const panel = page.getByTestId('sync-panel');
  await page.getByTestId('connection').click();
  await expect(page.getByTestId('sync-stream-orders')).not.toContainText('jeszcze nie');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await market.stop();
  await syncNow(page);
  // The first sync (lists, the profile's reference data, fees, tags) may have spent the account's background budget
  // for the minute (request-gate.ts): the request that finds the marketplace gone then waits for room first.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('connection')).toContainText('Offline');

  // Orders: list, search, detail.
  await page.keyboard.press('Alt+1');
  await expect(orders.nth(5)).toBeVisible();
  const grid = page.getByTestId('orders-table').getByRole('grid');
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-detail').getByTestId('line-item-stock').first()).toHaveText(/\d+/);
  await page.screenshot({ path: join(screenshots, 'offline-order-detail.png') });
  await page.keyboard.press('Escape');
  const buyer = (await orders.nth(1).getByRole('gridcell').nth(1).innerText()).split(' ')[0]!;
  await page.getByTestId('search').fill(buyer.slice(0, 5));
  await expect(orders.nth(1)).toContainText(buyer.slice(0, 5));

  // Offers: list and detail.
  await page.keyboard.press('Alt+3');
  // Enter opens the row in focus: the rows first.
  await expect(page.getByTestId('offers-table').getByRole('row').nth(2)).toBeVisible();
  const offerGrid = page.getByTestId('offers-table').getByRole('grid');
  await offerGrid.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  await page.keyboard.press('Escape');

  // Ratings.
  await page.keyboard.press('Alt+4');
  await expect(page.getByTestId('ratings-table').getByRole('row').nth(3)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'offline-ratings.png') });
});

test('opening the app on a local copy asks for the first orders page once', async ({ page }) => {
  const { dataDir } = await signedInDataDir();
  await openApp(page, await hosts.serve(dataDir));
  await expect(page.getByTestId('orders-table').getByRole('row').nth(5)).toBeVisible({ timeout: 60_000 });
  // With the marketplace and the host stopped nothing changes the copy: every orders query is the screen's own.
  await hosts.stop();

  const asked: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('"channel":"orders:list"')) asked.push(String(payload));
    }),
  );
  await openApp(page, await hosts.serve(dataDir));
  await expect(page.getByTestId('orders-table').getByRole('row').nth(5)).toBeVisible({ timeout: 60_000 });
  expect(asked).toHaveLength(1);
});
