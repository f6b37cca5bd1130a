import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { searchList } from '../helpers/list-search';
import { language, openApp, reloadApp } from '../helpers/app-window';
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

interface HeldPromotion {
  id: string;
  type: string;
  status: string;
  benefits: { specification: { name?: string; thresholds?: unknown[] } }[];
  offerCriteria: { offers?: { id: string }[] }[];
}

/** The demo marketplace in its own process (so a test can stop it), and an account signed in to it and synced. */
async function openSignedIn(page: Page): Promise<{ market: RunningCli; url: string }> {
  const { cli: market, url, dataDir } = await syncedShop(hosts, e2eShops.promotions, 'sd-e2e-promotions-');
  await openApp(page, await hosts.serve(dataDir));
  return { market, url };
}

const rows = (page: Page) => page.getByTestId('promotion-list').getByTestId('promotion-row');

/** The Promotions tab of the Shop section (Alt+5), with the first sync's promotions in it. */
async function openPromotions(page: Page): Promise<void> {
  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-promotions');
  await expect(page.getByTestId('promotions-panel')).toBeVisible();
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
}

async function chooseType(page: Page, label: RegExp): Promise<void> {
  await page.getByTestId('promotion-type').click();
  await page.getByRole('option', { name: label }).click();
}

test('a wholesale price list is created for three offers, listed, and sent to the marketplace', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url } = await openSignedIn(page);
  await openPromotions(page);
  await expect(rows(page)).toHaveCount(1);
  await page.screenshot({ path: join(screenshots, 'promotions-list-pl.png') });

  await page.getByRole('button', { name: 'Nowy cennik hurtowy' }).click();
  const form = page.getByTestId('promotion-create');
  await form.getByLabel('Nazwa cennika').fill('Hurt dla firm');
  const thresholds = form.getByTestId('promotion-threshold');
  await thresholds.nth(0).getByLabel('Od liczby sztuk').fill('5');
  await thresholds.nth(0).getByLabel('Rabat %').fill('3');
  await form.getByRole('button', { name: 'Dodaj próg' }).click();
  await thresholds.nth(1).getByLabel('Od liczby sztuk').fill('20');
  await thresholds.nth(1).getByLabel('Rabat %').fill('2');
  // Three offers picked from the local copy.
  const choices = form.getByTestId('promotion-offer-choices').getByRole('checkbox');
  await expect(choices.nth(3)).toBeVisible();
  const picked: string[] = [];
  for (const i of [0, 1, 2]) {
    await choices.nth(i).check();
    picked.push(((await choices.nth(i).getAttribute('aria-label')) ?? '').replace(/^\D+/, ''));
  }
  await expect(form.getByTestId('promotion-picked')).toContainText('(3)');
  // A threshold with more units but a lower discount is what the marketplace refuses: said before saving.
  await expect(form.getByTestId('promotion-problem')).toContainText('wyższy rabat');
  await thresholds.nth(1).getByLabel('Rabat %').fill('8');
  await expect(form.getByTestId('promotion-problem')).toHaveCount(0);
  await page.screenshot({ path: join(screenshots, 'promotions-create-pl.png') });
  await language(page, 'EN');
  await expect(form.getByRole('button', { name: 'Save promotion' })).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'promotions-create-en.png') });
  await language(page, 'PL');
  await form.getByRole('button', { name: 'Zapisz promocję' }).click();
  await expect(form).toHaveCount(0);

  // Listed at once, then sent: the mark of the waiting change goes once the marketplace confirmed it.
  const created = rows(page).filter({ hasText: 'Hurt dla firm' });
  await expect(created).toHaveCount(1);
  await expect(created.getByTestId('promotion-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(created).toContainText('aktywna');
  const held = await control<HeldPromotion[]>(url, 'promotions', { sellerId: MAIN_SELLER_ID });
  const onMarket = held.find((p) => p.benefits[0]?.specification.name === 'Hurt dla firm');
  expect(onMarket).toMatchObject({ type: 'WHOLESALE_PRICE_LIST', status: 'ACTIVE' });
  expect(onMarket!.offerCriteria[0]!.offers!.map((o) => o.id).sort()).toEqual([...picked].sort());

  await created.getByRole('button').first().click();
  const detail = page.getByTestId('promotion-detail');
  await expect(detail.getByTestId('promotion-offers').getByRole('listitem')).toHaveCount(3);
  await expect(detail.getByTestId('promotion-thresholds')).toContainText('od 20 szt.: −8%');
  await page.screenshot({ path: join(screenshots, 'promotions-detail-pl.png') });
  await language(page, 'EN');
  await expect(detail.getByTestId('promotion-thresholds')).toContainText('from 20 units: −8%');
  await page.screenshot({ path: join(screenshots, 'promotions-detail-en.png') });
  await expect(rows(page).filter({ hasText: 'Hurt dla firm' })).toContainText('active');
  await page.screenshot({ path: join(screenshots, 'promotions-list-en.png') });
});

