import type { Handlers } from '../../../../shared/contract';
import type { Core } from '../../app';

type AccountHandlers = Pick<
  Handlers,
  | 'accounts:list'
  | 'accounts:setActive'
  | 'accounts:signOut'
  | 'accounts:remove'
  | 'auth:startSignIn'
  | 'auth:finishSignIn'
  | 'auth:cancelSignIn'
  | 'auth:setClient'
>;

export function accountHandlers(core: Core): AccountHandlers {
  const { accounts } = core;
  return {
    'accounts:list': () => accounts.list(),
    'accounts:setActive': ({ accountId }) => Promise.resolve(accounts.setActive(accountId)).then(() => null),
    'accounts:signOut': ({ accountId }) => accounts.signOut(accountId).then(() => null),
    'accounts:remove': ({ accountId }) => accounts.remove(accountId).then(() => null),
    'auth:startSignIn': async ({ environment, method }) => {
      const started = await accounts.startSignIn(environment, method);
      if (started.method === 'device') return started;
      // The desktop app opens the system browser itself; a browser tab of the web host opens a new tab instead.
      if (core.browser) await core.browser.open(started.url);
      return { ...started, openedByApp: core.browser !== undefined };
    },
    'auth:finishSignIn': ({ flowId }) => accounts.finishSignIn(flowId),
    'auth:cancelSignIn': ({ flowId }) => accounts.cancelSignIn(flowId).then(() => null),
    'auth:setClient': async ({ environment, clientId, clientSecret, custom }) => {
      await accounts.setClient(environment, clientId, clientSecret, custom);
      return null;
    },
  };
}
