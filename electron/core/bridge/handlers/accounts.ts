import type { HandlersOf } from '../../../../shared/contract';
import type { accountChannels } from '../../../../shared/contract/accounts';
import type { Core } from '../../compose';

export function accountHandlers(core: Core): HandlersOf<typeof accountChannels> {
  const { accounts } = core;
  return {
    'accounts:list': () => accounts.list(),
    'accounts:setActive': ({ accountId }) => {
      accounts.setActive(accountId);
      return null;
    },
    'accounts:signOut': async ({ accountId }) => {
      await accounts.signOut(accountId);
      return null;
    },
    'accounts:remove': async ({ accountId }) => {
      await accounts.remove(accountId);
      return null;
    },
    'auth:startSignIn': async ({ environment, method }) => {
      const started = await accounts.startSignIn(environment, method);
      if (started.method === 'device') return started;
      // The desktop app opens the system browser itself; a browser tab of the web host opens a new tab instead.
      if (core.browser) await core.browser.open(started.url);
      return { ...started, openedByApp: core.browser !== undefined };
    },
    'auth:finishSignIn': ({ flowId }) => accounts.finishSignIn(flowId),
    'auth:cancelSignIn': async ({ flowId }) => {
      await accounts.cancelSignIn(flowId);
      return null;
    },
    'auth:setClient': async ({ environment, clientId, clientSecret, custom }) => {
      await accounts.setClient(environment, clientId, clientSecret, custom);
      return null;
    },
  };
}
