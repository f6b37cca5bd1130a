import type { EventBus } from '../kernel/event-bus';
import { AppError } from '../kernel/errors';
import type { Clock, Logger } from '../kernel/ports';
import { TokenError, type TokenClient } from './token-client';
import type { TokenPair, TokenVault } from './token-vault';

/** Refresh this long before the access token expires, so a request never leaves with a dying token. */
export const refreshMarginMs = 5 * 60_000;
/** Warn this long before the refresh token's three months run out. */
export const expiryWarningMs = 7 * 24 * 3600_000;

export interface SessionDeps {
  vault: TokenVault;
  tokenClientFor: (accountId: string) => Promise<TokenClient>;
  /**
   * Called when the token endpoint answered `invalid_grant`, the one answer that ends a session (any other failure
   * keeps the refresh token for a later try); the account's local data stays. `ended`: before
   * the token's time (the session was ended on the marketplace's side), `expired`: at or after it.
   */
  onSignedOut: (accountId: string, why: 'ended' | 'expired', oauthCode: string) => void;
  clock: Clock;
  logger: Logger;
  events?: EventBus;
}

export interface SessionManager {
  /** A usable access token; refreshes first when it expires within five minutes. */
  accessToken(accountId: string): Promise<string>;
  /** After a 401 with `rejected`: one refresh, unless someone already replaced that token. */
  afterUnauthorized(accountId: string, rejected: string): Promise<string>;
  /** Stores the pair of a fresh sign-in. */
  signedIn(accountId: string, pair: TokenPair): Promise<void>;
  forget(accountId: string): Promise<void>;
  tokens(accountId: string): Promise<TokenPair | null>;
  /** Refreshes every listed account whose token is near its end, and saves pairs a full disk kept in memory. */
  refreshDue(accountIds: string[]): Promise<void>;
  /** When a rotated pair of the account could not be saved and lives in memory only; null when it is on disk. */
  unsavedSince(accountId: string): number | null;
}

/**
 * Sessions with rotating, single-use refresh tokens. One refresh in flight per account inside the process (callers
 * share its promise) and across processes (the vault's lock file, then a re-read: another process may have
 * refreshed already). The new pair is committed to the vault before anyone uses it.
 */