test('a bundle’s discount is changed and a multipack ended, each sent to the marketplace', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url } = await openSignedIn(page);
  await openPromotions(page);
  await chooseType(page, /^Zestawy/);
  await expect(rows(page)).toHaveCount(2);
  await rows(page).first().getByRole('button').click();
  const detail = page.getByTestId('promotion-detail');
  await detail.getByLabel('Rabat zestawu').fill('17,50');
  await detail.getByLabel('Rabat zestawu').press('Enter');
  await expect(rows(page).first()).toContainText('17,50');
  await expect(rows(page).first().getByTestId('promotion-pending')).toHaveCount(0, { timeout: 30_000 });
  await page.screenshot({ path: join(screenshots, 'promotions-bundle-pl.png') });

  await chooseType(page, /^Rabaty ilościowe/);
  await expect(rows(page)).toHaveCount(2);
  await rows(page).first().getByRole('button').click();
  await page.getByTestId('promotion-end').click();
  await page.getByTestId('promotion-end').click();
  await expect(rows(page)).toHaveCount(1);
  await expect
    .poll(async () => {
      const held = await control<HeldPromotion[]>(url, 'promotions', { sellerId: MAIN_SELLER_ID });
      return held.filter((p) => p.type === 'MULTIPACK' && p.status === 'INACTIVE').length;
    })
    .toBe(1);
  const bundles = (await control<HeldPromotion[]>(url, 'promotions', { sellerId: MAIN_SELLER_ID })).filter(
    (p) => p.type === 'BUNDLE',
  );
  expect(JSON.stringify(bundles)).toContain('"amount":"17.50"');
});

test('with the marketplace stopped the promotions and an offer’s promotions read from the local copy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { market } = await openSignedIn(page);
  await openPromotions(page);
  await market.stop();
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });

  await reloadApp(page);
  await openPromotions(page);
  await chooseType(page, /^Rabaty na różne oferty/);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button').click();
  const offers = page.getByTestId('promotion-detail').getByTestId('promotion-offers').getByRole('listitem');
  await expect(offers).toHaveCount(3);
  await expect(offers.first()).not.toContainText('nie ma w lokalnej kopii');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'promotions-offline-pl.png') });
  const offerId = (await offers.first().innerText()).split(' ')[0]!;

  // The offer's own detail names its promotions.
  await page.keyboard.press('Alt+3');
  await searchList(page, page.getByTestId('offers-table'), offerId);
  const offerRows = page.getByTestId('offers-table').getByRole('row').filter({ hasText: offerId });
  await offerRows.first().click();
  const ofOffer = page.getByTestId('offer-detail').getByTestId('offer-promotions');
  await expect(ofOffer).toContainText('Rabat na różne oferty');
  await page.screenshot({ path: join(screenshots, 'promotions-offer-detail-pl.png') });
  await language(page, 'EN');
  await expect(ofOffer).toContainText('Cross multipack');
  await page.screenshot({ path: join(screenshots, 'promotions-offer-detail-en.png') });
});
