import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onLinkState } from './api/client';
import { App } from './app/App';
import { notifyError } from './app/notify';
import { useAppInfoStore } from './stores/app-info';
import { watchConnection } from './stores/connection';
import { useAccountsStore, watchAccounts } from './stores/accounts';
import { watchPrinting } from './stores/printing';
import { useSettingsStore, watchSettings } from './stores/settings';
import { watchHash } from './stores/ui';

const theme = createTheme({ primaryColor: 'orange', defaultRadius: 'md' });

function Root() {
  const preference = useSettingsStore((state) => state.settings?.theme ?? 'system');
  const system = useColorScheme();
  return (
    <MantineProvider theme={theme} forceColorScheme={preference === 'system' ? system : preference}>
      <Notifications position="bottom-right" />
      <App />
    </MantineProvider>
  );
}

watchConnection();
watchHash();
watchSettings();
watchAccounts();
watchPrinting();
// Load on start and again whenever the link to the core comes back (a restarted web host, a reconnect).
onLinkState((state) => {
  if (state !== 'open') return;
  void useSettingsStore.getState().load().catch(notifyError);
  void useAppInfoStore.getState().load().catch(notifyError);
  void useAccountsStore.getState().load().catch(notifyError);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
