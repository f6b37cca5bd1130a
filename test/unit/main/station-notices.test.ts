import type { BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { createSyncStateRepo } from '../../../electron/core/sync/sync-state-repo';
import { closeAfterEach } from '../../helpers/cleanup';
import { coreWithDemo, localDb } from '../../helpers/core';
import { insertAccount, insertOrder } from '../../helpers/rows';
import { createFakeElectron, type FakeElectron } from './fake-electron';

const fake = vi.hoisted(() => ({ current: undefined as unknown as FakeElectron }));
vi.mock('electron', async () => (await import('./fake-electron')).electronModule(() => fake.current));

const opened = closeAfterEach();
beforeEach(() => {
  fake.current = createFakeElectron();
});

/** A core of a data folder with one account (no marketplace is ever asked: nothing here syncs). */
function stationCore(): Core {
  const core = opened(coreWithDemo({ url: 'http://127.0.0.1:9' }));
  insertAccount(localDb(core), 'demo:1', 'sklep');
  return core;
}

/** A paid order the sync wrote, waiting to be packed, with this many items. */
function paidOrder(core: Core, id: string, login: string, items: number): void {
  const db = localDb(core);
  insertOrder(db, id, 'READY_FOR_PROCESSING', login);
  db.prepare('UPDATE orders SET item_count = ? WHERE id = ?').run(items, id);
  core.events.changed(['orders']);
  core.events.flush();
}

/** The account's first complete load of orders has ended: what follows is news. */
function firstSyncDone(core: Core): void {
  createSyncStateRepo(localDb(core)).update('demo:1', 'orders', { lastCompleteAt: 1 });
  core.events.changed(['orders']);
  core.events.flush();
}

async function watched(core: Core, platform: NodeJS.Platform = 'linux') {
  const { watchStation } = await import('../../../electron/main/station-notices');
  const { BrowserWindow: Window } = fake.current.module;
  const win = new Window({ webPreferences: {} });
  const openWindow = vi.fn(() => win as unknown as BrowserWindow);
  const quit = vi.fn();
  let open: typeof win | null = null;
  const station = watchStation(core, {
    iconDir: '/icons',
    productName: 'Seller Desk',
    window: () => open as unknown as BrowserWindow | null,
    openWindow,
    quit,
    platform,
  });
  return { station, win, openWindow, quit, windowIs: (next: typeof win | null) => (open = next) };
}

describe('the notification of a new paid order', () => {
  it('says who bought how many items, in the language of the app', async () => {
    const core = stationCore();
    firstSyncDone(core);
    await watched(core);
    paidOrder(core, 'o-1', 'kupujaca_ania', 2);
    core.settings.update({ language: 'en' });
    paidOrder(core, 'o-2', 'bob', 1);
    expect(fake.current.notifications.map((n) => n.options)).toEqual([
      { title: 'Nowe zamówienie do spakowania', body: 'kupujaca_ania, 2 przedmioty' },
      { title: 'New order to pack', body: 'bob, 1 item' },
    ]);
    expect(fake.current.notifications.every((n) => n.show.mock.calls.length === 1)).toBe(true);
  });

  it('is not shown for the orders of an account’s first sync, nor again for an order already announced', async () => {
    const core = stationCore();
    await watched(core);
    for (let i = 0; i < 5; i++) paidOrder(core, `first-${i}`, 'kupujacy', 1);
    firstSyncDone(core);
    expect(fake.current.notifications).toEqual([]);
    paidOrder(core, 'o-new', 'nowy', 5);
    core.events.changed(['orders']);
    core.events.flush();
    expect(fake.current.notifications.map((n) => n.options.body)).toEqual(['nowy, 5 przedmiotów']);
  });

  it('is not shown while notifications are paused, and the order is not announced later', async () => {
    const core = stationCore();
    firstSyncDone(core);
    await watched(core);
    core.settings.update({ notificationsPaused: true });
    paidOrder(core, 'o-1', 'kupujacy', 1);
    core.settings.update({ notificationsPaused: false });
    paidOrder(core, 'o-2', 'drugi', 3);
    expect(fake.current.notifications.map((n) => n.options.body)).toEqual(['drugi, 3 przedmioty']);
  });

  it('shows one summary for many new orders at once', async () => {
    const core = stationCore();
    firstSyncDone(core);
    await watched(core);
    const db = localDb(core);
    for (let i = 0; i < 5; i++) insertOrder(db, `o-${i}`, 'READY_FOR_PROCESSING', `k${i}`);
    core.events.changed(['orders']);
    core.events.flush();
    expect(fake.current.notifications.map((n) => n.options)).toEqual([
      { title: '5 nowych zamówień do spakowania', body: 'Do spakowania: 5 zamówień' },
    ]);
  });

  it('shows and focuses the window on that order in Shipping when clicked', async () => {
    const core = stationCore();
    firstSyncDone(core);
    const { win, openWindow, windowIs } = await watched(core);
    windowIs(win);
    paidOrder(core, 'o-1', 'kupujacy', 1);
    fake.current.notifications[0]!.emit('click');
    expect(win.show).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
    expect(win.webContents.sent).toEqual([['event:orders:show', { accountId: 'demo:1', orderId: 'o-1' }]]);
  });

  it('opens a window when none is open, and names the order once its page is up', async () => {
    const core = stationCore();
    firstSyncDone(core);
    const { win, openWindow } = await watched(core);
    win.webContents.loading = true;
    paidOrder(core, 'o-1', 'kupujacy', 1);
    fake.current.notifications[0]!.emit('click');
    expect(openWindow).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(win.webContents.sent).toEqual([]);
    win.webContents.emit('did-finish-load');
    expect(win.webContents.sent).toEqual([['event:orders:show', { accountId: 'demo:1', orderId: 'o-1' }]]);
  });
});

describe('the tray', () => {
  it('shows the count to pack, and updates it as orders come', async () => {
    const core = stationCore();
    firstSyncDone(core);
    await watched(core);
    const tray = fake.current.trays[0]!;
    expect(tray.image).toEqual({ path: '/icons/tray.png' });
    expect(tray.setToolTip).toHaveBeenLastCalledWith('Seller Desk: Nic do spakowania');
    paidOrder(core, 'o-1', 'kupujacy', 1);
    paidOrder(core, 'o-2', 'drugi', 1);
    expect(tray.setToolTip).toHaveBeenLastCalledWith('Seller Desk: Do spakowania: 2 zamówienia');
    core.settings.update({ language: 'en' });
    core.events.flush();
    expect(tray.setToolTip).toHaveBeenLastCalledWith('Seller Desk: To pack: 2 orders');
  });

  it('offers Open, Pause notifications (kept in the settings) and Quit, in the language of the app', async () => {
    const core = stationCore();
    const { win, windowIs, quit } = await watched(core);
    const tray = fake.current.trays[0]!;
    expect(tray.menu.map((item) => item.label ?? item.type)).toEqual([
      'Otwórz',
      'Wstrzymaj powiadomienia',
      'separator',
      'Zakończ',
    ]);
    windowIs(win);
    tray.menu[0]!.click!({ checked: false });
    expect(win.focus).toHaveBeenCalled();

    const pause = tray.menu[1]!;
    expect(pause).toMatchObject({ type: 'checkbox', checked: false });
    pause.click!({ checked: true });
    expect(core.settings.get().notificationsPaused).toBe(true);
    core.events.flush();
    expect(tray.menu[1]).toMatchObject({ checked: true });

    tray.menu[3]!.click!({ checked: false });
    expect(quit).toHaveBeenCalled();
    core.settings.update({ language: 'en' });
    core.events.flush();
    expect(tray.menu.map((item) => item.label ?? item.type)).toEqual([
      'Open',
      'Pause notifications',
      'separator',
      'Quit',
    ]);
  });
});

describe('the badge', () => {
  it('counts the orders to pack on the app icon', async () => {
    const core = stationCore();
    firstSyncDone(core);
    await watched(core);
    const { setBadgeCount } = fake.current.module.app;
    expect(setBadgeCount).toHaveBeenLastCalledWith(0);
    paidOrder(core, 'o-1', 'kupujacy', 1);
    expect(setBadgeCount).toHaveBeenLastCalledWith(1);
    localDb(core).prepare("UPDATE orders SET fulfillment_status = 'SENT' WHERE id = 'o-1'").run();
    core.events.changed(['orders']);
    core.events.flush();
    expect(setBadgeCount).toHaveBeenLastCalledWith(0);
  });

  it('is the taskbar overlay on Windows', async () => {
    const core = stationCore();
    firstSyncDone(core);
    const { win, windowIs } = await watched(core, 'win32');
    windowIs(win);
    paidOrder(core, 'o-1', 'kupujacy', 1);
    expect(win.setOverlayIcon).toHaveBeenLastCalledWith(
      { path: '/icons/badge.png' },
      'Do spakowania: 1 zamówienie',
    );
    expect(fake.current.module.app.setBadgeCount).not.toHaveBeenCalled();
  });
});
