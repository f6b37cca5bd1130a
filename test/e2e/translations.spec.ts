import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

type Manual = Record<string, { title?: string; description?: unknown }>;
const manualOf = async (url: string, id: string): Promise<Manual> =>
  (await control<{ translations?: Manual }>(url, 'offer', { id })).translations ?? {};

/** The detail's translations in a tall window, so the whole part shows on the picture. */
async function picture(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.getByTestId('offer-translations').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, name) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openFirstOffer(page: Page): Promise<string> {
  await page.keyboard.press('Alt+3');
  const table = page.getByTestId('offers-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  await table.getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  return (await page.getByRole('complementary').getAttribute('aria-label'))!.replace(/^(Oferta|Offer) /, '');
}

test('a translated title is edited and saved, the marketplace holds it, a manual one is deleted; offline the copy is read', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const market = await syncedShop(hosts, e2eShops.translations, 'sd-e2e-translations-');
  const { dataDir } = market;
  await openApp(page, await hosts.serve(dataDir));
  const offerId = await openFirstOffer(page);

  const part = page.getByTestId('offer-translations');
  const card = (tag: string) => part.locator(`[data-testid="translation"][data-language="${tag}"]`);
  // Read from the marketplace as the detail opens: the automatic translations.
  await expect(card('cs-CZ')).toContainText('automatyczne', { timeout: 30_000 });
  await expect(card('en-US').getByTestId('translation-title')).toContainText('[EN]');

  // Edit the English title: Enter saves through the outbox; the marketplace ends up holding it.
  await card('en-US').getByRole('button', { name: 'Zmień tytuł' }).click();
  const input = card('en-US').getByTestId('translation-title-input');
  await expect(input).toBeFocused();
  await input.fill('Blue enamel mug');
  await page.keyboard.press('Enter');
  await expect(card('en-US').getByTestId('translation-title')).toHaveText('Blue enamel mug');
  await expect(card('en-US')).toContainText('ręczne');
  await expect(card('en-US').getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect
    .poll(async () => (await manualOf(market.url, offerId))['en-US']?.title)
    .toBe('Blue enamel mug');

  // A translation in a new language: picked, its title typed, saved.
  await part.getByTestId('translation-add-language').fill('de-DE');
  await part.getByRole('button', { name: 'Dodaj tłumaczenie' }).click();
  await card('de-DE').getByTestId('translation-title-input').fill('Blaue Emailletasse');
  await page.keyboard.press('Enter');
  await expect(card('de-DE').getByTestId('translation-title')).toHaveText('Blaue Emailletasse');
  await expect
    .poll(async () => (await manualOf(market.url, offerId))['de-DE']?.title)
    .toBe('Blaue Emailletasse');
  await expect(card('de-DE').getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await picture(page, 'translations-pl.png');

  // Delete the manual English title: the automatic one comes back, on the marketplace and here.
  await card('en-US').getByRole('button', { name: 'Usuń ręczny tytuł' }).click();
  await expect.poll(async () => (await manualOf(market.url, offerId))['en-US']).toBeUndefined();
  await expect(card('en-US').getByTestId('translation-title')).toContainText('[EN]', { timeout: 60_000 });
  await expect(card('en-US')).not.toContainText('ręczne');

  // A language the marketplace does not take: refused, shown in the outbox panel with its words, discarded there.
  await part.getByTestId('translation-add-language').fill('fr-FR');
  await part.getByRole('button', { name: 'Dodaj tłumaczenie' }).click();
  await card('fr-FR').getByTestId('translation-title-input').fill('Tasse bleue');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outbox-counts')).toContainText('1!', { timeout: 60_000 });
  await expect(card('fr-FR')).toHaveCount(0);
  await page.getByTestId('outbox-counts').click();
  const panel = page.getByRole('dialog', { name: 'Zmiany' });
  const refused = panel.getByTestId('outbox-change').filter({ hasText: 'fr-FR' });
  await expect(refused).toContainText('Tłumaczenia na język fr-FR nie są obsługiwane.');
  await expect(refused).toContainText('Tytuł tłumaczenia');
  await page.screenshot({ path: join(screenshots, 'translations-refused-pl.png') });
  await refused.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(page.getByTestId('outbox-counts')).not.toContainText('!');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await language(page, 'EN');
  await expect(part).toContainText('Translations');
  await expect(card('de-DE')).toContainText('manual');
  await picture(page, 'translations-en.png');
  await language(page, 'PL');

  // The marketplace stops: the offer's translations are read from the local copy, and the part says so.
  await market.cli.stop();
  await hosts.stop();
  await openApp(page, await hosts.serve(dataDir));
  await openFirstOffer(page);
  await expect(part.getByTestId('translations-offline')).toBeVisible({ timeout: 60_000 });
  await expect(card('de-DE').getByTestId('translation-title')).toHaveText('Blaue Emailletasse');
  await expect(card('cs-CZ')).toContainText('automatyczne');
  await picture(page, 'translations-offline-pl.png');
});
