import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { type RunningCli } from '../helpers/cli';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { openTab } from '../helpers/tabs';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface HeldDispute {
  id: string;
  status: string;
  messages: { role: string; text: string | null }[];
}

/** The demo marketplace in its own process (so a test can stop it), and an account signed in to it and synced. */
async function openSignedIn(page: Page): Promise<{ market: RunningCli; url: string }> {
  const { cli: market, url, dataDir } = await syncedShop(hosts, e2eShops.disputes, 'sd-e2e-disputes-');
  await openApp(page, await hosts.serve(dataDir));
  return { market, url };
}

const rows = (page: Page) => page.getByTestId('disputes-table').getByRole('row');
const held = (url: string) => control<HeldDispute[]>(url, 'disputes', { sellerId: MAIN_SELLER_ID });

test('the top bar counts open disputes and opens them; a reply written with Ctrl+Enter is sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url } = await openSignedIn(page);
  const open = (await held(url)).filter((d) => d.status === 'DISPUTE_ONGOING');
  const counter = page.getByTestId('open-disputes');
  await expect(counter).toHaveText(String(open.length), { timeout: 90_000 });

  await counter.click();
  await expect(page.getByTestId('buyers-tab-disputes')).toHaveAttribute('aria-selected', 'true');
  // Open disputes first.
  await expect(rows(page).nth(open.length)).toBeVisible();
  for (let i = 1; i <= open.length; i++) await expect(rows(page).nth(i)).toContainText('Otwarta');
  await page.screenshot({ path: join(screenshots, 'disputes-list-pl.png') });

  await rows(page).nth(1).click();
  const view = page.getByTestId('dispute-view');
  await expect(view.getByTestId('dispute-message').first()).toHaveAttribute('data-author', 'buyer');
  await expect(view.getByTestId('dispute-order')).toBeVisible();
  await view.getByTestId('dispute-reply-text').fill('Dzień dobry, wysłaliśmy brakującą część.');
  await view.getByTestId('dispute-reply-text').press('Control+Enter');
  const mine = view.getByTestId('dispute-message').filter({ hasText: 'wysłaliśmy brakującą część' });
  await expect(mine).toHaveAttribute('data-author', 'seller');
  await expect(mine).toHaveAttribute('data-state', 'sent', { timeout: 60_000 });
  const after = await held(url);
  expect(
    after
      .flatMap((d) => d.messages)
      .filter((m) => m.role === 'SELLER' && m.text?.includes('brakującą część')),
  ).toHaveLength(1);
  await page.screenshot({ path: join(screenshots, 'disputes-detail-pl.png') });

  await language(page, 'EN');
  await expect(view.getByTestId('dispute-reply')).toContainText('Reply');
  await expect(rows(page).nth(1)).toContainText('Open');
  await page.screenshot({ path: join(screenshots, 'disputes-detail-en.png') });
  await page.getByRole('complementary').getByRole('button', { name: 'Close' }).click();
  await expect(view).toHaveCount(0);
  await page.screenshot({ path: join(screenshots, 'disputes-list-en.png') });
});

test('with the marketplace stopped the disputes and a dispute’s messages read from the local copy', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { market } = await openSignedIn(page);
  await expect(page.getByTestId('open-disputes')).not.toHaveText('0', { timeout: 90_000 });
  await page.keyboard.press('Alt+7');
  await openTab(page, 'buyers-tab-disputes');
  await expect(rows(page).nth(3)).toBeVisible();
  // The dispute to read offline, read once online (the sync reads a few disputes' messages a turn).
  await rows(page).nth(2).click();
  const view = page.getByTestId('dispute-view');
  await expect(view.getByTestId('dispute-message').first()).toBeVisible({ timeout: 60_000 });
  const subject = await page.getByRole('complementary').getByRole('heading').innerText();
  await page.getByRole('complementary').getByRole('button', { name: 'Zamknij' }).click();

  await market.stop();
  await syncNow(page);
  // The first sync may have spent the account's background budget: the request that finds the marketplace gone
  // waits for room first (as in offline.spec.ts).
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });

  // Buyers opens again on the tab it was left on.
  await page.keyboard.press('Alt+1');
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('buyers-tab-disputes')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).nth(3)).toBeVisible();
  await rows(page).nth(2).click();
  await expect(page.getByRole('complementary').getByRole('heading')).toHaveText(subject);
  await expect(view.getByTestId('dispute-message').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'disputes-offline-pl.png') });
  await language(page, 'EN');
  await expect(view.getByTestId('dispute-message').first()).toContainText('Buyer');
  await page.screenshot({ path: join(screenshots, 'disputes-offline-en.png') });
});
