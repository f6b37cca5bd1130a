import { expect, type Page } from '@playwright/test';

/**
 * How long the app's window may take to open: a cold page, its scripts, and the web host's core opening the data
 * folder, which a 2-core machine busy with other tests stretches far past the 10 s an expectation gets by default.
 */
export const appOpenMs = 60_000;

/** The app's window is up when its list of sections is (in either language): only then does it take their keys. */
async function shown(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: /^(Sekcje|Sections)$/ })).toBeVisible({
    timeout: appOpenMs,
  });
}

/** Opens the app at a web host's address, as the seller does, and waits until its window is up. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await shown(page);
}

/** Loads the window again (F5) and waits until it is up again. */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload();
  await shown(page);
}

/**
 * Switches the interface language with the top bar's toggle. An open dialog's overlay covers the bar from the
 * pointer, so the click goes to the toggle's control itself.
 */
export async function language(page: Page, value: 'PL' | 'EN'): Promise<void> {
  await page.getByTestId('language-toggle').getByRole('radio', { name: value }).dispatchEvent('click');
}

/** Picks an option of a list filter (a select labelled `filter`) and closes its dropdown. */
export async function pick(page: Page, filter: string, option: string): Promise<void> {
  await page.getByLabel(filter, { exact: true }).first().click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** Opens the order the orders list has selected (its first row at first) with Enter, and answers its id. */
export async function openSelectedOrder(page: Page): Promise<string> {
  await page.getByTestId('orders-table').getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-detail')).toBeVisible();
  const label = await page.getByRole('complementary').getAttribute('aria-label');
  return label!.replace(/^Zamówienie /, '');
}
