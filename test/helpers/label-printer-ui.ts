import { expect, type Page } from '@playwright/test';

/**
 * Adds a network label printer at 127.0.0.1:`port` as the seller does (Printers → Add printer, named
 * "Etykieciarka") and makes it the label profile's printer, printing automatically.
 */
export async function addLabelPrinter(page: Page, port: number): Promise<void> {
  await page.keyboard.press('Alt+8');
  await page.getByRole('button', { name: 'Dodaj drukarkę' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adres IP lub nazwa').fill('127.0.0.1');
  await dialog.getByLabel('Port').fill(String(port));
  await dialog.getByLabel('Nazwa (opcjonalnie)').fill('Etykieciarka');
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByTestId('printer-list')).toContainText('Etykieciarka');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const card = page.getByTestId('profile-label');
  await card.getByRole('combobox', { name: 'Drukarka' }).click();
  await page.getByRole('option', { name: /Etykieciarka/ }).click();
  await card.getByRole('switch', { name: 'Drukuj automatycznie' }).check();
  await card.getByTestId('profile-label-save').click();
  await expect(page.getByText('Zapisano profil').first()).toBeVisible();
}
