import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, reloadApp } from '../helpers/app-window';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { gridRow } from '../helpers/grid';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The demo shop's seller (electron/demo-market/data/sellers.ts). */
const SELLER = '43218765';

interface MarketOffer {
  categoryId: string;
  compatibilityList?: { type: string; items: { type: string; id?: string; text?: string }[] } | null;
}

const marketOffer = (url: string, id: string) => control<MarketOffer>(url, 'offer', { id });

/** The seller's first live offer (listed, not hidden) in a category, by its full record on the marketplace. */
async function offerIn(url: string, categoryId: string): Promise<string> {
  const offers = await control<{ id: string; status: string; hidden: boolean }[]>(url, 'offers', {
    sellerId: SELLER,
  });
  for (const { id } of offers.filter((o) => o.status === 'ACTIVE' && !o.hidden)) {
    if ((await marketOffer(url, id)).categoryId === categoryId) return id;
  }
  throw new Error(`the shop has no offer in category ${categoryId}`);
}

/** Opens an offer from the offers list, found by its number. */
async function openOffer(page: Page, offerId: string): Promise<void> {
  await page.keyboard.press('Alt+3');
  const table = page.getByTestId('offers-table');
  await expect(table).toBeVisible();
  await page.getByRole('textbox', { name: /Szukaj|Search/ }).fill(offerId);
  await expect(gridRow(table, 0)).toContainText(offerId, { timeout: 60_000 });
  await table.getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
}

test('a compatibility list is taken from the suggestion, edited (rows removed and added) and saved; it reads offline', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const {
    cli: market,
    url,
    dataDir,
  } = await syncedShop(hosts, e2eShops.compatibility, 'sd-e2e-compatibility-');
  const mats = await offerIn(url, '4094');
  await openApp(page, await hosts.serve(dataDir));
  await expect(page.getByTestId('offers-table').or(page.getByTestId('orders-table')).first()).toBeVisible({
    timeout: 60_000,
  });
  await openOffer(page, mats);
  // The list is part of the full offer: read first.
  await page.getByRole('button', { name: 'Pobierz pełną ofertę' }).click();
  await expect(page.getByRole('button', { name: 'Pobierz pełną ofertę' })).toHaveCount(0, {
    timeout: 60_000,
  });

  // No list yet: the marketplace's suggestion is one click away.
  const editor = page.getByTestId('compatibility-editor');
  await expect(editor).toContainText('Pasuje do', { timeout: 60_000 });
  await expect(editor).toContainText('Oferta nie ma jeszcze listy');
  await editor.getByRole('button', { name: 'Użyj propozycji' }).click();
  const rows = editor.getByRole('listitem');
  const suggested = await rows.count();
  expect(suggested).toBeGreaterThan(1);
  await expect(editor.getByTestId('compatibility-count')).toContainText(`${suggested}/200`);

  // One row removed, one vehicle added from the database: make, model, type.
  const removed = (await rows.first().innerText()).trim();
  await editor.getByRole('button', { name: `Usuń wiersz ${removed}` }).click();
  await expect(rows).toHaveCount(suggested - 1);
  await editor.getByRole('combobox', { name: 'Marka' }).click();
  await page.getByRole('option', { name: 'BMW', exact: true }).click();
  await editor.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: '3 (E90)' }).click();
  await editor.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: /320 d/ }).click();
  await editor.getByRole('button', { name: 'Dodaj pojazd' }).click();
  await expect(rows).toHaveCount(suggested);
  await expect(rows.last()).toContainText('BMW 3 (E90)');
  await page.screenshot({ path: join(screenshots, 'compatibility-editor-pl.png') });

  await editor.getByRole('button', { name: 'Zapisz listę' }).click();
  await expect
    .poll(async () => (await marketOffer(url, mats)).compatibilityList?.items.length ?? 0, {
      timeout: 60_000,
    })
    .toBe(suggested);
  const saved = (await marketOffer(url, mats)).compatibilityList!;
  expect(saved.type).toBe('MANUAL');
  expect(saved.items.every((item) => item.type === 'ID')).toBe(true);
  await expect(editor.getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect(editor.getByRole('button', { name: 'Zapisz listę' })).toBeDisabled();

  await language(page, 'EN');
  await expect(editor).toContainText('Compatibility list');
  await expect(editor.getByTestId('compatibility-count')).toContainText(`Rows: ${suggested}/200`);
  await page.screenshot({ path: join(screenshots, 'compatibility-editor-en.png') });
  await language(page, 'PL');

  // The marketplace stopped: the list and the vehicles of a make already opened still read from the local copy.
  await market.stop();
  await reloadApp(page);
  await openOffer(page, mats);
  await expect(rows).toHaveCount(suggested);
  // Rows taken from the suggestion read by name too, not by number.
  await expect(rows.first()).not.toHaveText(/^\d+$/);
  await expect(rows.last()).toContainText('BMW 3 (E90)');
  await editor.getByRole('combobox', { name: 'Marka' }).click();
  await page.getByRole('option', { name: 'BMW', exact: true }).click();
  await editor.getByRole('combobox', { name: 'Model' }).click();
  await expect(page.getByRole('option', { name: '5 (F10)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: join(screenshots, 'compatibility-editor-offline.png') });
});

test('text rows are counted against the category limits as they are typed, and saved', async ({ page }) => {
  test.setTimeout(180_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.compatibility, 'sd-e2e-compatibility-text-');
  const tool = await offerIn(url, '147663');
  await openApp(page, await hosts.serve(dataDir));
  await expect(page.getByTestId('orders-table')).toBeVisible({ timeout: 60_000 });
  await openOffer(page, tool);
  await page.getByRole('button', { name: 'Pobierz pełną ofertę' }).click();

  const editor = page.getByTestId('compatibility-editor');
  await expect(editor).toContainText('tekst, najwyżej 200 wierszy po 100 znaków', { timeout: 60_000 });
  const rows = editor.getByRole('textbox', { name: 'Jeden wiersz na linię' });
  await rows.fill(`Akumulatory Makita 18V LXT\n${'x'.repeat(101)}`);
  await expect(editor.getByTestId('compatibility-count')).toContainText('2/200');
  await expect(editor).toContainText('Wiersz 2: 101/100 znaków');
  const save = editor.getByRole('button', { name: 'Zapisz listę' });
  await expect(save).toBeDisabled();
  await page.screenshot({ path: join(screenshots, 'compatibility-text-pl.png') });
  await language(page, 'EN');
  await expect(editor).toContainText('Row 2: 101/100 characters');
  await page.screenshot({ path: join(screenshots, 'compatibility-text-en.png') });
  await language(page, 'PL');

  await rows.fill('Akumulatory Makita 18V LXT\nŁadowarka Makita DC18RC');
  await expect(editor).not.toContainText('Wiersz 2:');
  await expect(save).toBeEnabled();
  await save.click();
  await expect
    .poll(async () => (await marketOffer(url, tool)).compatibilityList?.items, { timeout: 60_000 })
    .toEqual([
      { type: 'TEXT', text: 'Akumulatory Makita 18V LXT' },
      { type: 'TEXT', text: 'Ładowarka Makita DC18RC' },
    ]);
});
