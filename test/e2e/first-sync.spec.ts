import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp, reloadApp } from '../helpers/app-window';
import { control } from '../helpers/market-control';
import { loginWithCli } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The demo shop these tests sign in to, with its control interface. */
const shop = { seed: 21, offers: 30, orders: 20, control: true };

/**
 * A first sync watched from the window: running when the window opens (the offers list answers late), then ended.
 * Answers where the orders list stood while it ran.
 */
async function watchFirstSync(page: Page, name: string): Promise<number> {
  const { url: market } = await hosts.market(shop);
  await control(market, 'setFaults', {
    rules: [{ kind: 'latency', share: 1, ms: 4000, method: 'GET', path: '^/sale/offers' }],
  });
  const dataDir = tempDir(`sd-e2e-first-sync-${name}-`);
  expect((await loginWithCli(dataDir, market)).code).toBe(0);
  await openApp(page, await hosts.serve(dataDir));

  await expect(block(page)).toContainText('Pierwsza synchronizacja');
  await expect(block(page)).not.toHaveAttribute('data-done');
  await expect(list(page)).toBeVisible();
  const runningTop = (await list(page).boundingBox())!.y;

  await control(market, 'setFaults', { rules: [] });
  await expect(block(page)).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  await expect(block(page)).toContainText('Pierwsza synchronizacja zakończona');
  await expect(block(page)).toContainText(/Oferty: \d+ · Zamówienia: \d+/);
  // The block changed its words, not its height: the list stays where the seller's pointer found it.
  expect((await list(page).boundingBox())!.y).toBe(runningTop);
  return runningTop;
}

const block = (page: Page) => page.getByTestId('first-sync');
const list = (page: Page) => page.getByTestId('orders-table');

test('the first sync says when it has finished and stays until the seller hides it, so the list does not move under the pointer', async ({
  page,
}) => {
  const runningTop = await watchFirstSync(page, 'hide');
  await page.screenshot({ path: join(screenshots, 'first-sync-done.png') });
  await block(page).getByRole('button', { name: 'Ukryj komunikat o pierwszej synchronizacji' }).click();
  await expect(block(page)).toHaveCount(0);
  expect((await list(page).boundingBox())!.y).toBeLessThan(runningTop);

  // A window opened after the first sync does not show it again: the sync's status has arrived (it says when the
  // copy was last synced) and names no first sync.
  await reloadApp(page);
  await expect(list(page)).toBeVisible();
  await expect(page.getByText(/Ostatnia synchronizacja/)).toBeVisible();
  await expect(block(page)).toHaveCount(0);
});

test('the finished first sync is let go when the seller opens another section', async ({ page }) => {
  await watchFirstSync(page, 'section');
  await page.keyboard.press('Alt+3');
  await expect(page.getByTestId('offers-table')).toBeVisible();
  await expect(block(page)).toHaveCount(0);
  await page.keyboard.press('Alt+1');
  await expect(list(page)).toBeVisible();
  await expect(block(page)).toHaveCount(0);
});
