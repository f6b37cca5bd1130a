// Before any zod schema is made (see the module).
import './zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useColorScheme } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/pl';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../../shared/settings';
import { App } from './app/App';
import { notifyError } from './app/notify';
import { useLanguage } from './i18n';
import { useAppInfoStore } from './stores/app-info';
import { onLinkOpen, watchChanged, watchConnection } from './stores/connection';
import { useAccountsStore, watchAccounts } from './stores/accounts';
import { watchOfferBatch } from './stores/offer-batch';
import { watchOffers } from './stores/offers';
import { useOrdersStore, watchOrders } from './stores/orders';
import { watchOrderNotices } from './stores/order-notices';
import { watchOutbox } from './stores/outbox';
import { watchPrinting } from './stores/printing';
import { watchRatings } from './features/ratings/ratings-store';
import { onScan } from './stores/scan';
import { watchShipping } from './stores/shipping';
import { watchTemplates } from './stores/templates';
import { installScanner } from './scan/install-scanner';
import { useSettingsStore, watchSettings } from './stores/settings';
import { useUiStore, watchHash } from './stores/ui';

const theme = createTheme({ primaryColor: 'orange', defaultRadius: 'md' });

/**
 * A disabled control's words legible on the disabled grey, so a disabled Save still says what it is and still looks
 * disabled (the grey behind it, no hover). Dark theme: one step lighter than Mantine's (dark-2, not dark-3), 3.5:1
 * instead of 2.5:1. Light theme: gray-7, not gray-5 (1.7:1); gray-6 would reach only 2.8:1 on gray-2.
 */
const legibleDisabled: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-disabled-color': 'var(--mantine-color-dark-2)' },
});

/** dayjs locales the date pickers speak: month and day names, and the first day of the week. */
const dayjsLocales: Record<Language, string> = { pl: 'pl', en: 'en-gb' };

function Root() {
  const preference = useSettingsStore((state) => state.settings?.theme ?? 'system');
  const language = useLanguage();
  const system = useColorScheme();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={legibleDisabled}
      forceColorScheme={preference === 'system' ? system : preference}
    >
      <DatesProvider settings={{ locale: dayjsLocales[language] }}>
        <Notifications position="bottom-right" />
        <App />
      </DatesProvider>
    </MantineProvider>
  );
}

watchConnection();
// One subscription to the core's `changed`: each store declared the tables it reads again (`refreshOn`).
watchChanged();
watchHash();
watchSettings(notifyError);
watchAccounts();
watchPrinting();
watchOrders();
watchOffers();
watchOfferBatch();
watchOutbox();
watchRatings();
watchShipping();
watchTemplates();
watchOrderNotices();
// A keyboard-wedge scanner works anywhere in the app, without a focused field.
installScanner(onScan);
// Load on start and again whenever the link to the core comes back (a restarted web host, a reconnect).
let started = false;
onLinkOpen(() => {
  void useSettingsStore.getState().load().catch(notifyError);
  void useAppInfoStore.getState().load().catch(notifyError);
  void useAccountsStore.getState().load().catch(notifyError);
  // The first screen's rows travel with the settings and accounts, rather than one round trip after the shell is
  // drawn: the orders table takes this page when it first asks.
  if (!started && useUiStore.getState().section === 'orders') useOrdersStore.getState().prefetch();
  started = true;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
