import { create } from 'zustand';
import { initialSyncStatus, type SyncStatus } from '../../../shared/sync-status';
import { onEvent, onLinkState, type LinkState } from '../api/client';

interface ConnectionState {
  /** The link between this window and the app's core (always open in the desktop app). */
  link: LinkState;
  sync: SyncStatus;
}

export const useConnectionStore = create<ConnectionState>(() => ({ link: 'open', sync: initialSyncStatus }));

export function watchConnection(): () => void {
  const offLink = onLinkState((link) => useConnectionStore.setState({ link }));
  const offSync = onEvent('sync:status', (sync) => useConnectionStore.setState({ sync }));
  return () => {
    offLink();
    offSync();
  };
}
