import { Alert, AppShell, Center, Loader } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, type ComponentType } from 'react';
import { OffersPage } from '../features/offers/OffersPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { PrintersPage } from '../features/printers/PrintersPage';
import { RatingsPage } from '../features/ratings/RatingsPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { ShippingPage } from '../features/shipping/ShippingPage';
import { StationOverlay } from '../features/shipping/StationOverlay';
import { useLanguage, useT } from '../i18n';
import { useConnectionStore } from '../stores/connection';
import { useAccountsStore } from '../stores/accounts';
import { useSettingsStore } from '../stores/settings';
import { FirstRunScreen } from '../features/accounts/FirstRunScreen';
import { SessionBanner } from './SessionBanner';
import { StatusBar } from './StatusBar';
import { SyncBanners } from './SyncBanners';
import { useUiStore } from '../stores/ui';
import { Navigation } from './Navigation';
import { sections, type SectionId } from './sections';
import { ShortcutsModal } from './ShortcutsModal';
import { TopBar } from './TopBar';

const accountSections = new Set<SectionId>(['orders', 'shipping', 'offers', 'ratings']);

const pages: Record<SectionId, ComponentType> = {
  orders: OrdersPage,
  shipping: ShippingPage,
  offers: OffersPage,
  ratings: RatingsPage,
  printers: PrintersPage,
  settings: SettingsPage,
};

export function App() {
  const t = useT();
  const language = useLanguage();
  const loaded = useSettingsStore((state) => state.settings !== null);
  const accountCount = useAccountsStore((state) => state.accounts?.length ?? null);
  const section = useUiStore((state) => state.section);
  const go = useUiStore((state) => state.go);
  const setShortcutsOpen = useUiStore((state) => state.setShortcutsOpen);
  const link = useConnectionStore((state) => state.link);

  // Section shortcuts work from inside a search box too: Alt+digit never types anything there.
  useHotkeys(
    sections.map(({ id, hotkey }) => [hotkey, () => go(id)] as [string, () => void]),
    [],
  );
  useHotkeys([['shift+?', () => setShortcutsOpen(true)]]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  if (!loaded || accountCount === null) {
    return (
      <Center h="100vh" p="xl">
        {link === 'closed' ? (
          <Alert
            color="red"
            icon={<IconPlugConnectedX />}
            title={t('connection.bridgeClosed')}
            maw={560}
            data-testid="bridge-closed"
          >
            {t('connection.bridgeClosedHelp')}
          </Alert>
        ) : (
          <Loader aria-label={t('app.loading')} />
        )}
      </Center>
    );
  }
  // Without an account the marketplace sections offer the sign-in; printers and settings work from the start.
  const Page = accountCount === 0 && accountSections.has(section) ? FirstRunScreen : pages[section];
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 0 }}
      footer={{ height: 28 }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Navigation />
      </AppShell.Navbar>
      <AppShell.Main
        id="main"
        data-section={section}
        style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}
      >
        {link === 'closed' && (
          <Alert color="red" icon={<IconPlugConnectedX />} title={t('connection.bridgeClosed')} mb="md">
            {t('connection.bridgeClosedHelp')}
          </Alert>
        )}
        <SessionBanner />
        {accountCount !== 0 && <SyncBanners />}
        <Page />
      </AppShell.Main>
      <AppShell.Footer>
        <StatusBar />
      </AppShell.Footer>
      <ShortcutsModal />
      <StationOverlay />
    </AppShell>
  );
}
