import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { addLabelPrinter } from '../helpers/label-printer-ui';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from '../helpers/printer-listener';
import { tempDir } from '../helpers/temp-dir';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
const listeners: PrinterListener[] = [];
test.afterEach(async () => {
  await hosts.stop();
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

async function listener(options: Parameters<typeof startPrinterListener>[0]): Promise<PrinterListener> {
  const started = await startPrinterListener(options);
  listeners.push(started);
  return started;
}

/** Fills the add dialog for a network printer at 127.0.0.1:`port` named `name` and adds it. */
async function add(page: Page, port: number, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Dodaj drukarkę' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adres IP lub nazwa').fill('127.0.0.1');
  await dialog.getByLabel('Port').fill(String(port));
  await dialog.getByLabel('Nazwa (opcjonalnie)').fill(name);
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
}

test('adding a printer says which address it checks and what it found, and lets the seller cancel or go on', async ({
  page,
}) => {
  // A printer that takes the connection and never answers its status query: the slowest a check gets.
  const silent = await listener({ stall: true });
  const address = `127.0.0.1:${silent.port}`;
  await openApp(page, await hosts.serve(tempDir('sd-e2e-add-printer-')));
  await page.keyboard.press('Alt+8');
  const list = page.getByTestId('printer-list');
  await expect(list).toBeVisible();

  await add(page, silent.port, 'Cicha');
  const dialog = page.getByRole('dialog', { name: 'Sprawdzam drukarki' });
  await expect(dialog.getByTestId('probe-printer')).toContainText(address);
  await expect(dialog.getByTestId('probe-system')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Dalej' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Anuluj dodawanie' })).toBeEnabled();
  // What each check found, once it has: the printer did not say how it is; the system's printers were counted.
  await expect(dialog.getByTestId('probe-printer')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  await expect(dialog.getByTestId('probe-printer')).toHaveText(
    `${address}: Stan nieznany (jeszcze nie odpowiedziała na pytanie o stan)`,
  );
  await expect(dialog.getByTestId('probe-system')).toHaveText(/^Drukarki w systemie: \d+$/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: join(screenshots, 'printer-adding-checked.png') });

  await dialog.getByRole('button', { name: 'Anuluj dodawanie' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list).not.toContainText('Cicha');

  // Going on at once: the dialog closes while the check still waits, and the printer stays in the list.
  await add(page, silent.port, 'Cicha');
  await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(list.getByTestId('printer-row').filter({ hasText: 'Cicha' })).toContainText(address);

  // A printer that answers ready closes the dialog by itself, as adding one always did.
  const zebra = await listener({ hostStatus: hostStatusAnswer({}) });
  await addLabelPrinter(page, zebra.port);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
