import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { type RunningCli } from '../helpers/cli';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { openTab } from '../helpers/tabs';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** A small shop in its own process (so a test can stop it), with its control interface, and a synced copy. */
async function signedIn(): Promise<{ market: RunningCli; url: string; dataDir: string }> {
  const { cli: market, url, dataDir } = await syncedShop(hosts, e2eShops.afterSales, 'sd-e2e-after-sales-');
  return { market, url, dataDir };
}

interface HeldPolicy {
  id: string;
  name: string;
  withdrawalPeriod: string | null;
  returnCostCoveredBy: string | null;
}
const heldPolicies = async (url: string) =>
  (await control<{ returnPolicies: HeldPolicy[] }>(url, 'afterSalesConditions', { sellerId: MAIN_SELLER_ID }))
    .returnPolicies;

const rows = (page: Page) => page.getByTestId('conditions-table').getByTestId('condition-row');
const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name) });

/** The Shop section's after-sales tab, once the profile sync has put the conditions into the local copy. */
async function openConditions(page: Page): Promise<void> {
  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-after-sales');
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
}

/** The first offer of the list, opened; its conditions show once the full offer has been read. */
async function openFirstOffer(page: Page): Promise<void> {
  await page.keyboard.press('Alt+3');
  const grid = page.getByTestId('offers-table').getByRole('grid');
  await expect(page.getByTestId('offers-table').getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await grid.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  await expect(page.getByTestId('offer-after-sales')).toBeVisible();
  // Known once the full offer is read (the list does not carry them): read it when it was not yet.
  const read = page.getByTestId('offer-after-sales-read');
  if (await read.isVisible()) await read.click();
  await expect(page.getByTestId('pick-return-policy')).toBeVisible({ timeout: 60_000 });
}

test('a return policy is created in the Shop tab and chosen for an offer, which the marketplace then holds', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, dataDir } = await signedIn();
  await openApp(page, await hosts.serve(dataDir));
  await expect(page.getByTestId('orders-table').getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });

  await openConditions(page);
  await expect(rows(page)).toHaveCount((await heldPolicies(url)).length);
  await rows(page).first().click();
  await expect(page.getByTestId('condition-detail')).toBeVisible();
  await shot(page, 'after-sales-list-pl.png');

  // The documents' rules are checked before anything is sent: an empty name and a bad post code stay here.
  await page.getByTestId('condition-new').click();
  const form = page.getByTestId('condition-form');
  await expect(form).toBeVisible();
  const address = form.getByRole('group', { name: 'Adres' });
  await address.getByLabel('Kod pocztowy').fill('00950');
  await page.getByTestId('condition-save').click();
  await expect(form).toContainText('Nazwa: pole jest wymagane.');
  await expect(form).toContainText('Kod pocztowy: to nie jest kod pocztowy kraju PL.');
  await shot(page, 'after-sales-form-errors-pl.png');

  const name = 'Zwroty 30 dni (sklep)';
  await page.getByTestId('condition-name').fill(name);
  await form.getByTestId('withdrawal-days').fill('30');
  await form.getByLabel('Koszt zwrotu pokrywa').click();
  await page.getByRole('option', { name: 'Sprzedający' }).click();
  await address.getByLabel('Nazwa').fill('Sklep Demo');
  await address.getByLabel('Ulica').fill('Długa 5');
  await address.getByLabel('Kod pocztowy').fill('00-950');
  await address.getByLabel('Miasto').fill('Warszawa');
  await form.getByLabel('Zwroty także dla firm').check();
  await shot(page, 'after-sales-form-pl.png');
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);

  // Sent through the outbox: the marketplace made it, and the list shows it from the local copy.
  await expect(rows(page).filter({ hasText: name })).toBeVisible({ timeout: 60_000 });
  const created = (await heldPolicies(url)).find((p) => p.name === name)!;
  expect(created).toMatchObject({ withdrawalPeriod: 'P30D', returnCostCoveredBy: 'SELLER' });

  await openFirstOffer(page);
  const offerId = (await page.getByRole('complementary').getAttribute('aria-label'))!.replace(/^Oferta /, '');
  await page.getByTestId('pick-return-policy').click();
  await page.getByRole('option', { name }).click();
  await shot(page, 'after-sales-offer-picker-pl.png');
  await page.getByTestId('offer-after-sales-save').click();
  await expect
    .poll(
      async () => (await control<{ returnPolicyId: string }>(url, 'offer', { id: offerId })).returnPolicyId,
      {
        timeout: 60_000,
      },
    )
    .toBe(created.id);
  await expect(page.getByTestId('pick-return-policy')).toHaveValue(name);

  // The same screens in English.
  await language(page, 'EN');
  await expect(page.getByTestId('offer-after-sales')).toContainText('After-sales conditions');
  await shot(page, 'after-sales-offer-picker-en.png');
  await page.keyboard.press('Escape');
  await openConditions(page);
  await rows(page).filter({ hasText: name }).click();
  await expect(page.getByTestId('condition-detail')).toContainText('Returns for companies too');
  await shot(page, 'after-sales-list-en.png');
  await page.getByTestId('condition-new').click();
  await expect(form).toContainText('Right of withdrawal');
  await shot(page, 'after-sales-form-en.png');
  await page.keyboard.press('Escape');
  await page.getByTestId('after-sales-kinds').getByText('Warranties').click();
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('condition-new').click();
  await expect(form).toContainText('Warranty card (PDF)');

  // A warranty with its card: the PDF picked in the form goes to the marketplace in two steps, then the warranty.
  const warrantyName = 'Warranty 18 months with card';
  await page.getByTestId('condition-name').fill(warrantyName);
  await form.getByLabel('Period for consumers (such as P12M, P2Y)').fill('P18M');
  await form.locator('input[type=file]').setInputFiles({
    name: 'warranty-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(form).toContainText('File on the marketplace: warranty-card.pdf', { timeout: 30_000 });
  await shot(page, 'after-sales-warranty-form-en.png');
  await page.getByTestId('condition-save').click();
  await expect(form).toHaveCount(0);
  await expect(rows(page).filter({ hasText: warrantyName })).toBeVisible({ timeout: 60_000 });
  const warranties = (
    await control<{
      warranties: { name: string; individual: unknown; attachment: { name: string } | null }[];
    }>(url, 'afterSalesConditions', { sellerId: MAIN_SELLER_ID })
  ).warranties;
  expect(warranties.find((w) => w.name === warrantyName)).toMatchObject({
    individual: { period: 'P18M', lifetime: false },
    attachment: { name: 'warranty-card.pdf' },
  });
  await language(page, 'PL');
});

test('with the marketplace stopped the conditions and the offer pickers read from the local copy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { market, dataDir } = await signedIn();
  await openApp(page, await hosts.serve(dataDir));
  await openConditions(page);
  const count = await rows(page).count();
  await openFirstOffer(page);
  await page.keyboard.press('Escape');

  await market.stop();
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });

  await openConditions(page);
  await expect(rows(page)).toHaveCount(count);
  for (const kind of ['Reklamacje', 'Gwarancje', 'Zwroty']) {
    await page.getByTestId('after-sales-kinds').getByText(kind, { exact: true }).click();
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().click();
    await expect(page.getByTestId('condition-detail')).toBeVisible();
  }
  await shot(page, 'after-sales-offline-pl.png');
  await openFirstOffer(page);
  await page.getByTestId('pick-return-policy').click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
});
