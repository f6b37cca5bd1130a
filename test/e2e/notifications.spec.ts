import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { openApp } from '../helpers/app-window';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { control } from '../helpers/market-control';
import { syncNow } from '../helpers/sync-panel';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface Shown {
  title: string;
  body: string | undefined;
}

/** The parts of the browser's Notification the test touches (the test runs without the DOM's types). */
interface PageNotification extends Shown {
  dispatchEvent(event: unknown): boolean;
}
interface NotificationClass {
  new (title: string, options?: { body?: string }): PageNotification;
  requestPermission(): Promise<string>;
}
/** What the page keeps for the test: the notifications made and how often the permission was asked. */
interface Recording {
  Notification: NotificationClass;
  Event: new (type: string) => unknown;
  shown: PageNotification[];
  asked: number;
}

/**
 * The page's Notification, recorded: every notification made (and kept, so a test can click it) and every time the
 * page asked for the permission. The browser's own does the rest.
 */
function recordNotifications(): void {
  const page = globalThis as unknown as Recording;
  const Real = page.Notification;
  page.shown = [];
  page.asked = 0;
  class Recorded extends Real {
    constructor(title: string, options?: { body?: string }) {
      super(title, options);
      page.shown.push(this);
    }
    static override requestPermission(): Promise<string> {
      page.asked++;
      return Real.requestPermission();
    }
  }
  page.Notification = Recorded;
}

const shown = (page: Page): Promise<Shown[]> =>
  page.evaluate(() =>
    (globalThis as unknown as Recording).shown.map((n) => ({ title: n.title, body: n.body })),
  );
const asked = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as Recording).asked);

/** A copy of the synced shop, open in the settings with the page's notifications recorded. */
async function settingsOpen(page: Page, name: string): Promise<string> {
  const { url, dataDir } = await syncedShop(hosts, e2eShops.orderNotices, `sd-e2e-notifications-${name}-`);
  await page.addInitScript(recordNotifications);
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+9');
  await expect(page.getByTestId('notifications')).toBeVisible();
  return url;
}

test('notifications come once the seller turns them on and the browser allows it: a new paid order shows one, its click opens it in Shipping', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const market = await settingsOpen(page, 'granted');
  const card = page.getByTestId('notifications');
  // Nothing is asked of the browser before the seller's click.
  expect(await asked(page)).toBe(0);
  await context.grantPermissions(['notifications']);
  await card.getByRole('button', { name: 'Włącz powiadomienia' }).click();
  await expect(page.getByTestId('notifications-granted')).toHaveText(
    'Powiadomienia są włączone w tej przeglądarce.',
  );
  expect(await asked(page)).toBe(1);
  await page.screenshot({ path: join(screenshots, 'notifications-granted-pl.png') });

  const order = await control<{ id: string; buyer: { login: string }; lineItems: { quantity: number }[] }>(
    market,
    'addOrder',
    { stage: 'READY_FOR_PROCESSING' },
  );
  const items = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  const words = items === 1 ? 'przedmiot' : items < 5 ? 'przedmioty' : 'przedmiotów';
  await syncNow(page);
  await expect
    .poll(() => shown(page), { timeout: 90_000 })
    .toEqual([{ title: 'Nowe zamówienie do spakowania', body: `${order.buyer.login}, ${items} ${words}` }]);
  await expect(page).toHaveTitle(/^\(\d+\) Seller Desk$/);

  await page.evaluate(() => {
    const page = globalThis as unknown as Recording;
    page.shown[0]!.dispatchEvent(new page.Event('click'));
  });
  await expect(page.getByRole('complementary', { name: `Pakowanie: ${order.id}` })).toBeVisible();
  await expect(page.locator('#main')).toHaveAttribute('data-section', 'shipping');
});

test('a browser that blocks notifications is said so in the settings, and no notification is made', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const market = await settingsOpen(page, 'denied');
  await page.getByTestId('notifications').getByRole('button', { name: 'Włącz powiadomienia' }).click();
  await expect(page.getByTestId('notifications-blocked')).toContainText(
    'Przeglądarka zablokowała powiadomienia tej strony',
  );
  await page.screenshot({ path: join(screenshots, 'notifications-denied-pl.png') });

  await control(market, 'addOrder', { stage: 'READY_FOR_PROCESSING' });
  await syncNow(page);
  // The count in the title says the order came; still nothing was shown.
  await expect(page).toHaveTitle(/^\(\d+\) Seller Desk$/, { timeout: 90_000 });
  expect(await shown(page)).toEqual([]);
});
