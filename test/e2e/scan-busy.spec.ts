import { expect, test, type Page } from '@playwright/test';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRow } from '../helpers/grid';
import { searchList } from '../helpers/list-search';
import { syncedShop } from '../helpers/synced-shops';
import { webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/**
 * Keeps the window's main thread busy, as a loaded packing station's is: tasks of 70 ms one after another with a
 * few milliseconds between them, until `idle` is called. Keys sent meanwhile wait for the task in their way.
 */
async function busy(page: Page): Promise<{ idle: () => Promise<void> }> {
  // The test runs in Node without DOM types: the page runs the loop as a script.
  await page.evaluate(`(() => {
    window.sdBusy = true;
    const task = () => {
      const end = performance.now() + 70;
      while (performance.now() < end) {}
      if (window.sdBusy) setTimeout(task, 3);
    };
    setTimeout(task, 0);
  })()`);
  return { idle: () => page.evaluate('window.sdBusy = false') };
}

/**
 * A scanner in keyboard mode as the test can drive it: the code's keys `delay` ms apart, then Enter, in one go (a
 * call of its own would put the test's own round trip before the Enter).
 */
async function scan(page: Page, code: string, delay: number): Promise<void> {
  await page.keyboard.type(`${code}\n`, { delay });
}

const scanState = (page: Page) => page.getByTestId('scan-state');

/** The scan reached the app whole: no order has this code, and the state over the app names all of it. */
async function arrivedWhole(page: Page, code: string): Promise<void> {
  await expect(scanState(page)).toHaveAttribute('data-state', 'notFound', { timeout: 30_000 });
  await expect(scanState(page).getByTestId('scan-state-headline')).toHaveText(code);
}

/** One scan on a busy window, and that it reached the app whole. */
async function scanWhileBusy(page: Page, code: string, delay: number): Promise<void> {
  const load = await busy(page);
  await scan(page, code, delay);
  await load.idle();
  await arrivedWhole(page, code);
}

const delays = [2, 4, 6, 8, 10];
/** Codes no order has, each new, so a half-read one cannot pass for the one before. */
const ean = (round: number) => `590123${String(4_100_000 + round)}`;

test('codes typed 2 to 10 ms a key arrive whole while the window is busy, rows render or a panel opens', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.offerEditing, 'sd-e2e-scan-busy-');
  await openApp(page, await hosts.serve(dataDir));
  const orders = page.getByTestId('orders-table');
  await expect(gridRow(orders, 5)).toBeVisible({ timeout: 60_000 });
  let round = 0;

  // A busy window, the orders list focused.
  for (const delay of delays) {
    await orders.getByRole('grid').focus();
    await scanWhileBusy(page, ean(round++), delay);
    await page.keyboard.press('Escape');
  }

  // A page of rows rendering: the section is switched just before the scan, on a busy window.
  for (const delay of delays) {
    await page.keyboard.press(round % 2 === 0 ? 'Alt+3' : 'Alt+1');
    await scanWhileBusy(page, ean(round++), delay);
    await page.keyboard.press('Escape');
  }

  // Esc and a click on the empty list just before, on a busy window: nothing reaches the search box either.
  await page.keyboard.press('Alt+1');
  await searchList(page, orders, 'no-such-order');
  await expect(orders.getByRole('grid')).toHaveAttribute('aria-rowcount', '1');
  // Out of the search box, whose own Esc would clear it.
  await orders.getByRole('rowgroup').click();
  for (const delay of delays) {
    await page.keyboard.press('Escape');
    await orders.getByRole('rowgroup').click();
    await scanWhileBusy(page, ean(round++), delay);
    await expect(page.getByTestId('search')).toHaveValue('no-such-order');
  }
  await page.keyboard.press('Escape');

  // An offer's panel opening as the scan starts.
  await page.keyboard.press('Alt+3');
  const offers = page.getByTestId('offers-table');
  await expect(gridRow(offers, 5)).toBeVisible({ timeout: 60_000 });
  for (const delay of delays) {
    await offers.getByRole('grid').focus();
    await page.keyboard.press('Enter');
    await scanWhileBusy(page, ean(round++), delay);
    await expect(page.getByTestId('offer-detail')).toBeVisible();
    // No key was typed into a field: the offer has nothing to save.
    await expect(page.getByTestId('offer-editor').getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }
});
