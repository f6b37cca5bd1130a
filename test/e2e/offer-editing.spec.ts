import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { offersTable, openFirstOffer } from '../helpers/offers-list';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { control } from '../helpers/market-control';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The demo shop of these tests, with its control interface; its state is kept across a restart. */
const shop = e2eShops.offerEditing;

const marketOffer = (url: string, id: string) =>
  control<{ price: string; stock: number }>(url, 'offer', { id });

const rowOf = (page: Page, offerId: string) =>
  offersTable(page).getByRole('row').filter({ hasText: offerId });

/** The price and stock typed the way a seller does: "e" to the price, the new value, Tab, the stock, Enter. */
async function typePriceAndStock(page: Page, price: string, stock: number): Promise<void> {
  await page.keyboard.press('e');
  const priceField = page.getByTestId('offer-editor').getByRole('textbox', { name: /Cena/ });
  await expect(priceField).toBeFocused();
  await page.keyboard.type(price);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(stock));
  await page.keyboard.press('Enter');
}

test('a price and stock changed in the editor show as waiting, are sent, and wait across a restart while the marketplace is down', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const market = await syncedShop(hosts, shop, 'sd-e2e-edit-');
  const { dataDir, stateDir } = market;
  const port = new URL(market.url).port;
  // The marketplace works on an edit for a few seconds (202 and an operation), so "waiting" can be seen.
  await control(market.url, 'setOfferProcessing', { mode: 'async', seconds: 4 });
  await openApp(page, await hosts.serve(dataDir));

  const offerId = await openFirstOffer(page);
  const detail = page.getByTestId('offer-detail');
  const before = await marketOffer(market.url, offerId);
  const price = (Number(before.price) + 1.11).toFixed(2);
  const stock = before.stock + 5;

  await typePriceAndStock(page, price.replace('.', ','), stock);
  const row = rowOf(page, offerId);
  await expect(row.getByTestId('offer-price').getByTestId('waiting')).toBeVisible();
  await expect(row.getByTestId('offer-stock').getByTestId('waiting')).toBeVisible();
  await expect(row.getByTestId('offer-stock')).toContainText(String(stock));
  await expect(page.getByTestId('outbox-counts')).toContainText('1');
  const editor = page.getByTestId('offer-editor');
  await expect(editor.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
  await page.screenshot({ path: join(screenshots, 'offer-edit-waiting.png') });

  await expect(row.getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect(row.getByTestId('offer-price')).toContainText(price.replace('.', ','));
  expect(await marketOffer(market.url, offerId)).toMatchObject({ price, stock });
  await expect(detail.getByTestId('offer-history')).toContainText(`${before.stock} → ${stock}`);

  // Esc puts a field back and keeps the offer open.
  const title = editor.getByRole('textbox', { name: /Tytuł/ });
  const name = await title.inputValue();
  await title.focus();
  await page.keyboard.type(' zmiana');
  await expect(editor).toContainText(`${[...name].length + 7}/75`);
  await page.keyboard.press('Escape');
  await expect(title).toHaveValue(name);
  await expect(detail).toBeVisible();

  // The marketplace goes down: the next change waits, also across a restart of the web host.
  await market.cli.stop();
  const offline = stock + 3;
  await page
    .getByTestId('offer-editor')
    .getByRole('textbox', { name: /Dostępne/ })
    .fill(String(offline));
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('offer-stock').getByTestId('waiting')).toBeVisible();
  await hosts.stop();
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+3');
  const again = rowOf(page, offerId);
  await expect(again.getByTestId('offer-stock')).toContainText(String(offline), { timeout: 60_000 });
  await expect(again.getByTestId('offer-stock').getByTestId('waiting')).toBeVisible();
  await expect(page.getByTestId('outbox-counts')).toContainText('1');
  await page.screenshot({ path: join(screenshots, 'offer-edit-offline.png') });

  const back = await hosts.market({ ...shop, stateDir, port: Number(port) });
  await expect(again.getByTestId('waiting')).toHaveCount(0, { timeout: 150_000 });
  expect(await marketOffer(back.url, offerId)).toMatchObject({ price, stock: offline });
});

test("a refused restart shows the marketplace's words, the panel discards it, and the history undoes a change", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const market = await syncedShop(hosts, shop, 'sd-e2e-refuse-');
  const { dataDir } = market;
  await openApp(page, await hosts.serve(dataDir));
  const offerId = await openFirstOffer(page);
  const detail = page.getByTestId('offer-detail');
  // The shop's first offer by title (seed 14) has ended.
  await expect(detail.getByText('Zakończona').first()).toBeVisible();
  const before = await marketOffer(market.url, offerId);
  const row = rowOf(page, offerId);
  const editor = page.getByTestId('offer-editor');

  // No stock left: the marketplace refuses to restart the offer.
  await editor.getByRole('textbox', { name: /Dostępne/ }).fill('0');
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('offer-stock')).toContainText('0');
  await expect(row.getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await editor.getByRole('button', { name: 'Wznów ofertę' }).click();
  await expect(editor.getByRole('alert')).toContainText('Serwis odrzucił ostatnią zmianę', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('outbox-counts')).toContainText('1!');
  await page.screenshot({ path: join(screenshots, 'offer-edit-refused.png') });

  // The history undoes the stock change: a new change back to the stock before.
  const history = detail.getByTestId('offer-history');
  await expect(history).toContainText(`${before.stock} → 0`);
  await history
    .getByRole('button', { name: /^Cofnij zmianę/ })
    .first()
    .click();
  await expect(row.getByTestId('offer-stock')).toContainText(String(before.stock));
  await expect(row.getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await marketOffer(market.url, offerId)).stock).toBe(before.stock);

  // The panel shows the refusal with its words; discarding it clears the count.
  await page.getByTestId('outbox-counts').click();
  const panel = page.getByRole('dialog', { name: 'Zmiany' });
  const refused = panel.getByTestId('outbox-change').filter({ hasText: 'odrzucona' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Publikacja: zakończona → wznowiona');
  await page.screenshot({ path: join(screenshots, 'outbox-panel.png') });
  await refused.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(page.getByTestId('outbox-counts')).not.toContainText('!');
  await expect(panel.getByTestId('outbox-change').filter({ hasText: 'odrzucona' })).toHaveCount(0);
  // Esc closes the panel, and only the panel.
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(detail).toBeVisible();
});
