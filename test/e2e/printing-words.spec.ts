import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { packingStationHosts, protocolsToFolder } from '../helpers/label-printer-ui';
import { startPrinterListener, type PrinterListener } from '../helpers/printer-listener';
import { syncedShop } from '../helpers/synced-shops';
import { tempDir } from '../helpers/temp-dir';
import { screenshots } from '../helpers/web-host';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
const stalled: PrinterListener[] = [];
test.afterEach(async () => {
  await Promise.all(stalled.splice(0).map((listener) => listener.close()));
});

const queueRows = (page: Page) =>
  page
    .getByTestId('queue-table')
    .getByRole('row')
    .filter({ has: page.getByTestId('queue-order-id') });

/**
 * The first order of the packing queue the address check found nothing wrong with, going by a delivery method that
 * matches `delivery` when given.
 */
async function cleanOrderId(page: Page, delivery?: RegExp): Promise<string> {
  const rows = queueRows(page);
  await expect(rows.first()).toBeVisible({ timeout: 90_000 });
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    if (delivery && !delivery.test(await row.innerText())) continue;
    if ((await row.getByTestId('queue-problem').count()) > 0) continue;
    if ((await row.getByTestId('queue-state').count()) > 0) continue;
    return (await row.getByTestId('queue-order-id').innerText()).trim();
  }
  throw new Error('no order in the queue without a problem');
}

/** A day as a seller says it, written here apart from the app: "3 grudnia", "3 December". */
function spokenDay(lang: 'pl' | 'en', at = new Date()): string {
  const pl = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września'];
  pl.push('października', 'listopada', 'grudnia');
  const en = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
  en.push('October', 'November', 'December');
  return `${at.getUTCDate()} ${(lang === 'pl' ? pl : en)[at.getUTCMonth()]}`;
}

test('a network printer that has not answered its status query yet says so in the interface language', async ({
  page,
}) => {
  // A printer that takes the connection and then says nothing: its status stays unknown.
  const printer = await startPrinterListener({ stall: true });
  stalled.push(printer);
  await openApp(page, await hosts.serve(tempDir('sd-e2e-noanswer-')));
  await page.keyboard.press('Alt+8');
  await page.getByRole('button', { name: 'Dodaj drukarkę' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adres IP lub nazwa').fill('127.0.0.1');
  await dialog.getByLabel('Port').fill(String(printer.port));
  await dialog.getByLabel('Nazwa (opcjonalnie)').fill('Milcząca');
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();

  const row = page.getByTestId('printer-row').filter({ hasText: 'Milcząca' });
  await expect(row).toContainText('Stan nieznany', { timeout: 60_000 });
  await expect(row).toContainText('jeszcze nie odpowiedziała na pytanie o stan');
  await expect(row).not.toContainText('No answer');
  await page.screenshot({ path: join(screenshots, 'printer-no-answer-pl.png') });

  await language(page, 'EN');
  await expect(row).toContainText('State unknown');
  await expect(row).toContainText('no answer to the status query yet');
  await page.screenshot({ path: join(screenshots, 'printer-no-answer-en.png') });
});

test("the print queue names a label by its order and carrier and a protocol by carrier and day, in Polish and English, and the protocol's notice names the carrier as the queue does; the label writes its weight the Polish way", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-job-names-');
  const labelPrinter = await open(page, dataDir);
  // Protocols print to the data folder.
  await protocolsToFolder(page);

  // One parcel today, by a carrier whose name is not its id (InPost, not INPOST): its label prints by itself.
  await page.keyboard.press('Alt+2');
  const orderId = await cleanOrderId(page, /InPost|One Box|ORLEN|Pocztex/);
  await queueRows(page).filter({ hasText: orderId }).click();
  await expect(page.getByTestId('parcel-draft')).toBeVisible();
  await page.getByTestId('ship-order').click();
  await expect(page.getByTestId('scan-state')).toHaveAttribute('data-state', 'shipped', { timeout: 60_000 });
  // The label is Polish, so its weight has a decimal comma.
  const [labelJob] = await labelPrinter.waitForJobs(1);
  const printed = labelJob!.bytes.toString('utf8');
  expect(printed).toMatch(/Waga: \d+,\d\d kg/);
  expect(printed).not.toMatch(/\d\.\d\d kg/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The day's protocol: its notice counts one parcel in the singular.
  await page.getByRole('button', { name: 'Protokół nadania' }).click();
  const notice = page.getByText(/: 1 przesyłka$/);
  await expect(notice).toBeVisible({ timeout: 60_000 });
  const noticeText = (await notice.innerText()).trim();

  await page.keyboard.press('Alt+8');
  await page.getByRole('tab', { name: /Kolejka i historia/ }).click();
  const jobs = page.getByTestId('job-list');
  const label = jobs.getByTestId('job-row').filter({ hasText: 'ZPL' }).getByTestId('job-name');
  const protocol = jobs.getByTestId('job-row').filter({ hasText: 'PDF' }).getByTestId('job-name');
  const short = orderId.slice(0, 8);
  await expect(label).toHaveText(new RegExp(`^Etykieta zamówienia ${short}…, \\S.*$`));
  await expect(protocol).toHaveText(
    new RegExp(`^(Protokół nadania|Lista przekazania) \\S.*, ${spokenDay('pl')}$`),
  );
  await expect(jobs).not.toContainText('shipment');
  await expect(jobs).not.toContainText('demo:');
  // The notice named the carrier as the queue names it, not by the marketplace's id of it.
  const [, document, carrier] = /^(Protokół nadania|Lista przekazania) (.+), /.exec(
    await protocol.innerText(),
  )!;
  const noticeWords = document === 'Protokół nadania' ? 'Protokół' : 'Lista przekazania';
  expect(noticeText).toBe(`${noticeWords} ${carrier}: 1 przesyłka`);
  await page.screenshot({ path: join(screenshots, 'print-queue-names-pl.png'), fullPage: true });

  await language(page, 'EN');
  await expect(label).toHaveText(new RegExp(`^Label of order ${short}…, \\S.*$`));
  await expect(protocol).toHaveText(
    new RegExp(`^(Dispatch protocol|Hand-over list) \\S.*, ${spokenDay('en')}$`),
  );
  await page.screenshot({ path: join(screenshots, 'print-queue-names-en.png'), fullPage: true });
});
