import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { searchList } from '../helpers/list-search';
import { openApp, reloadApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { openTab } from '../helpers/tabs';
import { openOfferById } from '../helpers/offers-list';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The demo shop's seller (electron/demo-market/data/sellers.ts) and its category of car mats, which takes vehicles. */
const SELLER = '43218765';
const CAR_MATS = '4094';

/** The seller's first live offer in the category of car mats, which every part of the offer's detail has to show. */
async function carMatsOffer(url: string): Promise<string> {
  const offers = await control<{ id: string; status: string; hidden: boolean }[]>(url, 'offers', {
    sellerId: SELLER,
  });
  for (const { id } of offers.filter((o) => o.status === 'ACTIVE' && !o.hidden)) {
    if ((await control<{ categoryId: string }>(url, 'offer', { id })).categoryId === CAR_MATS) return id;
  }
  throw new Error('the shop has no live offer of car mats');
}

async function shopTab(page: Page, id: string): Promise<void> {
  await page.keyboard.press('Alt+5');
  await openTab(page, `shop-tab-${id}`);
}

test('with the marketplace stopped every screen around the offer reads from the local copy', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const {
    cli: market,
    url,
    dataDir,
  } = await syncedShop(hosts, e2eShops.aroundOffer, 'sd-e2e-around-offline-');
  const offerId = await carMatsOffer(url);
  await openApp(page, await hosts.serve(dataDir));
  await expect(page.getByTestId('orders-table').getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });

  // Online, the offer is opened once: its full copy, translations and conditions are read when it opens.
  await openOfferById(page, offerId);
  const fetchWhole = page.getByRole('button', { name: 'Pobierz pełną ofertę' });
  if (await fetchWhole.isVisible()) await fetchWhole.first().click();
  await expect(page.getByTestId('compatibility-editor')).toContainText('Pasuje do', { timeout: 60_000 });
  await expect(page.getByTestId('offer-translations').getByTestId('translation').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('pick-return-policy')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  // The shop's parts are in the local copy once the profile was read.
  await shopTab(page, 'promotions');
  await expect(page.getByTestId('promotions-panel')).toBeVisible();
  await expect(page.getByTestId('promotion-list').getByTestId('promotion-row').first()).toBeVisible({
    timeout: 60_000,
  });

  await market.stop();
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });
  // A new window: nothing it shows was kept in its memory from before.
  await reloadApp(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 30_000 });

  // The Shop section, tab by tab.
  await shopTab(page, 'after-sales');
  await expect(page.getByTestId('conditions-table').getByTestId('condition-row').first()).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'around-offline-after-sales-pl.png') });
  await shopTab(page, 'promotions');
  await expect(page.getByTestId('promotion-list').getByTestId('promotion-row').first()).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'around-offline-promotions-pl.png') });
  await shopTab(page, 'delivery');
  await expect(page.getByTestId('delivery-tab').getByTestId('delivery-methods')).toBeVisible();
  await expect(page.getByTestId('delivery-tab').getByTestId('rate-list-default')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'around-offline-delivery-pl.png') });
  await shopTab(page, 'variants');
  await expect(page.getByTestId('variants-tab').getByTestId('seller-tags')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'around-offline-variants-pl.png') });

  // The offers list's running fees, and the offer's detail with every part around it.
  await page.keyboard.press('Alt+3');
  await searchList(page, page.getByTestId('offers-table'), '');
  await expect(page.getByTestId('offers-table').getByTestId('offer-fee').first()).toBeVisible();
  await openOfferById(page, offerId);
  const detail = page.getByTestId('offer-detail');
  await expect(detail.getByTestId('pick-return-policy')).toBeVisible();
  await expect(detail.getByTestId('offer-promotions')).toBeVisible();
  await expect(detail.getByTestId('offer-translations').getByTestId('translation').first()).toBeVisible();
  await expect(detail.getByTestId('compatibility-editor')).toContainText('Pasuje do');
  await expect(detail.getByTestId('offer-delivery-tags').getByTestId('offer-rate-list')).not.toHaveValue('');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.screenshot({ path: join(screenshots, 'around-offline-offer-detail-pl.png') });

  // The same screens in English, still from the local copy.
  await page.getByTestId('language-toggle').getByRole('radio', { name: 'EN' }).dispatchEvent('click');
  await expect(page.getByTestId('offline-banner')).toContainText(/marketplace/i);
  await page.screenshot({ path: join(screenshots, 'around-offline-offer-detail-en.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const tab of ['after-sales', 'promotions', 'delivery', 'variants']) {
    await shopTab(page, tab);
    await expect(page.getByTestId(`shop-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: join(screenshots, `around-offline-${tab}-en.png`) });
  }
});
