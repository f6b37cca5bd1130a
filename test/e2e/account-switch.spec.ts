import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRow } from '../helpers/grid';
import { openTab } from '../helpers/tabs';
import { openWithTwoAccounts, switchTo } from '../helpers/two-accounts';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The open record beside a list. */
const detail = (page: Page) => page.getByRole('complementary');
const search = (page: Page) => page.getByTestId('search');

/** Goes to a section by its key and waits for its list's first row. */
async function section(page: Page, key: string, table: string): Promise<void> {
  await page.keyboard.press(key);
  await expect(gridRow(page.getByTestId(table), 0)).toBeVisible({ timeout: 90_000 });
}

test('each account keeps its own ticks, search text and open record on every screen', async ({ page }) => {
  test.setTimeout(300_000);
  await openWithTwoAccounts(page, hosts, e2eShops.screens, 'sd-e2e-switch-');
  await switchTo(page, 'Custom');

  // Orders: an order open and a search typed.
  await section(page, 'Alt+1', 'orders-table');
  await gridRow(page.getByTestId('orders-table'), 0).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  const order = await detail(page).getAttribute('aria-label');
  await search(page).fill('a');

  // Shipping: an order ticked and another being packed.
  await section(page, 'Alt+2', 'queue-table');
  const queue = page.getByTestId('queue-table');
  await queue.getByTestId('queue-tick').first().check();
  await expect(page.getByTestId('ship-selected')).toContainText('(1)');
  await gridRow(queue, 1).click();
  await expect(detail(page)).toBeVisible();
  const packed = await detail(page).getAttribute('aria-label');

  // Offers: an offer ticked, a search typed.
  await section(page, 'Alt+3', 'offers-table');
  await page.getByTestId('offers-table').getByTestId('offer-tick').first().check();
  await expect(page.getByTestId('offers-batch')).toContainText('(1)');
  await search(page).fill('e');

  // Ratings and messages: a record open.
  await section(page, 'Alt+4', 'ratings-table');
  await gridRow(page.getByTestId('ratings-table'), 0).click();
  await expect(detail(page)).toBeVisible();
  const rating = await detail(page).getAttribute('aria-label');
  await page.keyboard.press('Alt+7');
  const buyers: Record<string, string | null> = {};
  for (const tab of ['disputes', 'returns']) {
    await openTab(page, `buyers-tab-${tab}`);
    await expect(gridRow(page.getByTestId(`${tab}-table`), 0)).toBeVisible({ timeout: 90_000 });
    await gridRow(page.getByTestId(`${tab}-table`), 0).click();
    await expect(detail(page)).toBeVisible();
    buyers[tab] = await detail(page).getAttribute('aria-label');
  }
  await openTab(page, 'buyers-tab-messages');
  await expect(gridRow(page.getByTestId('threads-table'), 0)).toBeVisible({ timeout: 90_000 });
  await gridRow(page.getByTestId('threads-table'), 0).click();
  await expect(page.getByTestId('thread-view')).toBeVisible();

  await switchTo(page, 'Demo');
  await expect(page.getByTestId('thread-view')).toHaveCount(0);
  await expect(detail(page)).toHaveCount(0);
  for (const tab of Object.keys(buyers)) {
    await openTab(page, `buyers-tab-${tab}`);
    await expect(page.getByTestId(`${tab}-table`)).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
  }
  await openTab(page, 'buyers-tab-messages');
  const lists = {
    'Alt+4': 'ratings-table',
    'Alt+3': 'offers-table',
    'Alt+2': 'queue-table',
    'Alt+1': 'orders-table',
  };
  for (const [key, table] of Object.entries(lists)) {
    await page.keyboard.press(key);
    await expect(page.getByTestId(table)).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
    await expect(search(page)).toHaveValue('');
  }
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('ship-selected')).toBeDisabled();
  await expect(page.getByTestId('ship-selected')).toContainText('(0)');
  await page.keyboard.press('Alt+3');
  await expect(page.getByTestId('offers-batch')).toBeDisabled();
  await page.screenshot({ path: join(screenshots, 'account-switch-demo-offers.png') });

  // Back on the Custom account, each screen is as the seller left it there.
  await switchTo(page, 'Custom');
  await expect(search(page)).toHaveValue('e');
  await expect(page.getByTestId('offers-batch')).toContainText('(1)');
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('ship-selected')).toContainText('(1)');
  await expect(detail(page)).toHaveAttribute('aria-label', packed!);
  await page.keyboard.press('Alt+1');
  await expect(search(page)).toHaveValue('a');
  await expect(detail(page)).toHaveAttribute('aria-label', order!);
  await page.keyboard.press('Alt+4');
  await expect(detail(page)).toHaveAttribute('aria-label', rating!);
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('thread-view')).toBeVisible();
  for (const [tab, label] of Object.entries(buyers)) {
    await openTab(page, `buyers-tab-${tab}`);
    await expect(detail(page)).toHaveAttribute('aria-label', label!);
  }
});
