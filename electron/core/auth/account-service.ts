import type { Dispatcher } from 'undici';
import { z } from 'zod';
import type { AccountSummary, SessionNote } from '../../../shared/accounts';
import type { EnvironmentKind } from '../../../shared/app-info';
import { environmentKinds } from '../../../shared/app-info';
import type { CustomEnvironment, Language } from '../../../shared/settings';
import type { EnvironmentResolver } from '../market/environments/resolver';
import { expiryWarningMs, type SessionManager } from './session-manager';
import type { SignInFlows, SignInStart } from './sign-in-flows';
import type { TokenPair, TokenVault } from './token-vault';
import { AppError } from '../kernel/errors';
import type { EventBus } from '../kernel/event-bus';
import { createMarketClient, type ConditionalCache, type MarketClient } from '../market/client';
import { requireSecureAddresses, type MarketEnvironment } from '../market/environments/environments';
import type { RequestGate } from '../market/request-gate';
import type { Clock, Logger } from '../kernel/ports';
import type { SettingsService } from '../kernel/settings/settings-service';
import type { AccountRow, AccountsRepo } from './accounts-repo';
import { iso } from '../kernel/time/iso';

const meSchema = z.object({
  id: z.coerce.string().min(1),
  login: z.string().min(1),
  company: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
});

export interface AccountServiceDeps {
  repo: AccountsRepo;
  session: SessionManager;
  vault: TokenVault;
  flows: SignInFlows;
  resolver: EnvironmentResolver;
  gate: RequestGate;
  settings: SettingsService;
  clock: Clock;
  logger: Logger;
  events: EventBus;
  cache?: ConditionalCache;
  dispatcher?: Dispatcher;
}

