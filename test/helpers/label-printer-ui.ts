import { expect, test, type Page } from '@playwright/test';
import { openApp } from './app-window';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from './printer-listener';
import { webHosts } from './web-host';

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

/** Makes the data folder's printer the protocol profile's (Printers → Profiles must be showing). */
export async function protocolsToFolder(page: Page): Promise<void> {
  const card = page.getByTestId('profile-protocol');
  await card.getByRole('combobox', { name: 'Drukarka' }).click();
  await page.getByRole('option', { name: /Wydruki do folderu danych/ }).click();
  await card.getByTestId('profile-protocol-save').click();
  await expect(page.getByText('Zapisano profil').first()).toBeVisible();
}

/**
 * The web hosts and label printers of a packing station's end-to-end tests, all stopped after each test (the hosts
 * first). `open` starts a Zebra that answers its status query (ready, paper in), opens the app on a data folder and
 * adds that printer as the seller does; it answers the printer.
 */
export function packingStationHosts() {
  const hosts = webHosts();
  const listeners: PrinterListener[] = [];
  test.afterEach(async () => {
    await hosts.stop();
    await Promise.all(listeners.splice(0).map((listener) => listener.close()));
  });
  return {
    hosts,
    open: async (page: Page, dataDir: string): Promise<PrinterListener> => {
      const printer = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
      listeners.push(printer);
      await openApp(page, await hosts.serve(dataDir));
      await addLabelPrinter(page, printer.port);
      return printer;
    },
  };
}
