import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { offerRowAt, offersTable } from '../helpers/offers-list';
import { syncedShop } from '../helpers/synced-shops';
import { openTab } from '../helpers/tabs';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/**
 * Polish forms of "oferta" after a count, as a grammar book states them (written here apart from the app): 1 oferta;
 * 2–4, 22–24, 32–34… oferty, but 12–14 ofert; every other whole number ofert.
 */
function polishOffers(n: number): string {
  if (n === 1) return 'oferta';
  const tens = n % 100;
  return n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14) ? 'oferty' : 'ofert';
}

/** The same noun in the accusative, as "Zmień … ofertę" takes it: only the singular differs. */
const polishOffersToChange = (n: number): string => (n === 1 ? 'ofertę' : polishOffers(n));

test('Variants and tags: the parameters and statuses in the interface language, offer counts in the form of their number', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.deliveryTags, 'sd-e2e-variant-words-');
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-variants');
  const variants = page.getByTestId('variants-tab');
  const set = variants.getByTestId('variant-set').first();
  await expect(set).toBeVisible({ timeout: 60_000 });
  await expect(set).toContainText('Różnią się: Kolor/wzór');
  await expect(set).not.toContainText('color/pattern');
  await expect(set).toContainText(/Aktywna|Szkic|Zakończona|Aktywowana/);
  await expect(set).not.toContainText(/\b(ACTIVE|INACTIVE|ENDED|ACTIVATING)\b/);

  const badges = variants.getByTestId('seller-tags').locator('.mantine-Badge-root');
  await expect(badges.first()).toBeVisible();
  for (const text of await badges.allInnerTexts()) {
    const [, count, noun] = /· (\d+) (\S+)/.exec(text) ?? [];
    expect(noun, text).toBe(polishOffers(Number(count)));
  }
  await page.screenshot({ path: join(screenshots, 'variants-words-pl.png'), fullPage: true });

  await language(page, 'EN');
  await expect(set).toContainText('They differ by: Colour/pattern');
  await expect(set).toContainText(/Active|Draft|Ended|Activating/);
  await expect(set).not.toContainText(/\b(ACTIVE|INACTIVE|ENDED|ACTIVATING)\b/);
  for (const text of await badges.allInnerTexts()) {
    const [, count, noun] = /· (\d+) (\S+)/.exec(text) ?? [];
    expect(noun, text).toBe(Number(count) === 1 ? 'offer' : 'offers');
  }
  await page.screenshot({ path: join(screenshots, 'variants-words-en.png'), fullPage: true });
});

// Twenty-two rows and the dialog's header fit the window without scrolling.
test.describe(() => {
  test.use({ viewport: { width: 1440, height: 1500 } });

  async function batchTitle(page: Page): Promise<string> {
    await page.getByTestId('offers-batch').click();
    const dialog = page.getByRole('dialog');
    const title = (await dialog.locator('.mantine-Modal-title').innerText()).trim();
    await dialog.getByRole('button', { name: /^(Anuluj|Cancel)$/ }).click();
    await expect(dialog).toHaveCount(0);
    return title;
  }

  test('a count says its noun in the form of its number: 1, 2, 5 and 22 ticked offers, in Polish and English', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { dataDir } = await syncedShop(hosts, e2eShops.offerEditing, 'sd-e2e-count-words-');
    await openApp(page, await hosts.serve(dataDir));
    await page.keyboard.press('Alt+3');
    await expect(offerRowAt(page, 21)).toBeVisible({ timeout: 60_000 });

    let ticked = 0;
    for (const count of [1, 2, 5, 22]) {
      for (; ticked < count; ticked++) await offerRowAt(page, ticked).getByTestId('offer-tick').click();
      await expect(page.getByTestId('offers-batch')).toContainText(`(${count})`);
      expect(await batchTitle(page)).toBe(`Zmień ${count} ${polishOffersToChange(count)}`);
    }
    await page.screenshot({ path: join(screenshots, 'count-words-pl.png') });

    await language(page, 'EN');
    expect(await batchTitle(page)).toBe('Change 22 offers');
    // The header's box unticks every ticked offer; then one is ticked again.
    await page.getByTestId('offers-tick-all').click();
    await expect(page.getByTestId('offers-batch')).toBeDisabled();
    await offerRowAt(page, 0).getByTestId('offer-tick').click();
    expect(await batchTitle(page)).toBe('Change 1 offer');
    await expect(offersTable(page)).toBeVisible();
  });
});
