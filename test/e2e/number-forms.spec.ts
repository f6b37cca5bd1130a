import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { offerRowAt, openFirstOffer } from '../helpers/offers-list';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

const digits = (text: string) => text.replace(/\D/g, '');

test('the price field writes the price as the lists do, with the currency beside it, in Polish and English', async ({
  page,
}) => {
  const { dataDir } = await syncedShop(hosts, e2eShops.offerEditing, 'sd-e2e-price-field-');
  await openApp(page, await hosts.serve(dataDir));
  await openFirstOffer(page);
  const listed = (await offerRowAt(page, 0).getByTestId('offer-price').innerText()).trim();
  expect(listed).toMatch(/\d,\d\d\s*zł$/);

  const editor = page.getByTestId('offer-editor');
  const field = editor.getByRole('textbox', { name: /Cena/ });
  await expect(field).toHaveValue(/^\d+,\d\d$/);
  expect(digits(await field.inputValue())).toBe(digits(listed));
  await expect(editor.getByTestId('price-currency')).toHaveText('zł');
  await page.screenshot({ path: join(screenshots, 'price-field-pl.png') });

  await language(page, 'EN');
  const english = editor.getByRole('textbox', { name: /Price/ });
  await expect(english).toHaveValue(/^\d+\.\d\d$/);
  expect(digits(await english.inputValue())).toBe(digits(listed));
  await expect(editor.getByTestId('price-currency')).toHaveText('PLN');
  await page.screenshot({ path: join(screenshots, 'price-field-en.png') });
});

/** A list's moment to the minute and a history's to the second, in the interface language's own order. */
const forms = {
  pl: { list: /^\d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/, history: /^\d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/ },
  en: { list: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, history: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/ },
};

test('lists write a moment in one form and histories in another, both in the interface language: orders, an offer’s changes, the print queue', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.offerEditing, 'sd-e2e-date-forms-');
  await openApp(page, await hosts.serve(dataDir));

  // An entry in the offer's history: its stock changed.
  await openFirstOffer(page);
  const stock = page.getByTestId('offer-editor').getByRole('textbox', { name: /Dostępne/ });
  await stock.fill(String(Number((await stock.inputValue()) || '0') + 1));
  await stock.press('Enter');
  // The moment beside the change's state (the app's, not the offer's values).
  const changed = page
    .getByTestId('offer-history')
    .getByText(/^[\d./]+, [\d:]+$/)
    .first();
  await expect(changed).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // A print job: the label profile's test page, to the data folder.
  await page.keyboard.press('Alt+8');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const card = page.getByTestId('profile-label');
  await card.getByRole('combobox', { name: 'Drukarka' }).click();
  await page.getByRole('option', { name: /Wydruki do folderu danych/ }).click();
  await card.getByTestId('profile-label-save').click();
  await card.getByTestId('profile-label-test').click();
  await expect(page.getByText(/Strona testowa trafiła do kolejki/)).toBeVisible();

  for (const lang of ['pl', 'en'] as const) {
    if (lang === 'en') await language(page, 'EN');
    await page.keyboard.press('Alt+8');
    await page.getByRole('tab', { name: lang === 'pl' ? /Kolejka i historia/ : /Queue and history/ }).click();
    // The queue's second column says when the job was made.
    await expect(page.getByTestId('job-row').first().locator('td').nth(1)).toHaveText(forms[lang].history);

    await page.keyboard.press('Alt+1');
    const bought = page.getByTestId('orders-table').locator('[role="rowgroup"] [role="gridcell"]').first();
    await expect(bought).toHaveText(forms[lang].list, { timeout: 30_000 });

    await page.keyboard.press('Alt+3');
    await expect(offerRowAt(page, 0)).toBeVisible({ timeout: 30_000 });
    await offerRowAt(page, 0).click();
    await expect(changed).toHaveText(forms[lang].history);
    await page.screenshot({ path: join(screenshots, `date-forms-${lang}.png`) });
    await page.keyboard.press('Escape');
  }
});
