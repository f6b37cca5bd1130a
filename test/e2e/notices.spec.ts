import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { gridRow } from '../helpers/grid';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

const list = (page: Page) => page.getByTestId('orders-table');

/** Where the list's first row is on the screen. */
async function firstRowTop(page: Page): Promise<number> {
  return (await gridRow(list(page), 0).boundingBox())!.y;
}

/** The notice is on the screen without scrolling, below the list, whose first row is still at `top`. */
async function expectSaidBelow(page: Page, notice: Locator, top: number): Promise<void> {
  await expect(notice).toBeInViewport();
  expect((await notice.boundingBox())!.y).toBeGreaterThan(top);
  expect(await firstRowTop(page)).toBe(top);
}

/**
 * The orders list of an account whose first sync is long done: no message about it stands above the list, which
 * then stands where it will stay. Answers the marketplace and where the list's first row is.
 */
async function settledList(page: Page, name: string): Promise<{ market: string; top: number }> {
  const { url: market, dataDir } = await syncedShop(hosts, e2eShops.notices, `sd-e2e-notices-${name}-`);
  await openApp(page, await hosts.serve(dataDir));
  await expect(gridRow(list(page), 2)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('first-sync')).toHaveCount(0);
  return { market, top: await firstRowTop(page) };
}

test('the marketplace going out of reach and coming back is said below the list, and the row under the pointer does not move', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { market, top } = await settledList(page, 'offline');
  const notice = page.getByTestId('offline-banner');

  // Every connection to the marketplace is cut before it is answered.
  await control(market, 'setFaults', { rules: [{ kind: 'reset', share: 1 }] });
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(notice).toBeVisible({ timeout: 90_000 });
  await expectSaidBelow(page, notice, top);
  await page.screenshot({ path: join(screenshots, 'notices-offline-pl.png') });
  // A section taller than the window scrolls under the notice, which stays on the screen.
  await page.keyboard.press('Alt+9');
  await expect(notice).toBeInViewport();
  await page.screenshot({ path: join(screenshots, 'notices-offline-settings-pl.png') });
  await page.keyboard.press('Alt+1');

  await control(market, 'setFaults', { rules: [] });
  await syncNow(page);
  await expect(notice).toHaveCount(0, { timeout: 90_000 });
  expect(await firstRowTop(page)).toBe(top);
});

test('a pause the marketplace asks for (429) is said below the list until it ends, and the list does not move', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { market, top } = await settledList(page, 'paused');
  const notice = page.getByTestId('rate-limit-banner');

  // One request a minute: the sync's next ones are answered 429 with a pause of 15 seconds.
  await control(market, 'setLimits', { requestsPerMinute: 1, blockSeconds: 15, retryAfterHeader: true });
  await syncNow(page);
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('Rynek chwilowo wstrzymał zapytania');
  await expectSaidBelow(page, notice, top);

  // The marketplace's own limit again (document 1: 9000 a minute), and its block ended.
  await control(market, 'setLimits', { requestsPerMinute: 9000 });
  await control(market, 'resetLimits', {});
  await expect(notice).toHaveCount(0, { timeout: 90_000 });
  expect(await firstRowTop(page)).toBe(top);
});
