import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRow, gridRows, gridRowTotal } from '../helpers/grid';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

async function openSignedIn(page: Page): Promise<void> {
  const { dataDir } = await syncedShop(hosts, e2eShops.screens, 'sd-e2e-list-keys-');
  await openApp(page, await hosts.serve(dataDir));
}

/** Goes to a section by its key and answers its list once the first row is on screen. */
async function section(page: Page, key: string, testId: string): Promise<Locator> {
  await page.keyboard.press(key);
  const table = page.getByTestId(testId);
  await expect(gridRow(table, 0)).toBeVisible({ timeout: 90_000 });
  return table;
}

const search = (page: Page) => page.getByTestId('search');

test('Ratings are searched as the seller types, by the buyer, and "/" goes to their search box', async ({
  page,
}) => {
  await openSignedIn(page);
  const table = await section(page, 'Alt+4', 'ratings-table');
  const all = await gridRowTotal(table);
  const login = (await gridRow(table, 0).getByRole('gridcell').nth(2).innerText()).trim();
  expect(login).not.toBe('');

  await gridRow(table, 0).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type(login);
  await expect.poll(() => gridRowTotal(table)).toBeLessThan(all);
  const rows = gridRows(table);
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++) await expect(rows.nth(i)).toContainText(login);
  await page.screenshot({ path: join(screenshots, 'ratings-search-pl.png') });

  await page.keyboard.press('Escape');
  await expect.poll(() => gridRowTotal(table)).toBe(all);
});

test('"/" selects the search text on every list, so what is typed next replaces it', async ({ page }) => {
  await openSignedIn(page);
  const lists = [
    ['Alt+1', 'orders-table'],
    ['Alt+2', 'queue-table'],
    ['Alt+3', 'offers-table'],
    ['Alt+4', 'ratings-table'],
  ] as const;
  for (const [key, testId] of lists) {
    const table = await section(page, key, testId);
    await search(page).fill('zzz');
    // The list takes the keyboard back, as after a click on a row.
    await table.getByRole('grid').focus();
    await page.keyboard.press('/');
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('q');
    await expect(search(page)).toHaveValue('q');
    await search(page).fill('');
  }
});

test('in Shipping the highlighted row is the order being packed', async ({ page }) => {
  await openSignedIn(page);
  const queue = await section(page, 'Alt+2', 'queue-table');
  await expect(gridRow(queue, 1)).toBeVisible();
  const first = (await gridRow(queue, 0).getByTestId('queue-order-id').innerText()).trim();
  const orderId = (await gridRow(queue, 1).getByTestId('queue-order-id').innerText()).trim();

  // Found by its number, it is the only row, opened from there; the whole queue is then shown again.
  await search(page).fill(orderId);
  await expect.poll(() => gridRowTotal(queue)).toBe(1);
  await gridRow(queue, 0).click();
  const packing = page.getByTestId('packing-view');
  await expect(packing).toHaveAttribute('data-order-id', orderId);
  await search(page).fill('');
  await expect.poll(() => gridRowTotal(queue)).toBeGreaterThan(1);

  const highlighted = queue.locator('[role="row"][aria-selected="true"]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.getByTestId('queue-order-id')).toHaveText(orderId);
  await expect(packing).toHaveAttribute('data-order-id', orderId);

  // The keys go on from the order being packed: the row above opens.
  await queue.getByRole('grid').focus();
  await page.keyboard.press('ArrowUp');
  await expect(packing).toHaveAttribute('data-order-id', first);
  await expect(highlighted.getByTestId('queue-order-id')).toHaveText(first);
});
