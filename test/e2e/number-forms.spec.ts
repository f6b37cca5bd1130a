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
