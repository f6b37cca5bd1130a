import { create } from 'zustand';
import type { SaveSender, SenderSettings } from '../../../shared/sender';
import { api } from '../api/client';
import { notifyError } from '../app/notify';
import { refreshOn } from './changed';

interface SenderState {
  /** The settings of `accountId`; null until loaded. */
  settings: SenderSettings | null;
  accountId: string | null;
  load: (accountId: string) => Promise<void>;
  save: (input: Omit<SaveSender, 'accountId'>) => Promise<SenderSettings>;
  reset: () => Promise<SenderSettings>;
}

/** The sender address and drop-off points of the active account (the shipping settings). */
export const useSenderStore = create<SenderState>((set, get) => {
  const keep = (accountId: string, settings: SenderSettings): SenderSettings => {
    // An answer for an account left meanwhile is not shown on the one now open.
    if (get().accountId === accountId) set({ settings });
    return settings;
  };
  const account = (): string => {
    const id = get().accountId;
    if (id === null) throw new Error('No account is open');
    return id;
  };
  return {
    settings: null,
    accountId: null,
    async load(accountId) {
      if (get().accountId !== accountId) set({ accountId, settings: null });
      keep(accountId, await api.shipping.senderSettings({ accountId }));
    },
    async save(input) {
      const accountId = account();
      return keep(accountId, await api.shipping.saveSender({ ...input, accountId }));
    },
    async reset() {
      const accountId = account();
      return keep(accountId, await api.shipping.resetSender({ accountId }));
    },
  };
});

/**
 * Follows the saved sender once a screen has loaded it (another window, the command line), and the delivery methods
 * the synced orders bring; the form starts again only when what it shows changed.
 */
export function watchSender(): () => void {
  return refreshOn(['sender_addresses', 'orders'], () => {
    const { accountId, load } = useSenderStore.getState();
    if (accountId !== null) load(accountId).catch(notifyError);
  });
}
