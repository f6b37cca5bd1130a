import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { packingStationHosts } from '../helpers/label-printer-ui';
import { control } from '../helpers/market-control';
import { scan } from '../helpers/scanner';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
test.use({ viewport: { width: 1440, height: 1100 } });

const LOCKER = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';

interface MarketOrder {
  id: string;
  buyer: { phone: string; address: { street: string } };
}

/** A paid locker order whose buyer's address the carriers take, paid while the app was closed. */
async function paidLockerOrder(url: string): Promise<string> {
  for (;;) {
    const { id } = await control<{ id: string }>(url, 'addOrder', {
      stage: 'READY_FOR_PROCESSING',
      methodId: LOCKER,
    });
    const order = await control<MarketOrder>(url, 'order', { id });
    const digits = order.buyer.phone.replace(/\D/g, '');
    if (/\d/.test(order.buyer.address.street) && digits.length >= 9 && digits.length <= 14) return id;
  }
}

test('the sender is edited in the settings from the keyboard, checked per field, and the next parcel goes with it and the locker drop-off point', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-sender-');
  const orderId = await paidLockerOrder(url);
  await open(page, dataDir);

  await page.keyboard.press('Alt+9');
  const card = page.getByTestId('sender-settings');
  await expect(card.getByTestId('sender-source')).toHaveText('Dane z konta');
  // Prefilled from the account: its profile and its return address.
  await expect(card.getByLabel('Ulica i numer')).toHaveValue('ul. Półwiejska 12');
  await expect(card.getByLabel('Firma')).toHaveValue('Sklep Demo Anna Kowalska');
  // The courier collects: no drop-off point is offered for it. The locker's comes with the order paid overnight.
  await expect(card.getByTestId('sender-no-point')).toContainText('Allegro Kurier DHL');
  const point = card.getByLabel('Allegro Paczkomaty InPost');
  await expect(point).toBeVisible({ timeout: 90_000 });

  await card.getByLabel('Ulica i numer').fill('ul. Magazynowa 7');
  await card.getByLabel('Kod pocztowy').fill('6010');
  await card.getByLabel('Telefon').fill('12');
  await card.getByLabel('Telefon').press('Enter');
  // Nothing is saved while a field is wrong; each problem is said at its field, naming it.
  await expect(card.getByText('Kod pocztowy: nie pasuje do kraju (w Polsce 00-000)')).toBeVisible();
  await expect(card.getByText('Telefon: potrzeba od 9 do 14 cyfr')).toBeVisible();
  await expect(card.getByTestId('sender-source')).toHaveText('Dane z konta');
  await page.screenshot({ path: join(screenshots, 'sender-problems-pl.png') });

  await card.getByLabel('Kod pocztowy').fill('60-101');
  await card.getByLabel('Telefon').fill('601 202 303');
  await point.fill('POZ08M');
  await point.press('Enter');
  await expect(card.getByTestId('sender-source')).toHaveText('Własny adres');
  await expect(point).toHaveValue('POZ08M');

  // The next parcel: one scan at the packing station.
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('queue-table')).toBeVisible();
  await scan(page, orderId);
  await expect(page.getByTestId('scan-state')).toHaveAttribute('data-state', 'shipped', { timeout: 60_000 });
  const [parcel] = await control<
    { sender: { street: string; postCode: string; phone: string; pointId: string } }[]
  >(url, 'parcelsOfOrder', { orderId });
  expect(parcel?.sender).toMatchObject({
    street: 'ul. Magazynowa 7',
    postCode: '60-101',
    phone: '601 202 303',
    pointId: 'POZ08M',
  });

  // Back to the account's data: the drop-off point stays the method's.
  await page.keyboard.press('Alt+9');
  await card.getByTestId('sender-reset').click();
  await expect(card.getByTestId('sender-source')).toHaveText('Dane z konta');
  await expect(card.getByLabel('Ulica i numer')).toHaveValue('ul. Półwiejska 12');
  await expect(point).toHaveValue('POZ08M');
});