export function createSessionManager(deps: SessionDeps): SessionManager {
  const { vault, clock, logger } = deps;
  const inFlight = new Map<string, Promise<TokenPair>>();
  /**
   * The pair each account last used, so a request does not read and decrypt the vault from disk. The vault stays
   * the truth: every refresh re-reads it under the lock, since another process may have refreshed meanwhile.
   */
  const known = new Map<string, TokenPair>();
  /**
   * Rotated pairs the vault could not store (disk full, EACCES). The old refresh token is spent on the server, so
   * this is the only working pair: used, preferred over the vault's, and saved again on every refresh tick.
   */
  const unsaved = new Map<string, { pair: TokenPair; since: number }>();

  // Short-lived tokens (minutes, as in tests or a strict server) refresh at half their life, not at once.
  const needsRefresh = (pair: TokenPair): boolean =>
    pair.accessExpiresAt - clock.now() <=
    Math.min(refreshMarginMs, (pair.accessExpiresAt - pair.obtainedAt) / 2);

  async function tokensOf(accountId: string): Promise<TokenPair | null> {
    return unsaved.get(accountId)?.pair ?? (await vault.read(accountId));
  }

  async function current(accountId: string): Promise<TokenPair> {
    const pair = await tokensOf(accountId);
    if (!pair) {
      known.delete(accountId);
      throw new AppError('SIGNED_OUT', `Account ${accountId} is signed out.`);
    }
    known.set(accountId, pair);
    return pair;
  }

  function refreshOnce(accountId: string, isStale: (pair: TokenPair) => boolean): Promise<TokenPair> {
    const running = inFlight.get(accountId);
    if (running) return running;
    const flight = vault
      .withLock(() => refreshLocked(accountId, isStale))
      .finally(() => {
        if (inFlight.get(accountId) === flight) inFlight.delete(accountId);
      });
    inFlight.set(accountId, flight);
    return flight;
  }

  async function refreshLocked(accountId: string, isStale: (pair: TokenPair) => boolean): Promise<TokenPair> {
    const pair = await current(accountId);
    if (!isStale(pair)) return pair;
    const client = await deps.tokenClientFor(accountId);
    let fresh: TokenPair;
    try {
      fresh = await client.refresh(pair.refreshToken);
    } catch (error) {
      fresh = await afterFailedRefresh(accountId, client, pair, error);
    }
    known.set(accountId, fresh);
    await store(accountId, fresh);
    logger.info('session refreshed', {
      account: accountId,
      accessExpiresAt: new Date(fresh.accessExpiresAt),
    });
    return fresh;
  }

  /** Saves a pair; one that cannot be saved is kept in memory and reported, never thrown away. */
  async function store(accountId: string, pair: TokenPair): Promise<boolean> {
    try {
      await vault.write(accountId, pair);
    } catch (error) {
      const first = !unsaved.has(accountId);
      unsaved.set(accountId, { pair, since: unsaved.get(accountId)?.since ?? clock.now() });
      logger.error('new session tokens could not be saved; kept in memory and saved again later', {
        account: accountId,
        error,
      });
      if (first) deps.events?.emit('changed', { tables: ['accounts'] });
      return false;
    }
    if (unsaved.delete(accountId)) {
      logger.info('session tokens kept in memory are saved now', { account: accountId });
      deps.events?.emit('changed', { tables: ['accounts'] });
    }
    return true;
  }

  /**
   * A refresh without an answer may still have rotated the pair on the server. Trying once more with the same
   * token is the only safe move: it works if the server never acted, and fails for good if it did.
   */
  async function afterFailedRefresh(
    accountId: string,
    client: TokenClient,
    pair: TokenPair,
    error: unknown,
  ): Promise<TokenPair> {
    if (error instanceof TokenError && error.kind === 'uncertain') {
      logger.warn('refresh got no usable answer; trying once more with the same token', {
        account: accountId,
        reason: error.oauthCode,
      });
      try {
        return await client.refresh(pair.refreshToken);
      } catch (second) {
        error = second;
        if (second instanceof TokenError && second.kind === 'uncertain') {
          throw new AppError('OFFLINE', 'The sign-in server cannot be reached; the session is kept.', {
            cause: second,
          });
        }
      }
    }
    const reason = error instanceof TokenError ? error.oauthCode : 'refresh_failed';
    if (reason !== 'invalid_grant') {
      // A proxy's page, a 407, an invalid_client after a settings mistake: none of them says the session is over.
      logger.warn('refresh failed; the session is kept and the refresh tried again later', {
        account: accountId,
        reason,
      });
      // Codes every caller waits out (a queued change stays queued): a wrong client secret is a setting to fix,
      // anything else is a sign-in server out of reach for now.
      const misconfigured = reason === 'invalid_client' || reason === 'unauthorized_client';
      throw new AppError(
        misconfigured ? 'NOT_CONFIGURED' : 'OFFLINE',
        `The sign-in server did not refresh the session (${reason}); it is kept and tried again later.`,
        { cause: error },
      );
    }
    const why = pair.refreshExpiresAt > clock.now() ? 'ended' : 'expired';
    logger.warn('refresh refused; account signed out, local data kept', { account: accountId, reason, why });
    unsaved.delete(accountId);
    known.delete(accountId);
    await vault.remove(accountId);
    deps.onSignedOut(accountId, why, reason);
    throw new AppError(
      'SIGNED_OUT',
      why === 'ended'
        ? 'The marketplace ended this session before its time (logged out everywhere, a new password or e-mail, a block, or over 20 sessions). Sign in again to continue.'
        : 'The sign-in of this account ran out. Sign in again to continue.',
      { cause: error },
    );
  }

  return {
    async accessToken(accountId) {
      const pair = known.get(accountId) ?? (await current(accountId));
      if (!needsRefresh(pair)) return pair.accessToken;
      return (await refreshOnce(accountId, needsRefresh)).accessToken;
    },
    async afterUnauthorized(accountId, rejected) {
      const isRejected = (pair: TokenPair): boolean => pair.accessToken === rejected;
      let fresh = await refreshOnce(accountId, isRejected);
      // Joining a flight started for another reason may bring back the very token that was refused.
      if (isRejected(fresh)) fresh = await refreshOnce(accountId, isRejected);
      if (isRejected(fresh))
        throw new AppError('AUTH_EXPIRED', 'The marketplace refused a fresh access token.');
      return fresh.accessToken;
    },
    async signedIn(accountId, pair) {
      // A fresh sign-in that cannot be stored fails: the seller is there to see it and try again.
      await vault.write(accountId, pair);
      unsaved.delete(accountId);
      known.set(accountId, pair);
    },
    async forget(accountId) {
      known.delete(accountId);
      unsaved.delete(accountId);
      await vault.remove(accountId);
    },
    tokens: tokensOf,
    unsavedSince: (accountId) => unsaved.get(accountId)?.since ?? null,
    async refreshDue(accountIds) {
      for (const accountId of [...unsaved.keys()]) {
        await vault
          .withLock(async () => {
            const kept = unsaved.get(accountId);
            if (kept) await store(accountId, kept.pair);
          })
          .catch((error: unknown) => logger.warn('saving kept tokens failed', { account: accountId, error }));
      }
      for (const accountId of accountIds) {
        try {
          const pair = await tokensOf(accountId);
          if (pair) known.set(accountId, pair);
          else known.delete(accountId);
          if (!pair || !needsRefresh(pair)) continue;
          await refreshOnce(accountId, needsRefresh);
        } catch (error) {
          logger.warn('scheduled refresh failed', { account: accountId, error });
        }
      }
    },
  };
}
