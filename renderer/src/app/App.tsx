import { Alert, AppShell, Center, Loader } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useLanguage, useT } from '../i18n';
import { useConnectionStore } from '../stores/connection';
import { useAccountsStore } from '../stores/accounts';
import { useSettingsStore } from '../stores/settings';
import { StatusBar } from './StatusBar';
import { PageNotices } from './PageNotices';
import { FirstSyncProgress } from './SyncPanel';
import { useUiStore } from '../stores/ui';
import { useStationStore } from '../stores/station';
import { Navigation } from './Navigation';
import { FirstRunScreen, pages, preloadParts, StationOverlay } from './pages';
import { sections, type SectionId } from './sections';
import { ShortcutsModal } from './ShortcutsModal';
import { TopBar } from './TopBar';

const accountSections = new Set<SectionId>(['orders', 'shipping', 'offers', 'ratings', 'money', 'buyers']);

/** How long the first screen has to itself before the other sections' chunks are fetched in idle time. */
const preloadAfterMs = 1000;

export function App() {
  const t = useT();
  const language = useLanguage();
  const loaded = useSettingsStore((state) => state.settings !== null);
  const accountCount = useAccountsStore((state) => state.accounts?.length ?? null);
  // A section whose chunk is still on its way keeps the one before on screen until it can render, rather than a
  // blank page: the deferred render suspends, the shown one stays.
  const section = useDeferredValue(useUiStore((state) => state.section));
  const go = useUiStore((state) => state.go);
  const setShortcutsOpen = useUiStore((state) => state.setShortcutsOpen);
  const link = useConnectionStore((state) => state.link);
  const stationShown = useStationStore((state) => state.shown !== null);
  const shellShown = loaded && accountCount !== null;

  // Section shortcuts work from inside a search box too: Alt+digit never types anything there.
  useHotkeys(
    sections.map(({ id, hotkey }) => [hotkey, () => go(id)] as [string, () => void]),
    [],
  );
  useHotkeys([['shift+?', () => setShortcutsOpen(true)]]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    if (!shellShown) return;
    let idle = 0;
    const timer = setTimeout(() => {
      idle = requestIdleCallback(() => void preloadParts(), { timeout: preloadAfterMs });
    }, preloadAfterMs);
    return () => {
      clearTimeout(timer);
      cancelIdleCallback(idle);
    };
  }, [shellShown]);
  // Without an account the marketplace sections offer the sign-in; printers and settings work from the start.
  const Page = accountCount === 0 && accountSections.has(section) ? FirstRunScreen : pages[section];
  // The same element while the section stays: a section switch does not render the page it leaves once more.
  const page = useMemo(() => <Page />, [Page]);

  if (!shellShown) {
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
        {accountCount !== 0 && <FirstSyncProgress />}
        <Suspense fallback={<Loader m="auto" aria-label={t('app.loading')} />}>{page}</Suspense>
        <PageNotices />
      </AppShell.Main>
      <AppShell.Footer>
        <StatusBar />
      </AppShell.Footer>
      <ShortcutsModal />
      {stationShown && (
        <Suspense fallback={null}>
          <StationOverlay />
        </Suspense>
      )}
    </AppShell>
  );
}
