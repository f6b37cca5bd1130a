import { expect, type Page } from '@playwright/test';

/**
 * A sync asked for as the seller asks: the connection in the status bar opens its panel, "Synchronizuj teraz",
 * Escape closes the panel again (so the next step sees the section, not the panel over it).
 */
export async function syncNow(page: Page): Promise<void> {
  await page.getByTestId('connection').click();
  const panel = page.getByTestId('sync-panel');
  await panel.getByRole('button', { name: 'Synchronizuj teraz' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
}

/**
 * Waits until the status bar says what the seller reads as caught up: connected, with nothing syncing. The sync the
 * app runs when it opens has then been through every stream (the window hears of the sync a few times a second,
 * not at each step, so the instant between two streams does not show as caught up).
 */
export async function caughtUp(page: Page, timeout = 90_000): Promise<void> {
  await expect(page.getByTestId('connection')).toHaveText('Połączono', { timeout });
}
