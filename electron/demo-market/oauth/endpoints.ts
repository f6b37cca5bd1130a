import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../clock';
import { OAuthError } from '../http/errors';
import { baseContentType } from '../http/media';
import type { Reply } from '../http/route';
import type { Seller } from '../state/types';
import { authorizePage, devicePage, messagePage } from './pages';
import { allScopes } from './scopes';
import type { TokenService } from './tokens';

export interface OAuthClient {
  id: string;
  secret: string;
}

export interface OAuthSettings {
  codeSeconds: number;
  deviceCodeSeconds: number;
  deviceIntervalSeconds: number;
}

interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state: string | null;
  scopes: string[];
  challenge: string | null;
  createdAt: number;
}

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  challenge: string | null;
  expiresAt: number;
  used: boolean;
}

interface DeviceAuthorization {
  clientId: string;
  userCode: string;
  expiresAt: number;
  interval: number;
  lastPollAt: number | null;
  state: 'pending' | 'approved' | 'denied' | 'used';
  userId: string | null;
}

export interface OAuthRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  baseUrl: string;
}

const html = (status: number, content: string): Reply => ({
  status,
  raw: content,
  contentType: 'text/html; charset=utf-8',
  headers: { 'Cache-Control': 'no-store' },
});
const tokenJson = (body: unknown): Reply => ({
  status: 200,
  raw: JSON.stringify(body),
  contentType: 'application/json;charset=UTF-8',
  headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
});
const redirect = (location: string): Reply => ({ status: 302, headers: { Location: location } });

const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);
const fullAuthentication = () =>
  new OAuthError(401, 'unauthorized', 'Full authentication is required to access this resource');

/** `http://localhost:<any port>/<any path>`: the only redirect addresses the demo client accepts. */
export function isAcceptedRedirectUri(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      url.protocol === 'http:' && url.hostname === 'localhost' && url.hash === '' && uri.indexOf('#') < 0
    );
  } catch {
    return false;
  }
}

const S256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

