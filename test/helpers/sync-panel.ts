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
