import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, pick } from '../helpers/app-window';
import { offerRowAt as rowAt, offersTable, openLiveBuyNowOffers } from '../helpers/offers-list';
import { syncNow } from '../helpers/sync-panel';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** "12,00 zł" or "12.00 PLN" as a number. */
const amountIn = (text: string): number => {
  const match = /(\d[\d\s\u00a0]*[.,]\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
};

test('the fee preview updates while the seller types a price, the list shows running fees, and both read offline', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const market = await syncedShop(hosts, e2eShops.fees, 'sd-e2e-fees-');
  const { dataDir } = market;
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+3');
  await expect(rowAt(page, 5)).toBeVisible({ timeout: 60_000 });

  // An ended or draft offer runs no fees: a dash that says so.
  await pick(page, 'Status', 'Zakończona');
  await expect(rowAt(page, 0).getByTestId('offer-fee-none')).toHaveAttribute('title', /nie jest aktywna/, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();

  // The profile sync quotes the active offers: each shows its fee per cycle and its next charge.
  await pick(page, 'Status', 'Aktywna');
  const fee = rowAt(page, 0).getByTestId('offer-fee');
  await expect(fee).toContainText('następna', { timeout: 90_000 });
  await expect(fee).toHaveAttribute('title', /co 10 dni/);
  await page.screenshot({ path: join(screenshots, 'fees-list-column-pl.png') });
  await language(page, 'EN');
  await expect(fee).toContainText('next');
  await page.screenshot({ path: join(screenshots, 'fees-list-column-en.png') });
  await language(page, 'PL');

  // The editor: each price typed shows the fees the marketplace would charge at it.
  await offersTable(page).getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  const preview = page.getByTestId('fee-preview');
  const commission = preview.getByTestId('fee-commission');
  await expect(commission).toContainText('Prowizja od sprzedaży', { timeout: 30_000 });
  await page.keyboard.press('e');
  const priceField = page.getByTestId('offer-editor').getByRole('textbox', { name: /Cena/ });
  await expect(priceField).toBeFocused();
  await page.keyboard.type('100', { delay: 80 });
  await expect(priceField).toHaveValue('100');
  await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const at100 = amountIn((await commission.textContent())!);
  expect(at100).toBeGreaterThan(0);
  // Typing on: the preview follows the price, half-typed values included, and ends at the last one.
  await page.keyboard.type('0', { delay: 80 });
  await page.keyboard.type(',5', { delay: 80 });
  await expect(priceField).toHaveValue('1000,5');
  await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect
    .poll(async () => amountIn((await commission.textContent())!))
    .toBeCloseTo((at100 / 100) * 1000.5, 1);
  await expect(preview.getByTestId('fee-quote')).toContainText('co 10 dni');
  await page.screenshot({ path: join(screenshots, 'fees-editor-preview-pl.png') });
  await language(page, 'EN');
  await expect(commission).toContainText('Sales commission');
  await page.screenshot({ path: join(screenshots, 'fees-editor-preview-en.png') });
  await language(page, 'PL');
  // A price the marketplace could not take asks for a valid one instead of a preview.
  await priceField.fill('12,345');
  await expect(preview).toContainText('Wpisz poprawną cenę');
  // Esc puts the price back; nothing was saved.
  await priceField.focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('outbox-counts')).not.toContainText('1');
  // Esc leaves the field, the next closes the offer: the list shows every column again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('offer-detail')).toHaveCount(0);

  // The marketplace stops: the list's fees still read from the local copy, the preview says it needs the connection.
  await market.cli.stop();
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });
  await expect(rowAt(page, 0).getByTestId('offer-fee')).toContainText('następna');
  await page.screenshot({ path: join(screenshots, 'fees-list-offline-pl.png') });
  await offersTable(page).getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await priceField.fill('77');
  await expect(preview.getByTestId('fee-preview-offline')).toContainText('wymaga połączenia z rynkiem', {
    timeout: 30_000,
  });
  await expect(preview.getByTestId('fee-preview-offline')).toContainText('Ostatnio znane opłaty bieżące');
  await page.screenshot({ path: join(screenshots, 'fees-offline-pl.png') });
  await language(page, 'EN');
  await expect(preview.getByTestId('fee-preview-offline')).toContainText('needs the connection');
  await page.screenshot({ path: join(screenshots, 'fees-offline-en.png') });
});

test('the batch price change shows the fees at the new prices of the offers it changes', async ({ page }) => {
  test.setTimeout(180_000);
  const market = await syncedShop(hosts, e2eShops.fees, 'sd-e2e-fees-batch-');
  const { dataDir } = market;
  await openLiveBuyNowOffers(page, await hosts.serve(dataDir));

  // Three offers ticked, their prices raised by 10 %.
  for (const index of [0, 1, 2]) await rowAt(page, index).getByTestId('offer-tick').click();
  await expect(page.getByTestId('offers-batch')).toContainText('(3)');
  await page.getByTestId('offers-batch').click();
  await expect(page.getByTestId('offer-batch-value')).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('offer-batch');
  await expect(dialog).toHaveAttribute('data-step', 'preview');
  const fees = dialog.getByTestId('batch-fees');
  await expect(fees.getByTestId('batch-fees-commission')).toContainText('każdej z 3 ofert', {
    timeout: 30_000,
  });
  expect(amountIn((await fees.getByTestId('batch-fees-commission').textContent())!)).toBeGreaterThan(0);
  await page.screenshot({ path: join(screenshots, 'fees-batch-pl.png') });
  await language(page, 'EN');
  await expect(fees.getByTestId('batch-fees-commission')).toContainText('each of the 3 offers');
  await page.screenshot({ path: join(screenshots, 'fees-batch-en.png') });
});
