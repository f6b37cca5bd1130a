import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { openTab } from '../helpers/tabs';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), fullPage: true });

/** The sync panel, open, once the sync the test asked for has run. */
async function syncPanel(page: Page) {
  await page.getByTestId('connection').click();
  return page.getByTestId('sync-panel');
}

test('the 2026 marketplace: no error anywhere, every part in the sync panel, variants from the catalogue', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const market = await syncedShop(hosts, e2eShops.marketplace2026, 'sd-e2e-2026-');
  await openApp(page, await hosts.serve(market.dataDir));
  await syncNow(page);
  const panel = await syncPanel(page);
  for (const stream of ['profile', 'offers', 'orders', 'ratings', 'money', 'buyers'])
    await expect(panel.getByTestId(`sync-stream-${stream}`)).not.toContainText(/→|Trace-Id/);
  await expect(panel.getByText(/Ten rynek tego nie udostępnia/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Coś poszło nie tak')).toHaveCount(0);

  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-variants');
  await expect(page.getByTestId('variants-from-catalogue')).toContainText('z katalogu produktów');
  await shot(page, 'variants-2026-pl.png');

  // Claims and disputes stand where Disputes are under the documents; a buyer's problems are a click away.
  await page.keyboard.press('Alt+7');
  await openTab(page, 'buyers-tab-issues');
  await expect(page.getByTestId('buyers-tab-disputes')).toHaveCount(0);
  await page.getByTestId('issues-problems-link').click();
  await expect(page.getByTestId('buyers-tab-messages')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('threads-table').getByTestId('thread-type')).toHaveCount(3, {
    timeout: 30_000,
  });
});

test('a list the marketplace stops serving is named in the sync panel with its request; the rest syncs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const market = await syncedShop(hosts, e2eShops.marketplace2026, 'sd-e2e-2026-');
  await control(market.url, 'setFaults', {
    rules: [{ kind: 'status', status: 404, share: 1, method: 'GET', path: '^/sale/user-ratings$' }],
  });
  await openApp(page, await hosts.serve(market.dataDir));
  await syncNow(page);
  const panel = await syncPanel(page);
  const line = panel.getByTestId('sync-unoffered-ratings');
  await expect(line).toContainText('GET /sale/user-ratings → 404, Trace-Id: ', { timeout: 60_000 });
  await expect(panel.getByTestId('sync-stream-ratings')).toContainText('niedostępne na tym rynku');
  await expect(panel.getByTestId('sync-stream-orders')).not.toContainText(/→|Trace-Id|niedostępne/);
  await shot(page, 'sync-unoffered-pl.png');
});

test('a session the marketplace ends early shows the sign-in banner with the reason at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const market = await syncedShop(hosts, e2eShops.marketplace2026, 'sd-e2e-2026-');
  // Ended before the app starts: its first turns (the shop was synced minutes ago, so they are due at once) meet
  // the ended session. A "sync now" could not be counted on: once signed out, the account has no sync to ask for.
  await control(market.url, 'endSessions', { sellerId: '43218765', reason: 'TOO_MANY_SESSIONS' });
  await openApp(page, await hosts.serve(market.dataDir));
  const banner = page.getByTestId('session-banner');
  await expect(banner).toHaveAttribute('data-reason', 'ended', { timeout: 90_000 });
  await expect(banner).toContainText('ponad 20 sesji');
  await expect(banner.getByRole('button', { name: 'Zaloguj ponownie' })).toBeVisible();
});
