import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { OAuthError } from '../http/errors';
import type { Principal } from '../http/route';
import { signJwt, verifyJwt } from './jwt';
import type { SessionEndReason } from './session-end';
import {
  emptyStats,
  type AccessRecord,
  type Grant,
  type IssuedTokens,
  type RefreshRecord,
  type TokenSnapshot,
  type TokenStats,
} from './token-records';

export type { Grant, TokenSnapshot, TokenStats } from './token-records';

export interface TokenSettings {
  accessSeconds: number;
  refreshSeconds: number;
  /** How long an old refresh token keeps working after rotation; 0 = it dies at once. */
  refreshGraceSeconds: number;
  /** Reusing a rotated refresh token revokes its whole family (the session), as a careful server does. */
  revokeFamilyOnReuse: boolean;
}

const invalidToken = (description: string) => new OAuthError(401, 'invalid_token', description);
const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

/**
 * Access and refresh tokens. Both are JWTs this server signs; a record per token id says whether it is still
 * good, so tests can expire or revoke tokens and see rotation, reuse and dropped responses counted.
 */
export function createTokenService(opts: {
  clock: Clock;
  settings: TokenSettings;
  snapshot?: TokenSnapshot;
}) {
  const { clock } = opts;
  const settings = opts.settings;
  const secret = opts.snapshot ? Buffer.from(opts.snapshot.secret, 'base64') : randomBytes(32);
  const refresh = new Map<string, RefreshRecord>((opts.snapshot?.refresh ?? []).map((r) => [r.jti, r]));
  const access = new Map<string, AccessRecord>((opts.snapshot?.access ?? []).map((r) => [r.jti, r]));
  let stats = emptyStats();
  let dropRefreshes = 0;

  const count = (grant: Grant, userId: string | null) => {
    stats.byGrant[grant]++;
    if (userId) {
      const user = (stats.byUser[userId] ??= {});
      user[grant] = (user[grant] ?? 0) + 1;
    }
  };

  const issueAccess = (userId: string | null, clientId: string, scopes: string[], family: string | null) => {
    const now = clock.now();
    const jti = randomUUID();
    const expiresAt = now + settings.accessSeconds * 1000;
    access.set(jti, { jti, userId, clientId, family, issuedAt: now, expiresAt, state: 'active' });
    const claims: Record<string, unknown> = {
      ...(userId ? { user_name: userId } : {}),
      scope: scopes,
      allegro_api: true,
      exp: Math.floor(expiresAt / 1000),
      iat: Math.floor(now / 1000),
      jti,
      client_id: clientId,
      ...(userId ? { authorities: ['ROLE_USER'] } : {}),
    };
    return { token: signJwt(claims, secret), jti, expiresAt };
  };

  const issuePair = (userId: string, clientId: string, scopes: string[], family: string) => {
    const now = clock.now();
    const at = issueAccess(userId, clientId, scopes, family);
    const jti = randomUUID();
    const expiresAt = now + settings.refreshSeconds * 1000;
    refresh.set(jti, {
      jti,
      userId,
      clientId,
      scopes,
      family,
      issuedAt: now,
      expiresAt,
      state: 'active',
      rotatedAt: null,
    });
    const refreshToken = signJwt(
      {
        user_name: userId,
        scope: scopes,
        ati: at.jti,
        jti,
        exp: Math.floor(expiresAt / 1000),
        client_id: clientId,
      },
      secret,
    );
    return {
      access_token: at.token,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: settings.accessSeconds,
      scope: scopes.join(' '),
      allegro_api: true,
      jti: at.jti,
    };
  };

  const revokeFamily = (family: string) => {
    for (const r of refresh.values()) if (r.family === family && r.state === 'active') r.state = 'revoked';
    for (const a of access.values()) if (a.family === family && a.state === 'active') a.state = 'revoked';
  };

  return {
    secret,
    settings,

    /** A new session (authorization code or device flow). */
    issueForUser(
      grant: 'authorization_code' | 'device_code',
      userId: string,
      clientId: string,
      scopes: string[],
    ) {
      count(grant, userId);
      return issuePair(userId, clientId, scopes, randomUUID());
    },

    issueForApp(clientId: string, scopes: string[]) {
      count('client_credentials', null);
      const at = issueAccess(null, clientId, scopes, null);
      return {
        access_token: at.token,
        token_type: 'bearer',
        expires_in: settings.accessSeconds,
        scope: scopes.join(' '),
        allegro_api: true,
        jti: at.jti,
      };
    },

    refresh(token: string, clientId: string): IssuedTokens {
      const claims = verifyJwt(token, secret);
      const record = typeof claims?.jti === 'string' ? refresh.get(claims.jti) : undefined;
      const now = clock.now();
      if (!record || record.clientId !== clientId) {
        stats.invalidGrant++;
        throw invalidGrant('Invalid refresh token');
      }
      if (record.state === 'rotated') {
        const inGrace =
          settings.refreshGraceSeconds > 0 &&
          record.rotatedAt !== null &&
          now - record.rotatedAt < settings.refreshGraceSeconds * 1000;
        if (!inGrace) {
          stats.refreshReuse++;
          stats.reuseByUser[record.userId] = (stats.reuseByUser[record.userId] ?? 0) + 1;
          stats.invalidGrant++;
          if (settings.revokeFamilyOnReuse) revokeFamily(record.family);
          throw invalidGrant('Invalid refresh token');
        }
        stats.refreshGraceUses++;
      } else if (record.state !== 'active' || record.expiresAt <= now) {
        stats.invalidGrant++;
        throw invalidGrant('Invalid refresh token');
      }
      count('refresh_token', record.userId);
      stats.refreshes++;
      if (record.state === 'active') {
        record.state = 'rotated';
        record.rotatedAt = now;
      }
      const body = issuePair(record.userId, record.clientId, record.scopes, record.family);
      const drop = dropRefreshes > 0;
      if (drop) {
        dropRefreshes--;
        stats.droppedRefreshResponses++;
      }
      return { body, drop };
    },

    /** Resolves a bearer token into who it speaks for, or throws the documented 401. */
    authenticate(token: string): Principal {
      const claims = verifyJwt(token, secret);
      if (!claims || typeof claims.jti !== 'string' || 'ati' in claims) {
        throw invalidToken('Cannot convert access token to JSON');
      }
      const record = access.get(claims.jti);
      if (!record) throw invalidToken('Cannot convert access token to JSON');
      if (record.state === 'revoked') throw invalidToken('Invalid access token');
      if (record.state === 'expired' || record.expiresAt <= clock.now())
        throw invalidToken('Access token expired');
      const scopes = Array.isArray(claims.scope) ? (claims.scope as string[]) : [];
      return record.userId
        ? { kind: 'user', userId: record.userId, clientId: record.clientId, scopes, jti: record.jti }
        : { kind: 'app', clientId: record.clientId, scopes, jti: record.jti };
    },

    expireAccess(userId?: string) {
      let n = 0;
      for (const a of access.values()) {
        if (a.state === 'active' && (userId === undefined || a.userId === userId)) {
          a.state = 'expired';
          n++;
        }
      }
      return n;
    },
    revokeAccess(userId?: string) {
      let n = 0;
      for (const a of access.values()) {
        if (a.state !== 'revoked' && (userId === undefined || a.userId === userId)) {
          a.state = 'revoked';
          n++;
        }
      }
      return n;
    },
    expireRefresh(userId?: string) {
      let n = 0;
      for (const r of refresh.values()) {
        if (r.state === 'active' && (userId === undefined || r.userId === userId)) {
          r.state = 'expired';
          n++;
        }
      }
      return n;
    },
    revokeRefresh(userId?: string) {
      let n = 0;
      for (const r of refresh.values()) {
        if (
          (r.state === 'active' || r.state === 'rotated') &&
          (userId === undefined || r.userId === userId)
        ) {
          r.state = 'revoked';
          n++;
        }
      }
      return n;
    },
    /**
     * Ends a seller's sessions before their time, as the marketplace does when the seller logs out everywhere,
     * changes the password or e-mail, or is blocked: every token of the seller dies at once. A 21st open session
     * ends only the oldest (#2481, #11815). The answers say nothing of why (see session-end.ts).
     */
    endSessions(userId: string, reason: SessionEndReason) {
      const families = [...refresh.values()]
        .filter((r) => r.userId === userId && (r.state === 'active' || r.state === 'rotated'))
        .sort((a, b) => a.issuedAt - b.issuedAt)
        .map((r) => r.family);
      const ending = [...new Set(families)].slice(0, reason === 'TOO_MANY_SESSIONS' ? 1 : undefined);
      for (const family of ending) {
        for (const r of refresh.values())
          if (r.family === family && r.state !== 'expired') r.state = 'revoked';
        for (const a of access.values())
          if (a.family === family && a.state !== 'expired') a.state = 'revoked';
      }
      return ending.length;
    },
    dropNextRefreshResponses(n: number) {
      dropRefreshes = n;
    },
    stats: (): TokenStats => structuredClone(stats),
    resetStats() {
      stats = emptyStats();
    },
    /** Live refresh tokens per user, for tests that check a session is (still) alive. */
    activeSessions(userId: string) {
      return [...refresh.values()].filter((r) => r.userId === userId && r.state === 'active').length;
    },
    snapshot(): TokenSnapshot {
      const horizon = clock.now() - 24 * 3600 * 1000;
      return {
        secret: secret.toString('base64'),
        refresh: [...refresh.values()].filter((r) => r.expiresAt > horizon),
        access: [...access.values()].filter((a) => a.expiresAt > horizon),
      };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
