import { app, Menu, nativeImage, Notification, Tray, type BrowserWindow, type NativeImage } from 'electron';
import { join } from 'node:path';
import type { NewPaidOrders, OrderToShow } from '../../shared/orders';
import type { Settings } from '../../shared/settings';
import type { TableName } from '../../shared/contract';
import type { Core } from '../core/compose';
import { menuText, noticeTexts, toPackText } from './notice-words';
import { forwardEvent } from './ipc';

export interface StationNoticesOptions {
  /** The folder of `tray.png` and `badge.png`. */
  iconDir: string;
  productName: string;
  settings: () => Pick<Settings, 'language' | 'notificationsPaused'>;
  setPaused: (paused: boolean) => void;
  /** Orders waiting to be packed, every account's. */
  toPack: () => number;
  /** The main window, if one is open. */
  window: () => BrowserWindow | null;
  /** Opens the main window (none is open: closed on Windows and Linux, or never opened on macOS). */
  openWindow: () => BrowserWindow;
  quit: () => void;
  platform?: NodeJS.Platform;
}

/** What the station's notices need of a core: its signals, its settings and the count to pack. */
export type NoticedCore = Pick<Core, 'events' | 'settings' | 'orderNotices'>;

/** The tables whose change may move the count, the menu's language or its pause. */
const countTables: readonly TableName[] = ['orders', 'shipments', 'settings', 'accounts'];

/**
 * The station's notices bound to a running core: each new paid order notified, the tray and the badge refreshed
 * whenever what they show may have changed.
 */
export function watchStation(
  core: NoticedCore,
  options: Omit<StationNoticesOptions, 'settings' | 'setPaused' | 'toPack'>,
): StationNotices {
  const station = createStationNotices({
    ...options,
    settings: () => core.settings.get(),
    setPaused: (paused) => void core.settings.update({ notificationsPaused: paused }),
    toPack: () => core.orderNotices.toPack(),
  });
  const offNew = core.events.on('orders:newPaid', (signal) => station.notify(signal));
  const offChanged = core.events.on('changed', ({ tables }) => {
    if (tables.some((table) => countTables.includes(table))) station.refresh();
  });
  station.refresh();
  return {
    ...station,
    destroy() {
      offNew();
      offChanged();
      station.destroy();
    },
  };
}

export interface StationNotices {
  /** Shows the notifications of new paid orders, unless the seller paused them. */
  notify(signal: NewPaidOrders): void;
  /** The count in the tray, its menu (language, pause) and the badge, as they are now. */
  refresh(): void;
  /** Shows and focuses the window, on this order in Shipping when one is named. */
  show(order?: OrderToShow): void;
  destroy(): void;
}

/**
 * What tells the seller about the packing queue while the window is elsewhere: a notification for each new paid
 * order, the tray with the count and its menu, and the count on the app's icon (the badge where the system has one,
 * the taskbar's overlay on Windows).
 */
export function createStationNotices(options: StationNoticesOptions): StationNotices {
  const platform = options.platform ?? process.platform;
  const tray = new Tray(nativeImage.createFromPath(join(options.iconDir, 'tray.png')));
  let badge: NativeImage | null = null;
  // Electron drops a notification's click once nothing refers to it: each is held until it is clicked or closed.
  const shown = new Set<Notification>();

  function show(order?: OrderToShow): void {
    const win = options.window() ?? options.openWindow();
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
    if (!order) return;
    // A window still loading has no listener yet: the order goes once its page is up.
    if (win.webContents.isLoading()) {
      win.webContents.once('did-finish-load', () => forwardEvent(win.webContents, 'orders:show', order));
    } else forwardEvent(win.webContents, 'orders:show', order);
  }

  function notify(signal: NewPaidOrders): void {
    const { language, notificationsPaused } = options.settings();
    if (notificationsPaused || !Notification.isSupported()) return;
    for (const text of noticeTexts(signal, language)) {
      const notification = new Notification({ title: text.title, body: text.body });
      shown.add(notification);
      notification.on('click', () => {
        shown.delete(notification);
        show(text.orderId ? { accountId: signal.accountId, orderId: text.orderId } : undefined);
      });
      notification.on('close', () => shown.delete(notification));
      notification.show();
    }
  }

  function refresh(): void {
    const { language, notificationsPaused } = options.settings();
    const count = options.toPack();
    const words = toPackText(count, language);
    tray.setToolTip(`${options.productName}: ${words}`);
    // The count beside the icon in the macOS menu bar; other systems show the tooltip.
    if (platform === 'darwin') tray.setTitle(count > 0 ? String(count) : '');
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: menuText('open', language), click: () => show() },
        {
          label: menuText('pause', language),
          type: 'checkbox',
          checked: notificationsPaused,
          click: (item) => options.setPaused(item.checked),
        },
        { type: 'separator' },
        { label: menuText('quit', language), click: () => options.quit() },
      ]),
    );
    // macOS and Linux (Unity) badge the icon; Windows has no badge count, but the taskbar button takes an overlay.
    if (platform === 'win32') {
      badge ??= nativeImage.createFromPath(join(options.iconDir, 'badge.png'));
      options.window()?.setOverlayIcon(count > 0 ? badge : null, count > 0 ? words : '');
    } else app.setBadgeCount(count);
  }

  tray.on('click', () => show());
  return {
    notify,
    refresh,
    show,
    destroy: () => tray.destroy(),
  };
}
