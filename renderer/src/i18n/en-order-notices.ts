import type { Messages } from './pl';

export const enOrderNotices: Messages['orderNotices'] = {
  title: 'Notifications',
  help: 'A new paid order to pack shows a system notification, also while the window is hidden.',
  enable: 'Turn on notifications',
  enableHelp: 'The browser will ask whether Seller Desk may show notifications.',
  granted: 'Notifications are on in this browser.',
  denied:
    'The browser blocked notifications for this page. To get them, allow them in the site settings (the icon beside the address), then reload the page.',
  unsupported: 'This browser does not show notifications.',
  paused: 'Pause notifications',
  pausedHelp: 'The count of orders to pack still shows; notifications do not appear.',
  newOrder: 'New order to pack',
  orderBody: {
    one: '{login}, {count} item',
    few: '{login}, {count} items',
    many: '{login}, {count} items',
    other: '{login}, {count} items',
  },
  newOrders: {
    one: '{count} new order to pack',
    few: '{count} new orders to pack',
    many: '{count} new orders to pack',
    other: '{count} new orders to pack',
  },
  toPack: {
    one: 'To pack: {count} order',
    few: 'To pack: {count} orders',
    many: 'To pack: {count} orders',
    other: 'To pack: {count} orders',
  },
};
