import { create } from 'zustand';
import type { AccountSummary } from '../../../shared/accounts';
import type { EnvironmentKind } from '../../../shared/app-info';
import type { SignInStarted } from '../../../shared/contract/accounts';
import { api } from '../api/client';
import { BridgeError } from '../api/bridge-error';
import { notifyError } from '../app/notify';
import { activeAccountIs } from './account-scope';
import { useAppInfoStore } from './app-info';
import { refreshOn } from './changed';

export type ClientInput = Parameters<typeof api.auth.setClient>[0];

export type SignInState =
  | { phase: 'idle' }
  | { phase: 'starting'; environment: EnvironmentKind; method: 'browser' | 'device' }
  | { phase: 'waiting'; environment: EnvironmentKind; started: SignInStarted }
  | { phase: 'failed'; environment: EnvironmentKind; error: BridgeError };

interface AccountsState {
  accounts: AccountSummary[] | null;
  signIn: SignInState;
  load: () => Promise<void>;
  setActive: (accountId: string) => Promise<void>;
  signOut: (accountId: string) => Promise<void>;
  remove: (accountId: string) => Promise<void>;
  startSignIn: (environment: EnvironmentKind, method: 'browser' | 'device') => Promise<AccountSummary | null>;
  cancelSignIn: () => Promise<void>;
  saveClient: (input: ClientInput) => Promise<void>;
  resetSignIn: () => void;
}

/**
 * In a browser tab the authorization page opens in a new tab. It is opened at the click, before the bridge answers,
 * because browsers block tabs opened later; the address is filled in once the core has it.
 */
function openBlankTab(): Window | null {
  if (useAppInfoStore.getState().info?.host !== 'web') return null;
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Asks of the accounts list so far, so that only the latest answer is taken. */
let loads = 0;

export const useAccountsStore = create<AccountsState>((set, get) => ({
  accounts: null,
  signIn: { phase: 'idle' },
  async load() {
    const mine = ++loads;
    const accounts = await api.accounts.list();
    // An answer overtaken by a later ask may name the account active before a switch: the later one decides.
    if (mine !== loads) return;
    // The screens take the new account's state in the same update that shows the account.
    activeAccountIs(accounts.find((account) => account.active)?.id ?? null);
    set({ accounts });
  },
  async setActive(accountId) {
    await api.accounts.setActive({ accountId });
    // At once, rather than when the core's `changed` comes: nothing of the account left stays ticked meanwhile.
    await get().load();
  },
  async signOut(accountId) {
    await api.accounts.signOut({ accountId });
  },
  async remove(accountId) {
    await api.accounts.remove({ accountId });
  },
  async startSignIn(environment, method) {
    const tab = method === 'browser' ? openBlankTab() : null;
    set({ signIn: { phase: 'starting', environment, method } });
    try {
      const started = await api.auth.startSignIn({ environment, method });
      if (started.method === 'browser' && !started.openedByApp && tab) tab.location.href = started.url;
      else tab?.close();
      set({ signIn: { phase: 'waiting', environment, started } });
      const account = await api.auth.finishSignIn({ flowId: started.flowId });
      set({ signIn: { phase: 'idle' } });
      await get().load();
      return account;
    } catch (error) {
      tab?.close();
      const failure =
        error instanceof BridgeError ? error : new BridgeError({ code: 'INTERNAL', message: String(error) });
      // A cancel by the seller is not a failure to show.
      set({
        signIn:
          get().signIn.phase === 'idle'
            ? { phase: 'idle' }
            : { phase: 'failed', environment, error: failure },
      });
      return null;
    }
  },
  async cancelSignIn() {
    const current = get().signIn;
    set({ signIn: { phase: 'idle' } });
    if (current.phase === 'waiting') await api.auth.cancelSignIn({ flowId: current.started.flowId });
  },
  resetSignIn: () => set({ signIn: { phase: 'idle' } }),
  async saveClient(input) {
    await api.auth.setClient(input);
  },
}));

export function watchAccounts(): () => void {
  return refreshOn(
    ['accounts', 'settings'],
    () => void useAccountsStore.getState().load().catch(notifyError),
  );
}

export function useActiveAccount(): AccountSummary | null {
  return useAccountsStore((state) => state.accounts?.find((account) => account.active) ?? null);
}
