import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { openTab } from '../helpers/tabs';
import { openFirstOffer, openOfferById } from '../helpers/offers-list';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The main demo seller's second shipping rate list (demo-market/data/sellers.ts). */
const BULKY = { id: 'a8c3d4e1-5b6f-4c7d-8e9f-0a1b2c3d4e52', name: 'Gabaryty' };
/** A tag the generated shop gives no offer. */
const TAG = 'Ostatnie sztuki';

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name), fullPage: true });

test('an offer gets another shipping rate list and a tag, both reach the marketplace; the Delivery and Variants tabs read offline', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const market = await syncedShop(hosts, e2eShops.deliveryTags, 'sd-e2e-delivery-tags-');
  const { dataDir } = market;
  await openApp(page, await hosts.serve(dataDir));

  // The Delivery tab fills once the profile sync has read the rate lists.
  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-delivery');
  const delivery = page.getByTestId('delivery-tab');
  await expect(delivery.getByTestId(`rate-list-${BULKY.name}`)).toBeVisible({ timeout: 60_000 });
  await expect(delivery.getByTestId('rate-list-default')).toContainText('Allegro Paczkomaty InPost');
  await expect(delivery.getByTestId('delivery-methods')).toContainText('Odbiór osobisty');
  await shot(page, 'delivery-tab-pl.png');
  await openTab(page, 'shop-tab-variants');
  const variants = page.getByTestId('variants-tab');
  await expect(variants.getByTestId('variant-set').first()).toBeVisible();
  await expect(variants.getByTestId('seller-tags')).toContainText(TAG);
  await shot(page, 'variants-tab-pl.png');

  // An offer on the default list: pick the other list by name, and add a tag.
  const offerId = await openFirstOffer(page);
  const before = await control<{ shippingRatesId: string }>(market.url, 'offer', { id: offerId });
  expect(before.shippingRatesId).not.toBe(BULKY.id);
  const tagsBefore = await control<string[]>(market.url, 'offerTags', { offerId });

  const box = page.getByTestId('offer-delivery-tags');
  await box.getByTestId('offer-rate-list').click();
  await page.getByRole('option', { name: BULKY.name }).click();
  await expect(box.getByTestId('offer-rate-list')).toHaveValue(BULKY.name);
  await box.getByTestId('offer-tags').click();
  await page.getByRole('option', { name: TAG }).click();
  await box.getByTestId('offer-tags-save').click();
  await expect(box.getByTestId('offer-tags-save')).toBeDisabled();

  await expect
    .poll(
      async () =>
        (await control<{ shippingRatesId: string }>(market.url, 'offer', { id: offerId })).shippingRatesId,
      {
        timeout: 60_000,
      },
    )
    .toBe(BULKY.id);
  await expect
    .poll(async () => (await control<string[]>(market.url, 'offerTags', { offerId })).length, {
      timeout: 60_000,
    })
    .toBe(tagsBefore.length + 1);
  await expect(box.getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect(box).toContainText(TAG);
  await shot(page, 'offer-delivery-tags-pl.png');
  await language(page, 'EN');
  await expect(box).toContainText('Shipping rate list');
  await shot(page, 'offer-delivery-tags-en.png');

  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+5');
  await expect(page.getByTestId('shop-tab-delivery')).toHaveText('Delivery');
  await openTab(page, 'shop-tab-delivery');
  await expect(delivery.getByTestId('delivery-methods')).toContainText('In advance');
  await shot(page, 'delivery-tab-en.png');
  await openTab(page, 'shop-tab-variants');
  await expect(variants).toContainText('Variant sets');
  await shot(page, 'variants-tab-en.png');
  await language(page, 'PL');

  // The marketplace stops: the tabs and the offer's picks read from the local copy.
  await market.cli.stop();
  await syncNow(page);
  // A sync turn may first wait for the request budget the first sync used up.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });
  await hosts.stop();
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-delivery');
  await expect(delivery.getByTestId(`rate-list-${BULKY.name}`)).toBeVisible({ timeout: 30_000 });
  await expect(delivery.getByTestId('delivery-methods').getByRole('row').nth(3)).toBeVisible();
  await openTab(page, 'shop-tab-variants');
  await expect(variants.getByTestId('variant-set').first()).toBeVisible();
  await expect(variants.getByTestId('seller-tags')).toContainText(TAG);
  // Found by its number: a list still filling (or ordered by the change just made) may put another offer first.
  await openOfferById(page, offerId);
  await expect(box.getByTestId('offer-rate-list')).toHaveValue(BULKY.name);
  await expect(box).toContainText(TAG);
  await shot(page, 'delivery-tags-offline-pl.png');
});