/** Accounts side by side: sign-in, the active account, sign-out, removal, and each account's marketplace client. */
export function createAccountService(deps: AccountServiceDeps) {
  const { repo, session, clock, events } = deps;
  const clients = new Map<string, Promise<MarketClient>>();
  const language = (): Language => deps.settings.get().language;

  const changed = (): void => events.emit('changed', { tables: ['accounts'] });

  function clientFor(
    environment: MarketEnvironment,
    accountId: string,
    sessionLike: Pick<SessionManager, 'accessToken' | 'afterUnauthorized'> = session,
  ): MarketClient {
    return createMarketClient({
      environment,
      accountId,
      session: sessionLike,
      gate: deps.gate,
      clock,
      logger: deps.logger,
      language,
      ...(deps.cache ? { cache: deps.cache } : {}),
      ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}),
    });
  }

  /**
   * This host's view of a row: its own vault decides "signed in here". A row signed in whose tokens this vault lacks
   * was signed in by the other host (or lost with a damaged vault): shown signed out here with a note, and the row
   * left alone, so the other host keeps its session. A keychain that cannot be opened signs nobody out.
   */
  async function sessionOf(row: AccountRow): Promise<{ pair: TokenPair | null; note: SessionNote | null }> {
    if (row.status !== 'signedIn') return { pair: null, note: null };
    try {
      const pair = await session.tokens(row.id);
      if (pair) return { pair, note: session.unsavedSince(row.id) === null ? null : 'tokens-unsaved' };
      const damage = await deps.vault.damage();
      const lostHere = damage !== null && damage.at >= Date.parse(row.updatedAt);
      return { pair: null, note: lostHere ? 'vault-damaged' : 'signed-in-elsewhere' };
    } catch (error) {
      deps.logger.warn('account session could not be read', { account: row.id, error });
      return { pair: null, note: 'secrets-unavailable' };
    }
  }

  async function summary(row: AccountRow, activeId: string | null): Promise<AccountSummary> {
    const { pair, note } = await sessionOf(row);
    const signedIn = pair !== null || note === 'secrets-unavailable';
    const kind = (environmentKinds as readonly string[]).includes(row.environment)
      ? (row.environment as EnvironmentKind)
      : 'custom';
    return {
      id: row.id,
      environment: kind,
      environmentName: nameOf(kind),
      api: deps.resolver.generationOf(kind),
      userId: row.userId,
      marketHost: deps.resolver.hostOf(kind),
      login: row.login,
      companyName: row.companyName,
      status: signedIn ? 'signedIn' : 'signedOut',
      signedOutReason: signedIn ? null : row.signedOutReason,
      signInNeededBy: pair ? iso(pair.refreshExpiresAt) : null,
      expiryWarning: pair ? pair.refreshExpiresAt - clock.now() <= expiryWarningMs : false,
      sessionNote: note,
      active: row.id === activeId,
    };
  }

  return {
    async list(): Promise<AccountSummary[]> {
      const active = deps.settings.get().activeAccountId;
      return Promise.all(repo.list().map((row) => summary(row, active)));
    },

    startSignIn(
      environment: EnvironmentKind,
      method: 'browser' | 'device',
      options: { callbackPort?: number } = {},
    ): Promise<SignInStart> {
      return method === 'browser'
        ? deps.flows.startBrowser(environment, options.callbackPort)
        : deps.flows.startDevice(environment);
    },

    cancelSignIn: (flowId?: string) => deps.flows.cancel(flowId),

    /** Waits for the flow, names the account through GET /me, then stores its tokens. */
    async finishSignIn(flowId: string): Promise<AccountSummary> {
      const { environment, pair } = await deps.flows.result(flowId);
      const once = {
        accessToken: () => Promise.resolve(pair.accessToken),
        afterUnauthorized: () =>
          Promise.reject(new AppError('SIGN_IN_FAILED', 'The marketplace refused the new access token.')),
      };
      const raw = await clientFor(environment, `sign-in:${flowId}`, once).get('/me');
      const me = meSchema.safeParse(raw);
      if (!me.success) throw new AppError('SIGN_IN_FAILED', 'The marketplace did not say who signed in.');
      const accountId = repo.signedIn(
        {
          environment: environment.kind,
          userId: me.data.id,
          login: me.data.login,
          companyName: me.data.company?.name ?? null,
        },
        new Date(clock.now()),
      );
      await session.signedIn(accountId, pair);
      clients.delete(accountId);
      const activeId = deps.settings.get().activeAccountId;
      if (!activeId || !repo.get(activeId)) deps.settings.update({ activeAccountId: accountId });
      deps.logger.info('signed in', { account: accountId, environment: environment.kind });
      changed();
      return summary(repo.get(accountId)!, deps.settings.get().activeAccountId);
    },

    /** The marketplace refused the session for good (`ended` before its time, or `expired`). */
    markSignedOut(accountId: string, reason: 'ended' | 'expired'): void {
      repo.signedOut(accountId, reason, new Date(clock.now()));
      clients.delete(accountId);
      changed();
    },

    async signOut(accountId: string): Promise<void> {
      if (!repo.get(accountId)) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
      await session.forget(accountId);
      repo.signedOut(accountId, 'signed-out', new Date(clock.now()));
      clients.delete(accountId);
      changed();
    },

    /** Removes the account and, through foreign keys, every row of its local data. */
    async remove(accountId: string): Promise<void> {
      if (!repo.get(accountId)) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
      await session.forget(accountId);
      repo.remove(accountId);
      clients.delete(accountId);
      if (deps.settings.get().activeAccountId === accountId) {
        deps.settings.update({ activeAccountId: repo.list()[0]?.id ?? null });
      }
      changed();
    },

    setActive(accountId: string): void {
      if (!repo.get(accountId)) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
      deps.settings.update({ activeAccountId: accountId });
      changed();
    },

    /** The marketplace client of a signed-in account. */
    client(accountId: string): Promise<MarketClient> {
      let client = clients.get(accountId);
      if (!client) {
        const row = repo.get(accountId);
        if (!row) return Promise.reject(new AppError('NOT_FOUND', `No account ${accountId}.`));
        client = deps.resolver
          .resolve(row.environment as EnvironmentKind)
          .then((environment) => clientFor(environment, accountId));
        clients.set(accountId, client);
        client.catch(() => clients.delete(accountId));
      }
      return client;
    },

    /** Credentials of a marketplace application; the secret is encrypted in the vault. */
    async setClient(
      environment: 'allegro' | 'allegro-sandbox' | 'custom',
      clientId: string,
      clientSecret: string | undefined,
      custom: CustomEnvironment | undefined,
    ): Promise<void> {
      if (custom) requireSecureAddresses(custom);
      if (clientSecret !== undefined) await deps.vault.writeClientSecret(environment, clientSecret);
      const current = deps.settings.get();
      deps.settings.update({
        clientIds: { ...current.clientIds, [environment]: clientId },
        ...(custom ? { customEnvironment: custom } : {}),
      });
      clients.clear();
    },

    signedInIds: (): string[] =>
      repo
        .list()
        .filter((row) => row.status === 'signedIn')
        .map((row) => row.id),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

function nameOf(kind: EnvironmentKind): string {
  return { allegro: 'Allegro', 'allegro-sandbox': 'Allegro Sandbox', demo: 'Demo', custom: 'Custom' }[kind];
}
