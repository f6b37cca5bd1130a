import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { gridRow } from '../helpers/grid';
import { control } from '../helpers/market-control';
import { loginWithCli } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The demo shop this test signs in to, with its control interface. */
const shop = { seed: 22, offers: 30, orders: 20, control: true };

const list = (page: Page) => page.getByTestId('orders-table');
const notice = (page: Page) => page.getByTestId('offline-banner');

/** Where the list's first row is on the screen. */
async function firstRowTop(page: Page): Promise<number> {
  return (await gridRow(list(page), 0).boundingBox())!.y;
}

async function syncNow(page: Page): Promise<void> {
  await page.getByTestId('connection').click();
  await page.getByTestId('sync-panel').getByRole('button', { name: 'Synchronizuj teraz' }).click();
  await page.keyboard.press('Escape');
}

test('the marketplace going out of reach and coming back is said below the list, and the row under the pointer does not move', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url: market } = await hosts.market(shop);
  const dataDir = tempDir('sd-e2e-notices-');
  expect((await loginWithCli(dataDir, market)).code).toBe(0);
  await page.goto(await hosts.serve(dataDir));
  await expect(gridRow(list(page), 2)).toBeVisible({ timeout: 60_000 });
  // The first sync's message goes at the seller's click (and when a section is left): hidden first, so the list
  // stands where it will stay.
  const firstSync = page.getByTestId('first-sync');
  await expect(firstSync).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
  await firstSync.getByRole('button', { name: 'Ukryj komunikat o pierwszej synchronizacji' }).click();
  await expect(firstSync).toHaveCount(0);
  const top = await firstRowTop(page);

  // Every connection to the marketplace is cut before it is answered.
  await control(market, 'setFaults', { rules: [{ kind: 'reset', share: 1 }] });
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(notice(page)).toBeVisible({ timeout: 90_000 });
  // On the screen without scrolling, under the list, which has not moved.
  await expect(notice(page)).toBeInViewport();
  expect((await notice(page).boundingBox())!.y).toBeGreaterThan(top);
  expect(await firstRowTop(page)).toBe(top);
  await page.screenshot({ path: join(screenshots, 'notices-offline-pl.png') });
  // A section taller than the window scrolls under the notice, which stays on the screen.
  await page.keyboard.press('Alt+9');
  await expect(notice(page)).toBeInViewport();
  await page.screenshot({ path: join(screenshots, 'notices-offline-settings-pl.png') });
  await page.keyboard.press('Alt+1');

  await control(market, 'setFaults', { rules: [] });
  await syncNow(page);
  await expect(notice(page)).toHaveCount(0, { timeout: 90_000 });
  expect(await firstRowTop(page)).toBe(top);
});
