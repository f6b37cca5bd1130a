import { create } from 'zustand';
import { initialSyncStatus, type AccountSyncStatus, type SyncStatus } from '../../../shared/sync-status';
import { api, onEvent, onLinkState, type LinkState } from '../api/client';
import { notifyError } from '../app/notify';
import { useAccountsStore } from './accounts';
import { dispatchChanged } from './changed';

interface ConnectionState {
  /** The link between this window and the app's core (always open in the desktop app). */
  link: LinkState;
  sync: SyncStatus;
  syncNow: (accountId?: string) => Promise<void>;
}

export const useConnectionStore = create<ConnectionState>(() => ({
  link: 'open',
  sync: initialSyncStatus,
  async syncNow(accountId) {
    await api.sync.syncNow(accountId ? { accountId } : undefined);
  },
}));

export function watchConnection(): () => void {
  const offLink = onLinkState((link) => {
    useConnectionStore.setState({ link });
    if (link === 'open') {
      api.sync.getStatus().then((sync) => useConnectionStore.setState({ sync }), notifyError);
    }
  });
  const offSync = onEvent('sync:status', (sync) => useConnectionStore.setState({ sync }));
  return () => {
    offLink();
    offSync();
  };
}

/** The one subscription to the core's `changed`, started once at start-up: each store declared what it reads again. */
export function watchChanged(): () => void {
  return onEvent('changed', ({ tables }) => dispatchChanged(tables));
}

/** Runs now if the link to the core is open, and again each time it comes back (a restarted web host, a reconnect). */
export function onLinkOpen(run: () => void): () => void {
  return onLinkState((link) => {
    if (link === 'open') run();
  });
}

/** The sync status of the account the screens show. */
export function useActiveSync(): AccountSyncStatus | null {
  const activeId = useAccountsStore((state) => state.accounts?.find((account) => account.active)?.id ?? null);
  return useConnectionStore(
    (state) => state.sync.accounts.find((account) => account.accountId === activeId) ?? null,
  );
}
