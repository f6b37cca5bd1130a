import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { jwtExpiresAt } from './jwt';
import type { TokenPair } from './token-vault';
import { undiciRequest } from '../market/undici-request';

/** The refresh token's documented life when it does not say its own expiry. */
export const refreshLifetimeMs = 90 * 24 * 3600_000;

const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive(),
});

const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });

const deviceResponse = z.object({
  device_code: z.string().min(1),
  user_code: z.string().min(1),
  verification_uri: z.url(),
  verification_uri_complete: z.url().optional(),
  expires_in: z.coerce.number().positive(),
  interval: z.coerce.number().positive().default(5),
});

export type DeviceStart = z.infer<typeof deviceResponse>;

/**
 * Why a token request failed. `rejected`: the server said no for good (invalid_grant, invalid_client...);
 * `uncertain`: no usable answer (network, timeout, 5xx, garbage), so the server may or may not have acted.
 */
export class TokenError extends Error {
  constructor(
    readonly kind: 'rejected' | 'uncertain',
    readonly oauthCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

export interface TokenClientOptions {
  /** e.g. https://allegro.pl/auth/oauth */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  dispatcher?: Dispatcher;
  timeoutMs?: number;
  now?: () => number;
}

export interface TokenClient {
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair>;
  startDevice(): Promise<DeviceStart>;
  pollDevice(deviceCode: string): Promise<TokenPair | 'authorization_pending' | 'slow_down'>;
}

export function createTokenClient(options: TokenClientOptions): TokenClient {
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  /** POST only, parameters in a form body, client credentials in Basic: the only form the marketplace accepts. */
  async function post(
    path: string,
    form: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> {
    const request = await undiciRequest();
    let response: Dispatcher.ResponseData;
    try {
      response = await request(`${options.authUrl.replace(/\/+$/, '')}/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
        dispatcher: options.dispatcher,
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new TokenError(
        'uncertain',
        'network',
        `The sign-in server could not be reached: ${String(error)}`,
      );
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw new TokenError('uncertain', 'network', `The sign-in answer was cut off: ${String(error)}`);
    }
    try {
      return { status: response.statusCode, body: JSON.parse(text) as unknown };
    } catch {
      throw new TokenError(
        response.statusCode >= 500 ? 'uncertain' : 'rejected',
        'invalid_response',
        `The sign-in server answered ${response.statusCode} with something that is not JSON.`,
      );
    }
  }

  /**
   * Expiry on this computer's clock: `expires_in` counted from the answer, not the JWT's `exp`, which is the
   * server's clock. A seller whose clock runs days wrong must not see every token as expired. The refresh token's
   * own `exp` is shifted by the same skew.
   */
  function toPair(body: unknown, previousRefresh?: string): TokenPair {
    const parsed = tokenResponse.safeParse(body);
    if (!parsed.success)
      throw new TokenError('uncertain', 'invalid_response', 'The token answer is incomplete.');
    const issued = now();
    const refreshToken = parsed.data.refresh_token ?? previousRefresh;
    if (!refreshToken)
      throw new TokenError('rejected', 'invalid_response', 'The token answer has no refresh token.');
    const accessExpiresAt = issued + parsed.data.expires_in * 1000;
    const serverAccessExp = jwtExpiresAt(parsed.data.access_token);
    const skew = serverAccessExp === null ? 0 : serverAccessExp - accessExpiresAt;
    const serverRefreshExp = jwtExpiresAt(refreshToken);
    return {
      accessToken: parsed.data.access_token,
      accessExpiresAt,
      refreshToken,
      refreshExpiresAt: serverRefreshExp === null ? issued + refreshLifetimeMs : serverRefreshExp - skew,
      obtainedAt: issued,
    };
  }

  function fail(status: number, body: unknown): never {
    const parsed = oauthError.safeParse(body);
    const code = parsed.success ? parsed.data.error : `http_${status}`;
    const message = parsed.success ? (parsed.data.error_description ?? code) : `HTTP ${status}`;
    throw new TokenError(status >= 500 || status === 429 ? 'uncertain' : 'rejected', code, message);
  }

  return {
    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const { status, body } = await post('token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      if (status !== 200) fail(status, body);
      return toPair(body);
    },
    async refresh(refreshToken) {
      const { status, body } = await post('token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      if (status !== 200) fail(status, body);
      return toPair(body, refreshToken);
    },
    async startDevice() {
      const { status, body } = await post('device', { client_id: options.clientId });
      if (status !== 200) fail(status, body);
      const parsed = deviceResponse.safeParse(body);
      if (!parsed.success)
        throw new TokenError('uncertain', 'invalid_response', 'The device answer is incomplete.');
      return parsed.data;
    },
    async pollDevice(deviceCode) {
      const { status, body } = await post('token', {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: deviceCode,
      });
      if (status === 200) return toPair(body);
      const error = oauthError.safeParse(body);
      if (
        error.success &&
        (error.data.error === 'authorization_pending' || error.data.error === 'slow_down')
      ) {
        return error.data.error;
      }
      fail(status, body);
    },
  };
}