function randomCode(
  length: number,
  alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
) {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/**
 * `/auth/oauth/*` and the device page: authorization code with PKCE (S256 only), refresh with rotation,
 * client credentials and the device flow. The token endpoint takes only POST with a form body and Basic
 * client credentials; its errors use `{ error, error_description }`.
 */
export function createOAuthEndpoints(deps: {
  clock: Clock;
  tokens: TokenService;
  sellers: () => Seller[];
  clients: OAuthClient[];
  settings: OAuthSettings;
  vendor: string;
}) {
  const { clock, tokens, settings } = deps;
  const scopesKnown = allScopes(deps.vendor);
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, AuthorizationCode>();
  const devices = new Map<string, DeviceAuthorization>();
  const deviceByUserCode = new Map<string, string>();

  const clientFromBasic = (headers: IncomingHttpHeaders): OAuthClient => {
    const header = headers.authorization;
    if (!header || !/^basic /i.test(header)) throw fullAuthentication();
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const id = colon < 0 ? decoded : decoded.slice(0, colon);
    const secret = colon < 0 ? '' : decoded.slice(colon + 1);
    const client = deps.clients.find((c) => c.id === id && c.secret === secret);
    if (!client) throw new OAuthError(401, 'unauthorized', 'Bad credentials');
    return client;
  };

  const formOf = (req: OAuthRequest): URLSearchParams => {
    if (req.method !== 'POST') {
      throw new OAuthError(405, 'method_not_allowed', `Request method '${req.method}' not supported`, {
        Allow: 'POST',
      });
    }
    if ([...req.query.keys()].length > 0) {
      throw invalidRequest('Parameters must be sent in the request body (application/x-www-form-urlencoded)');
    }
    const type = baseContentType(req.headers['content-type']);
    return type === 'application/x-www-form-urlencoded'
      ? new URLSearchParams(req.rawBody.toString('utf8'))
      : new URLSearchParams();
  };

  const parseScopes = (raw: string | null): string[] | null => {
    if (raw === null || raw.trim() === '') return scopesKnown;
    const asked = raw.split(/[\s+]+/).filter(Boolean);
    return asked.every((s) => scopesKnown.includes(s)) ? asked : null;
  };

  const sellerById = (id: string | null) => deps.sellers().find((s) => s.id === id);

  function authorizeGet(req: OAuthRequest): Reply {
    const q = req.query;
    const clientId = q.get('client_id');
    if (!deps.clients.some((c) => c.id === clientId)) {
      return html(400, messagePage('Błąd autoryzacji', `Unknown client_id: ${clientId ?? '(missing)'}`));
    }
    const redirectUri = q.get('redirect_uri');
    if (!redirectUri || !isAcceptedRedirectUri(redirectUri)) {
      return html(
        400,
        messagePage(
          'Błąd autoryzacji',
          'redirect_uri must be http://localhost:<port>/<path> (no IP addresses)',
        ),
      );
    }
    const state = q.get('state');
    const back = (error: string, description?: string) => {
      const url = new URL(redirectUri);
      url.searchParams.set('error', error);
      if (description) url.searchParams.set('error_description', description);
      if (state !== null) url.searchParams.set('state', state);
      return redirect(url.toString());
    };
    if (q.get('response_type') !== 'code') return back('unsupported_response_type');
    const challenge = q.get('code_challenge');
    const method = q.get('code_challenge_method');
    if (challenge !== null || method !== null) {
      if (method !== 'S256')
        return back('invalid_request', 'Only the S256 code_challenge_method is supported');
      if (!challenge || !CHALLENGE.test(challenge)) return back('invalid_request', 'Invalid code_challenge');
    }
    const scopes = parseScopes(q.get('scope'));
    if (!scopes) return back('invalid_scope', 'Unknown scope');
    const requestId = randomCode(24);
    pending.set(requestId, {
      clientId: clientId!,
      redirectUri,
      state,
      scopes,
      challenge,
      createdAt: clock.now(),
    });
    return html(200, authorizePage({ requestId, clientId: clientId!, sellers: deps.sellers(), scopes }));
  }

  function authorizePost(req: OAuthRequest): Reply {
    const form = new URLSearchParams(req.rawBody.toString('utf8'));
    const requestId = form.get('request') ?? '';
    const request = pending.get(requestId);
    if (!request)
      return html(400, messagePage('Błąd autoryzacji', 'This sign-in page has expired. Start again.'));
    pending.delete(requestId);
    const url = new URL(request.redirectUri);
    if (request.state !== null) url.searchParams.set('state', request.state);
    if (form.get('decision') !== 'allow') {
      url.searchParams.set('error', 'access_denied');
      return redirect(url.toString());
    }
    const seller = sellerById(form.get('seller'));
    if (!seller) return html(400, messagePage('Błąd autoryzacji', 'Choose a seller.'));
    const code = randomCode(32);
    codes.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      userId: seller.id,
      scopes: request.scopes,
      challenge: request.challenge,
      expiresAt: clock.now() + settings.codeSeconds * 1000,
      used: false,
    });
    url.searchParams.set('code', code);
    return redirect(url.toString());
  }

  function exchangeCode(client: OAuthClient, form: URLSearchParams) {
    const code = form.get('code');
    if (!code) throw invalidRequest('An authorization code must be supplied.');
    const record = codes.get(code);
    if (!record || record.used || record.expiresAt <= clock.now() || record.clientId !== client.id) {
      throw new OAuthError(400, 'invalid_grant', `Invalid authorization code: ${code}`);
    }
    // Single use: the code is spent by this attempt whatever happens next.
    record.used = true;
    if (form.get('redirect_uri') !== record.redirectUri) {
      throw new OAuthError(400, 'invalid_grant', 'Redirect URI mismatch.');
    }
    if (record.challenge !== null) {
      const verifier = form.get('code_verifier');
      if (!verifier || !VERIFIER.test(verifier) || S256(verifier) !== record.challenge) {
        throw new OAuthError(400, 'invalid_grant', 'Invalid code verifier');
      }
    }
    return tokens.issueForUser('authorization_code', record.userId, client.id, record.scopes);
  }

  function pollDevice(client: OAuthClient, form: URLSearchParams) {
    const deviceCode = form.get('device_code');
    if (!deviceCode) throw invalidRequest('Missing device code');
    const record = devices.get(deviceCode);
    if (!record || record.clientId !== client.id || record.state === 'used') {
      throw invalidRequest('Invalid device code');
    }
    const now = clock.now();
    if (record.expiresAt <= now) throw new OAuthError(400, 'expired_token', 'Device code has expired');
    if (record.state === 'denied')
      throw new OAuthError(400, 'access_denied', 'User denied the authorization');
    const tooSoon = record.lastPollAt !== null && now - record.lastPollAt < record.interval * 1000;
    record.lastPollAt = now;
    if (tooSoon) {
      record.interval += 5;
      throw new OAuthError(400, 'slow_down', 'Polling too frequently; increase the interval by 5 seconds');
    }
    if (record.state === 'pending') {
      throw new OAuthError(400, 'authorization_pending', 'User has not authorized the device code yet.');
    }
    record.state = 'used';
    return tokens.issueForUser('device_code', record.userId!, client.id, scopesKnown);
  }

  function token(req: OAuthRequest): Reply {
    const form = formOf(req);
    const client = clientFromBasic(req.headers);
    const grant = form.get('grant_type');
    if (!grant) throw invalidRequest('Missing grant type');
    switch (grant) {
      case 'authorization_code':
        return tokenJson(exchangeCode(client, form));
      case 'refresh_token': {
        const refreshToken = form.get('refresh_token');
        if (!refreshToken) throw invalidRequest('Missing refresh token');
        const issued = tokens.refresh(refreshToken, client.id);
        return { ...tokenJson(issued.body), drop: issued.drop };
      }
      case 'client_credentials':
        return tokenJson(tokens.issueForApp(client.id, scopesKnown));
      case 'urn:ietf:params:oauth:grant-type:device_code':
        return tokenJson(pollDevice(client, form));
      default:
        throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant}`);
    }
  }

  function deviceStart(req: OAuthRequest): Reply {
    const form = formOf(req);
    const client = clientFromBasic(req.headers);
    if (form.get('client_id') !== null && form.get('client_id') !== client.id) {
      throw invalidRequest('client_id does not match the client credentials');
    }
    const deviceCode = randomCode(32);
    const userCode = randomCode(9, 'abcdefghijkmnpqrstuvwxyz23456789');
    devices.set(deviceCode, {
      clientId: client.id,
      userCode,
      expiresAt: clock.now() + settings.deviceCodeSeconds * 1000,
      interval: settings.deviceIntervalSeconds,
      lastPollAt: null,
      state: 'pending',
      userId: null,
    });
    deviceByUserCode.set(userCode, deviceCode);
    const verification = `${req.baseUrl}/skojarz-aplikacje`;
    return tokenJson({
      device_code: deviceCode,
      expires_in: settings.deviceCodeSeconds,
      user_code: userCode,
      interval: settings.deviceIntervalSeconds,
      verification_uri: verification,
      verification_uri_complete: `${verification}?code=${userCode}`,
    });
  }

  function devicePageGet(req: OAuthRequest): Reply {
    return html(200, devicePage({ userCode: req.query.get('code') ?? '', sellers: deps.sellers() }));
  }

  function devicePagePost(req: OAuthRequest): Reply {
    const form = new URLSearchParams(req.rawBody.toString('utf8'));
    const userCode = (form.get('user_code') ?? '').trim();
    const record = devices.get(deviceByUserCode.get(userCode) ?? '');
    if (!record || record.state !== 'pending' || record.expiresAt <= clock.now()) {
      return html(
        400,
        devicePage({ userCode, sellers: deps.sellers(), message: 'Nieznany lub wygasły kod.' }),
      );
    }
    if (form.get('decision') !== 'allow') {
      record.state = 'denied';
      return html(200, messagePage('Odmówiono dostępu', 'Access denied. You can close this page.'));
    }
    const seller = sellerById(form.get('seller'));
    if (!seller)
      return html(400, devicePage({ userCode, sellers: deps.sellers(), message: 'Wybierz sprzedawcę.' }));
    record.state = 'approved';
    record.userId = seller.id;
    return html(
      200,
      messagePage('Aplikacja powiązana', 'The application is linked. You can close this page.'),
    );
  }

  return {
    /** Whether this server answers `path` here rather than as an API resource. */
    owns: (path: string) => path.startsWith('/auth/oauth') || path === '/skojarz-aplikacje',
    handle(req: OAuthRequest): Reply {
      if (req.path === '/auth/oauth/authorize') {
        if (req.method === 'GET') return authorizeGet(req);
        if (req.method === 'POST') return authorizePost(req);
      }
      if (req.path === '/auth/oauth/token') return token(req);
      if (req.path === '/auth/oauth/device') return deviceStart(req);
      if (req.path === '/skojarz-aplikacje') {
        if (req.method === 'GET') return devicePageGet(req);
        if (req.method === 'POST') return devicePagePost(req);
      }
      // A wrong token address answers as the marketplace does: full authentication is required.
      throw fullAuthentication();
    },
  };
}
