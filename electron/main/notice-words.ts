import type { NewPaidOrders } from '../../shared/orders';
import type { Language } from '../../shared/settings';
import { messageCatalog, type MessageValues } from '../core/kernel/messages';

type Form = 'One' | 'Few' | 'Many';

const texts = messageCatalog({
  pl: {
    newOrder: 'Nowe zamówienie do spakowania',
    orderBodyOne: '{login}, {count} przedmiot',
    orderBodyFew: '{login}, {count} przedmioty',
    orderBodyMany: '{login}, {count} przedmiotów',
    newOrdersOne: '{count} nowe zamówienie do spakowania',
    newOrdersFew: '{count} nowe zamówienia do spakowania',
    newOrdersMany: '{count} nowych zamówień do spakowania',
    toPackOne: 'Do spakowania: {count} zamówienie',
    toPackFew: 'Do spakowania: {count} zamówienia',
    toPackMany: 'Do spakowania: {count} zamówień',
    nothingToPack: 'Nic do spakowania',
    open: 'Otwórz',
    pause: 'Wstrzymaj powiadomienia',
    quit: 'Zakończ',
  },
  en: {
    newOrder: 'New order to pack',
    orderBodyOne: '{login}, {count} item',
    orderBodyFew: '{login}, {count} items',
    orderBodyMany: '{login}, {count} items',
    newOrdersOne: '{count} new order to pack',
    newOrdersFew: '{count} new orders to pack',
    newOrdersMany: '{count} new orders to pack',
    toPackOne: 'To pack: {count} order',
    toPackFew: 'To pack: {count} orders',
    toPackMany: 'To pack: {count} orders',
    nothingToPack: 'Nothing to pack',
    open: 'Open',
    pause: 'Pause notifications',
    quit: 'Quit',
  },
});

const rules: Record<Language, Intl.PluralRules> = {
  pl: new Intl.PluralRules('pl-PL'),
  en: new Intl.PluralRules('en-GB'),
};

/** Polish says 1 przedmiot, 2–4 przedmioty, 5–21 przedmiotów; English has one and other. */
function counted(key: 'orderBody' | 'newOrders' | 'toPack', language: Language, values: MessageValues) {
  const rule = rules[language].select(Number(values.count));
  const form: Form = rule === 'one' ? 'One' : rule === 'few' ? 'Few' : 'Many';
  return texts.text(`${key}${form}`, language, values);
}

/** More new orders at once than this (a morning's, a week away) make one summary, not a notification each. */
export const notificationsAtOnce = 3;

export interface NoticeText {
  title: string;
  body: string;
  /** The order a click shows; none for a summary of several. */
  orderId: string | null;
}

/** The notifications of one signal: one per order, or one summary when more came at once. */
export function noticeTexts(signal: NewPaidOrders, language: Language): NoticeText[] {
  if (signal.orders.length > notificationsAtOnce) {
    return [
      {
        title: counted('newOrders', language, { count: signal.orders.length }),
        body: counted('toPack', language, { count: signal.toPack }),
        orderId: null,
      },
    ];
  }
  return signal.orders.map((order) => ({
    title: texts.text('newOrder', language),
    body: counted('orderBody', language, { login: order.buyerLogin, count: order.itemCount }),
    orderId: order.id,
  }));
}

/** What the tray's tooltip says of the orders to pack. */
export const toPackText = (count: number, language: Language): string =>
  count === 0 ? texts.text('nothingToPack', language) : counted('toPack', language, { count });

export const menuText = (key: 'open' | 'pause' | 'quit', language: Language): string =>
  texts.text(key, language);
