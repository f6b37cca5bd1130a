import type { OAuthSettings } from '../oauth/endpoints';
import { sessionEndReasons, type SessionEndReason } from '../oauth/session-end';
import type { TokenService } from '../oauth/tokens';

interface UserArg {
  userId?: string;
}

/** The token part of the control interface: expire, revoke, lifetimes, grace, dropped refresh answers, counts. */
export function authControl(tokens: TokenService, oauth: OAuthSettings) {
  return {
    expireAccessTokens: (args: UserArg = {}) => ({ expired: tokens.expireAccess(args.userId) }),
    revokeAccessTokens: (args: UserArg = {}) => ({ revoked: tokens.revokeAccess(args.userId) }),
    expireRefreshTokens: (args: UserArg = {}) => ({ expired: tokens.expireRefresh(args.userId) }),
    revokeRefreshTokens: (args: UserArg = {}) => ({ revoked: tokens.revokeRefresh(args.userId) }),
    setTokenLifetimes(args: {
      accessSeconds?: number;
      refreshSeconds?: number;
      codeSeconds?: number;
      deviceCodeSeconds?: number;
      deviceIntervalSeconds?: number;
    }) {
      if (args.accessSeconds !== undefined) tokens.settings.accessSeconds = args.accessSeconds;
      if (args.refreshSeconds !== undefined) tokens.settings.refreshSeconds = args.refreshSeconds;
      if (args.codeSeconds !== undefined) oauth.codeSeconds = args.codeSeconds;
      if (args.deviceCodeSeconds !== undefined) oauth.deviceCodeSeconds = args.deviceCodeSeconds;
      if (args.deviceIntervalSeconds !== undefined) oauth.deviceIntervalSeconds = args.deviceIntervalSeconds;
      return { ...tokens.settings, ...oauth };
    },
    /** How long a rotated refresh token keeps working (0 = none, the default). */
    setRefreshGrace(args: { seconds: number }) {
      tokens.settings.refreshGraceSeconds = args.seconds;
    },
    setRevokeFamilyOnReuse(args: { enabled: boolean }) {
      tokens.settings.revokeFamilyOnReuse = args.enabled;
    },
    /** The next `count` refreshes rotate the tokens, then the connection closes without an answer. */
    dropNextRefreshResponses(args: { count: number }) {
      tokens.dropNextRefreshResponses(args.count);
    },
    tokenStats: () => tokens.stats(),
    resetTokenStats: () => tokens.resetStats(),
    activeSessions: (args: { userId: string }) => ({ sessions: tokens.activeSessions(args.userId) }),
    /**
     * The seller's sessions end early, as on the real marketplace (`TOO_MANY_SESSIONS`: only the oldest one):
     * the next API request answers 401 `invalid_token`, a refresh 400 `invalid_grant`. Returns how many ended.
     */
    endSessions(args: { sellerId: string; reason: SessionEndReason }) {
      if (!sessionEndReasons.includes(args.reason))
        throw new Error(`reason must be one of ${sessionEndReasons.join(', ')}`);
      return { ended: tokens.endSessions(args.sellerId, args.reason) };
    },
  };
}
