import { OAuthError } from '../http/errors';
import type { Reply } from '../http/route';
import {
  formOf,
  html,
  invalidRequest,
  randomCode,
  tokenJson,
  type OAuthClient,
  type OAuthDeps,
  type OAuthRequest,
} from './common';
import { devicePage, messagePage } from './pages';
import { allScopes } from './scopes';

interface DeviceAuthorization {
  clientId: string;
  userCode: string;
  expiresAt: number;
  interval: number;
  lastPollAt: number | null;
  state: 'pending' | 'approved' | 'denied' | 'used';
  userId: string | null;
}

/**
 * The device flow: `/auth/oauth/device` hands out a device code and a user code, the person confirms the
 * user code on `/skojarz-aplikacje`, and the device polls the token endpoint, hearing
 * `authorization_pending`, `slow_down` (polling faster than `interval`) or `expired_token` meanwhile.
 */
export function createDeviceFlow(deps: OAuthDeps) {
  const { clock, settings } = deps;
  const devices = new Map<string, DeviceAuthorization>();
  const byUserCode = new Map<string, string>();

  function start(req: OAuthRequest, client: OAuthClient, form: URLSearchParams): Reply {
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
    byUserCode.set(userCode, deviceCode);
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

  function poll(client: OAuthClient, form: URLSearchParams) {
    const deviceCode = form.get('device_code');
    if (!deviceCode) throw invalidRequest('Missing device code');
    const record = devices.get(deviceCode);
    if (!record || record.clientId !== client.id || record.state === 'used')
      throw invalidRequest('Invalid device code');
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
    return deps.tokens.issueForUser('device_code', record.userId!, client.id, allScopes(deps.vendor));
  }

  function page(req: OAuthRequest): Reply {
    return html(200, devicePage({ userCode: req.query.get('code') ?? '', sellers: deps.sellers() }));
  }

  function confirm(req: OAuthRequest): Reply {
    const form = formOf(req);
    const userCode = (form.get('user_code') ?? '').trim();
    const record = devices.get(byUserCode.get(userCode) ?? '');
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
    const seller = deps.sellers().find((s) => s.id === form.get('seller'));
    if (!seller)
      return html(400, devicePage({ userCode, sellers: deps.sellers(), message: 'Wybierz sprzedawcę.' }));
    record.state = 'approved';
    record.userId = seller.id;
    return html(
      200,
      messagePage('Aplikacja powiązana', 'The application is linked. You can close this page.'),
    );
  }

  return { start, poll, page, confirm };
}
