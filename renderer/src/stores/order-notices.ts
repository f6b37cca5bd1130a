import { create } from 'zustand';
import type { NewPaidOrders, OrderToShow } from '../../../shared/orders';
import { api, onEvent } from '../api/client';
import { notifyError } from '../app/notify';
import { translate } from '../i18n';
import { useAccountsStore } from './accounts';
import { useAppInfoStore } from './app-info';
import { refreshOn } from './changed';
import { onLinkOpen } from './connection';
import { useSettingsStore } from './settings';
import { useQueueStore } from './shipping';
import { useUiStore } from './ui';

/** The browser's answer about notifications, or that it has none (an old browser, an insecure page). */
export type NoticePermission = NotificationPermission | 'unsupported';

interface OrderNoticesState {
  permission: NoticePermission;
  /** Orders waiting to be packed, every account's: the window's title counts them. */
  toPack: number;
  /** Asks the browser's permission; browsers answer only to a seller's click, so only a button calls it. */
  enable: () => Promise<void>;
}

const browserPermission = (): NoticePermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export const useOrderNoticesStore = create<OrderNoticesState>((set) => ({
  permission: browserPermission(),
  toPack: 0,
  async enable() {
    if (typeof Notification === 'undefined') return;
    set({ permission: await Notification.requestPermission() });
  },
}));

/** The order in Shipping, on its account: where a click on its notification leads. */
export async function showOrder(order: OrderToShow): Promise<void> {
  const active = useAccountsStore.getState().accounts?.find((account) => account.active)?.id;
  if (active !== order.accountId) await useAccountsStore.getState().setActive(order.accountId);
  useUiStore.getState().go('shipping');
  useQueueStore.getState().open(order.orderId);
}

/** More new orders at once than this make one summary, as the desktop app's notifications do. */
const notificationsAtOnce = 3;

/**
 * In a browser the window itself notifies (the desktop app's main process does it there). Nothing is asked of the
 * browser here: without the seller's permission given on the settings' button, nothing shows.
 */
function notify(signal: NewPaidOrders): void {
  const settings = useSettingsStore.getState().settings;
  if (useAppInfoStore.getState().info?.host !== 'web' || !settings || settings.notificationsPaused) return;
  if (browserPermission() !== 'granted') return;
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
    translate(settings.language, key, vars);
  if (signal.orders.length > notificationsAtOnce) {
    const summary = new Notification(t('orderNotices.newOrders', { count: signal.orders.length }), {
      body: t('orderNotices.toPack', { count: signal.toPack }),
    });
    summary.onclick = () => window.focus();
    return;
  }
  for (const order of signal.orders) {
    const notification = new Notification(t('orderNotices.newOrder'), {
      body: t('orderNotices.orderBody', { login: order.buyerLogin, count: order.itemCount }),
      tag: `${signal.accountId}/${order.id}`,
    });
    notification.onclick = () => {
      window.focus();
      showOrder({ accountId: signal.accountId, orderId: order.id }).catch(notifyError);
    };
  }
}

/**
 * The title counts the orders to pack, "(3) Seller Desk": the browser's stand-in for the desktop app's badge, and in
 * the desktop app the window's title in the taskbar.
 */
function showCount(toPack: number): void {
  useOrderNoticesStore.setState({ toPack });
  const name = translate('pl', 'app.name');
  document.title = toPack > 0 ? `(${toPack}) ${name}` : name;
}

export function watchOrderNotices(): () => void {
  const loadCount = (): void => void api.orders.countToPack().then(showCount, notifyError);
  const stops = [
    onEvent('orders:newPaid', notify),
    onEvent('orders:show', (order) => void showOrder(order).catch(notifyError)),
    refreshOn(['orders', 'shipments', 'accounts'], loadCount),
    onLinkOpen(loadCount),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
