import { expect, test, type Locator } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { loginWithCli } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** How many of these pictures the browser has drawn (loaded, with a width). */
const drawn = (images: Locator) =>
  images.evaluateAll(
    (all) => all.filter((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0).length,
  );

test('with the marketplace stopped the offers list still shows each offer’s picture, from the local copy', async ({
  page: online,
  browser,
}) => {
  test.setTimeout(180_000);
  // A marketplace in its own process, so the test can stop it; signed in and synced by the app itself, so the
  // offers' image addresses are this marketplace's.
  const { cli: market, url } = await hosts.market({ seed: 21, offers: 30, orders: 5 });
  const dataDir = tempDir('sd-e2e-thumbnails-');
  expect((await loginWithCli(dataDir, url)).code).toBe(0);
  const app = await hosts.serve(dataDir);
  await openApp(online, app);
  await online.keyboard.press('Alt+3');
  const kept = online.getByTestId('offers-table').locator('img[src^="data:image/"]');
  // The pictures kept in the data folder, once the sync has brought the offers: the list shows those. The
  // marketplace goes only once every row shown has its picture kept (they are fetched in the background).
  await expect(kept.nth(7)).toBeVisible({ timeout: 60_000 });
  const thumbnails = online.getByTestId('offers-table').getByTestId('offer-thumbnail');
  await expect
    .poll(async () => (await kept.count()) === (await thumbnails.count()), { timeout: 60_000 })
    .toBe(true);

  // The window opened again with the marketplace gone, without what the browser kept of the first one (its cache
  // would show the pictures it already drew, though the app had kept none).
  await market.stop();
  await online.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  await openApp(page, app);
  await page.keyboard.press('Alt+3');
  const rows = page.getByTestId('offers-table').getByRole('row');
  const images = page.getByTestId('offers-table').getByTestId('offer-thumbnail').locator('img');
  await expect(rows.nth(8)).toBeVisible({ timeout: 60_000 });
  await expect(images.nth(7)).toBeVisible();
  const shown = await page.getByTestId('offers-table').getByTestId('offer-thumbnail').count();
  await expect.poll(() => drawn(images)).toBe(shown);
  await page.screenshot({ path: join(screenshots, 'offline-thumbnails.png') });

  // The offer's detail shows its picture too.
  await page.getByTestId('offers-table').getByRole('grid').focus();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('offer-detail');
  await expect(detail).toBeVisible();
  await expect.poll(() => drawn(detail.locator('img').first())).toBe(1);
  await context.close();
});
