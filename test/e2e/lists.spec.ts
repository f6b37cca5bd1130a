import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { gridRow, gridRowTotal } from '../helpers/grid';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The web host on a data folder signed in to a small demo shop, with its first sync done. */
async function openSignedIn(page: Page): Promise<void> {
  const { dataDir } = await syncedShop(hosts, e2eShops.lists, 'sd-e2e-lists-');
  await openApp(page, await hosts.serve(dataDir));
}

/** The open detail beside a list: an aside named after the record. */
const detail = (page: Page) => page.getByRole('complementary');

test('one click opens a row, and the arrow keys move the open detail along the list', async ({ page }) => {
  await openSignedIn(page);
  const ordersTable = page.getByTestId('orders-table');
  const orders = ordersTable.getByRole('row');
  await expect(orders.nth(5)).toBeVisible({ timeout: 60_000 });
  // As ARIA numbers a grid's rows: the header is row 1 of the grid, the list's rows follow, the count holds both.
  const header = ordersTable.getByRole('grid').getByRole('row').first();
  await expect(header).toHaveAttribute('aria-rowindex', '1');
  await expect(header.getByRole('columnheader').first()).toBeVisible();
  const footer = await ordersTable.getByText(/^\d+ \/ \d+$/).innerText();
  expect(await gridRowTotal(ordersTable)).toBe(Number(footer.split(' / ')[1]));

  await orders.nth(2).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(gridRow(ordersTable, 1)).toHaveAttribute('aria-selected', 'true');
  const first = await detail(page).getAttribute('aria-label');
  expect(first).toMatch(/^Zamówienie /);
  await expect(orders.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: join(screenshots, 'orders-detail-pl.png') });

  await page.keyboard.press('ArrowDown');
  await expect(orders.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(detail(page)).not.toHaveAttribute('aria-label', first!);
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(detail(page)).toHaveAttribute('aria-label', first!);
  await page.keyboard.press('Escape');
  await expect(detail(page)).toHaveCount(0);

  await page.keyboard.press('Alt+3');
  const offers = page.getByTestId('offers-table').getByRole('row');
  await expect(offers.nth(3)).toBeVisible({ timeout: 60_000 });
  await offers.nth(1).click();
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  await expect(detail(page)).toHaveAttribute('aria-label', /^Oferta /);
  await page.screenshot({ path: join(screenshots, 'offers-detail-pl.png') });
  await detail(page).getByRole('button', { name: 'Zamknij' }).click();
  await expect(detail(page)).toHaveCount(0);
});

test('the date filter follows the interface language', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByTestId('orders-table').getByRole('row').nth(5)).toBeVisible({ timeout: 60_000 });
  const from = page.getByTestId('filter-bought-from');
  await expect(from).toContainText('dd.mm.rrrr');

  await from.click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: /^1 / }).first().click();
  await expect(from).toHaveText(/^01\.\d{2}\.\d{4}$/);
  await page.screenshot({ path: join(screenshots, 'orders-date-filter-pl.png') });

  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(from).toHaveText(/^01\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('filter-bought-from')).toContainText('dd/mm/yyyy');
});
