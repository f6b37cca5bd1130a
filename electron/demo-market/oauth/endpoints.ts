import type { IncomingHttpHeaders } from 'node:http';
import { OAuthError } from '../http/errors';
import { baseContentType } from '../http/media';
import type { Reply } from '../http/route';
import { createAuthorizationFlow } from './authorize';
import {
  fullAuthentication,
  invalidRequest,
  tokenJson,
  type OAuthClient,
  type OAuthDeps,
  type OAuthRequest,
} from './common';
import { createDeviceFlow } from './device';
import { allScopes } from './scopes';

export type { OAuthClient, OAuthSettings } from './common';
export { isAcceptedRedirectUri } from './authorize';

/**
 * `/auth/oauth/*` and the device page. The token endpoint takes only POST with a form body and Basic
 * client credentials; its errors use `{ error, error_description }`.
 */
export function createOAuthEndpoints(deps: OAuthDeps) {
  const code = createAuthorizationFlow(deps);
  const device = createDeviceFlow(deps);

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

  /** POST only, parameters only in an x-www-form-urlencoded body (GET and query strings are refused). */
  const postedForm = (req: OAuthRequest): URLSearchParams => {
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

  function token(req: OAuthRequest): Reply {
    const form = postedForm(req);
    const client = clientFromBasic(req.headers);
    const grant = form.get('grant_type');
    if (!grant) throw invalidRequest('Missing grant type');
    switch (grant) {
      case 'authorization_code':
        return tokenJson(code.exchange(client, form));
      case 'refresh_token': {
        const refreshToken = form.get('refresh_token');
        if (!refreshToken) throw invalidRequest('Missing refresh token');
        const issued = deps.tokens.refresh(refreshToken, client.id);
        return { ...tokenJson(issued.body), drop: issued.drop };
      }
      case 'client_credentials':
        return tokenJson(deps.tokens.issueForApp(client.id, allScopes(deps.vendor)));
      case 'urn:ietf:params:oauth:grant-type:device_code':
        return tokenJson(device.poll(client, form));
      default:
        throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant}`);
    }
  }

  return {
    /** Whether this server answers `path` here rather than as an API resource. */
    owns: (path: string) => path.startsWith('/auth/oauth') || path === '/skojarz-aplikacje',
    handle(req: OAuthRequest): Reply {
      if (req.path === '/auth/oauth/authorize') {
        if (req.method === 'GET') return code.page(req);
        if (req.method === 'POST') return code.decide(req);
      }
      if (req.path === '/auth/oauth/token') return token(req);
      if (req.path === '/auth/oauth/device') {
        const form = postedForm(req);
        return device.start(req, clientFromBasic(req.headers), form);
      }
      if (req.path === '/skojarz-aplikacje') {
        if (req.method === 'GET') return device.page(req);
        if (req.method === 'POST') return device.confirm(req);
      }
      // A wrong token address answers as the marketplace does: full authentication is required.
      throw fullAuthentication();
    },
  };
}
