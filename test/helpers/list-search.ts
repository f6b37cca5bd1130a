import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into the search box of the section this list belongs to. Every list's box is named alike, so the list is
 * waited for first: right after a section key the box of the section just left can still be there, and text typed
 * into it filters the wrong list.
 */
export async function searchList(page: Page, list: Locator, text: string): Promise<void> {
  await expect(list).toBeVisible();
  await page.getByTestId('search').fill(text);
}
