import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRow, gridRowTotal } from '../helpers/grid';
import { control } from '../helpers/market-control';
import { syncedShop } from '../helpers/synced-shops';
import { webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The ticked rows of a list, as their boxes say. */
const ticked = (table: Locator, tick: string) => table.getByTestId(tick).and(table.locator(':checked'));

/**
 * Shift+click on a row's own box ticks the range from the last ticked row, as Shift+click on the row's text does;
 * Shift+click on a box again unticks nothing (a range only adds), a plain click on the box still toggles one row.
 */
async function shiftClickBoxes(page: Page, table: Locator, tick: string, action: Locator): Promise<void> {
  const box = (index: number) => gridRow(table, index).getByTestId(tick);
  await box(1).click();
  await expect(action).toContainText('(1)');
  await box(5).click({ modifiers: ['Shift'] });
  await expect(action).toContainText('(5)');
  await expect(ticked(table, tick)).toHaveCount(5);
  for (const index of [1, 2, 3, 4, 5]) await expect(box(index)).toBeChecked();
  await expect(box(0)).not.toBeChecked();
  await expect(box(6)).not.toBeChecked();

  // Upwards from the last one ticked (row 5) to row 0: rows 0 to 5.
  await box(0).click({ modifiers: ['Shift'] });
  await expect(action).toContainText('(6)');
  await expect(ticked(table, tick)).toHaveCount(6);

  await box(3).click();
  await expect(action).toContainText('(5)');
  await expect(box(3)).not.toBeChecked();
}

test('Shift+click on a row box of the offers list ticks the range, as on the row', async ({ page }) => {
  test.setTimeout(120_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.offerEditing, 'sd-e2e-ticks-offers-');
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+3');
  const table = page.getByTestId('offers-table');
  await expect(gridRow(table, 7)).toBeVisible({ timeout: 60_000 });
  await shiftClickBoxes(page, table, 'offer-tick', page.getByTestId('offers-batch'));
});

test('Shift+click on a row box of the packing queue ticks the range, as on the row', async ({ page }) => {
  test.setTimeout(120_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-ticks-queue-');
  // Orders paid since the last sync: the sync at the app's start brings them into the queue.
  for (let i = 0; i < 8; i++) await control(url, 'addOrder', { stage: 'READY_FOR_PROCESSING' });
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+2');
  const table = page.getByTestId('queue-table');
  await expect.poll(() => gridRowTotal(table), { timeout: 60_000 }).toBeGreaterThanOrEqual(7);
  await expect(gridRow(table, 6)).toBeVisible();
  await shiftClickBoxes(page, table, 'queue-tick', page.getByTestId('ship-selected'));
});
