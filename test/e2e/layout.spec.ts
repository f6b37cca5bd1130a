import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, pick } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRow } from '../helpers/grid';
import { cutElements, shoot } from '../helpers/layout';
import { offersTable, offerRowAt } from '../helpers/offers-list';
import { syncedShop } from '../helpers/synced-shops';
import { webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The window sizes of a packing station's screen: the small laptop ones (1366x768, 1440x900) and the common large one. */
const sizes = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const words = {
  pl: { active: 'Aktywna', buyNow: 'Kup teraz', undo: 'Cofnij', title: /Tytuł/ },
  en: { active: 'Active', buyNow: 'Buy now', undo: 'Undo', title: /Title/ },
} as const;

/** Everything on the screen as it is now: nothing cut (softly, so one run lists every screen), and a screenshot. */
async function screen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await shoot(page, testInfo, name);
  expect.soft(await cutElements(page), `cut on the screen ${name}`).toEqual([]);
}

/** A tabbed section (Alt+digit): each of its tabs in turn. */
async function tabs(page: Page, testInfo: TestInfo, key: string, section: string, name: string) {
  await page.keyboard.press(key);
  const list = page.locator(`[data-testid^="${section}-tab-"]`);
  await expect(list.first()).toBeVisible();
  for (const tab of await list.all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await screen(
      page,
      testInfo,
      `${name}-${(await tab.getAttribute('data-testid'))!.replace(/^.*-tab-/, '')}`,
    );
  }
}

for (const lang of ['pl', 'en'] as const) {
  for (const size of sizes) {
    test(`nothing is cut at ${size.width}x${size.height} in ${lang === 'pl' ? 'Polish' : 'English'}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      const w = words[lang];
      const at = (name: string) => `layout-${size.width}-${lang}-${name}`;
      await page.setViewportSize(size);
      const { dataDir } = await syncedShop(hosts, e2eShops.layout, 'sd-e2e-layout-');
      await openApp(page, await hosts.serve(dataDir));
      if (lang === 'en') await language(page, 'EN');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const orders = page.getByTestId('orders-table');
      await expect(gridRow(orders, 5)).toBeVisible({ timeout: 60_000 });
      await screen(page, testInfo, at('orders'));
      await gridRow(orders, 1).click();
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await screen(page, testInfo, at('order-open'));
      await page.keyboard.press('Escape');

      await page.keyboard.press('Alt+2');
      await expect(gridRow(page.getByTestId('queue-table'), 0)).toBeVisible({ timeout: 60_000 });
      await screen(page, testInfo, at('shipping'));

      await page.keyboard.press('Alt+3');
      await expect(offerRowAt(page, 5)).toBeVisible({ timeout: 60_000 });
      await screen(page, testInfo, at('offers'));
      // A change sent from here, so the offer's history holds one the seller can undo.
      await pick(page, 'Status', w.active);
      await pick(page, 'Format', w.buyNow);
      await expect(offerRowAt(page, 0)).toContainText(/\d/, { timeout: 30_000 });
      await offersTable(page).getByRole('grid').focus();
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('offer-detail');
      await expect(detail).toBeVisible();
      // A long title, so the change's line in the history is as wide as a title can make it.
      const title = detail.getByRole('textbox', { name: w.title });
      await title.fill('Zestaw naprawczy do pompy wodnej z uszczelkami i instrukcją montażu krok po');
      await title.press('Enter');
      const history = detail.getByTestId('offer-history');
      await expect(history.getByRole('button', { name: new RegExp(`^${w.undo}`) })).toBeVisible({
        timeout: 60_000,
      });
      await history.scrollIntoViewIfNeeded();
      await screen(page, testInfo, at('offer-open'));
      await page.keyboard.press('Escape');

      await page.keyboard.press('Alt+4');
      await expect(gridRow(page.getByTestId('ratings-table'), 3)).toBeVisible({ timeout: 60_000 });
      await screen(page, testInfo, at('ratings'));

      await tabs(page, testInfo, 'Alt+5', 'shop', at('shop'));
      await tabs(page, testInfo, 'Alt+6', 'money', at('money'));
      await tabs(page, testInfo, 'Alt+7', 'buyers', at('buyers'));

      await page.getByTestId('buyers-tab-messages').click();
      const threads = page.getByTestId('threads-table');
      await expect(threads.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
      await threads.getByTestId('thread-login').first().dblclick();
      await expect(page.getByTestId('thread-view').getByTestId('message').first()).toBeVisible();
      await screen(page, testInfo, at('buyers-thread-open'));
      await page.keyboard.press('Escape');

      await page.keyboard.press('Alt+8');
      await expect(page.getByTestId('printer-list')).toBeVisible();
      await screen(page, testInfo, at('printers'));

      await page.keyboard.press('Alt+9');
      await expect(page.getByTestId('language-control')).toBeVisible();
      await screen(page, testInfo, at('settings'));
    });
  }
}
