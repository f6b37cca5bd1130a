import { createHash } from 'node:crypto';
import { OAuthError } from '../http/errors';
import type { Reply } from '../http/route';
import {
  formOf,
  html,
  invalidRequest,
  randomCode,
  redirect,
  type OAuthClient,
  type OAuthDeps,
  type OAuthRequest,
} from './common';
import { authorizePage, messagePage } from './pages';
import { allScopes } from './scopes';

interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state: string | null;
  scopes: string[];
  challenge: string | null;
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

/** `http://localhost:<any port>/<any path>`: the only redirect addresses the demo client accepts. */
export function isAcceptedRedirectUri(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && url.hostname === 'localhost' && !uri.includes('#');
  } catch {
    return false;
  }
}

const S256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

/**
 * The authorization code flow: the authorize page (choose a demo seller, allow or deny), codes valid
 * `codeSeconds` (10) and usable once, PKCE with S256 only, and the exchange at the token endpoint.
 */
export function createAuthorizationFlow(deps: OAuthDeps) {
  const { clock, settings } = deps;
  const scopesKnown = allScopes(deps.vendor);
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, AuthorizationCode>();

  const parseScopes = (raw: string | null): string[] | null => {
    if (raw === null || raw.trim() === '') return scopesKnown;
    const asked = raw.split(/[\s+]+/).filter(Boolean);
    return asked.every((s) => scopesKnown.includes(s)) ? asked : null;
  };

  function page(req: OAuthRequest): Reply {
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
    pending.set(requestId, { clientId: clientId!, redirectUri, state, scopes, challenge });
    return html(200, authorizePage({ requestId, clientId: clientId!, sellers: deps.sellers(), scopes }));
  }

  function decide(req: OAuthRequest): Reply {
    const form = formOf(req);
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
    const seller = deps.sellers().find((s) => s.id === form.get('seller'));
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

  function exchange(client: OAuthClient, form: URLSearchParams) {
    const code = form.get('code');
    if (!code) throw invalidRequest('An authorization code must be supplied.');
    const record = codes.get(code);
    if (!record || record.used || record.expiresAt <= clock.now() || record.clientId !== client.id) {
      throw new OAuthError(400, 'invalid_grant', `Invalid authorization code: ${code}`);
    }
    // Single use: the code is spent by this attempt whatever happens next.
    record.used = true;
    if (form.get('redirect_uri') !== record.redirectUri)
      throw new OAuthError(400, 'invalid_grant', 'Redirect URI mismatch.');
    if (record.challenge !== null) {
      const verifier = form.get('code_verifier');
      if (!verifier || !VERIFIER.test(verifier) || S256(verifier) !== record.challenge) {
        throw new OAuthError(400, 'invalid_grant', 'Invalid code verifier');
      }
    }
    return deps.tokens.issueForUser('authorization_code', record.userId, client.id, record.scopes);
  }

  return { page, decide, exchange };
}
