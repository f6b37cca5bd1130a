import { expect, type Page } from '@playwright/test';
import { openApp, pick } from './app-window';
import { gridRow } from './grid';
import { searchList } from './list-search';

export const offersTable = (page: Page) => page.getByTestId('offers-table');

/** The offers list's row `index` (0 is its first row, under the header). */
export const offerRowAt = (page: Page, index: number) => gridRow(offersTable(page), index);

/**
 * Opens the app at a web host's address on its offers (Alt+3), filtered to live "buy now" offers once the list
 * shows its rows: an auction's price cannot change, so what a price change touches is filtered this way.
 */
export async function openLiveBuyNowOffers(page: Page, hostUrl: string): Promise<void> {
  await openApp(page, hostUrl);
  await page.keyboard.press('Alt+3');
  await expect(offerRowAt(page, 5)).toBeVisible({ timeout: 60_000 });
  await pick(page, 'Status', 'Aktywna');
  await pick(page, 'Format', 'Kup teraz');
  await expect(offerRowAt(page, 0)).toContainText(/\d/, { timeout: 30_000 });
}

/** Opens the offers (Alt+3) and the first one's detail with the keyboard; answers that offer's id. */
export async function openFirstOffer(page: Page): Promise<string> {
  await page.keyboard.press('Alt+3');
  await expect(offersTable(page).getByRole('row').nth(5)).toBeVisible({ timeout: 60_000 });
  await offersTable(page).getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  return (await page.getByRole('complementary').getAttribute('aria-label'))!.replace(/^Oferta /, '');
}

/** Opens the offers (Alt+3) and one offer's detail, found by its number through the list's search. */
export async function openOfferById(page: Page, offerId: string): Promise<void> {
  await page.keyboard.press('Alt+3');
  const table = offersTable(page);
  await searchList(page, table, offerId);
  await expect(gridRow(table, 0)).toContainText(offerId, { timeout: 60_000 });
  await table.getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
}
