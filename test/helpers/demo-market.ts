import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startDemoMarket, type DemoMarket, type DemoMarketOptions } from '../../electron/demo-market';

export const CLIENT_ID = 'demo-client';
export const CLIENT_SECRET = 'demo-secret';
export const V1 = 'application/vnd.allegro.public.v1+json';
export const REDIRECT_URI = 'http://localhost:8123/callback';

/** A small, frozen-clock demo marketplace for tests; close it in afterAll/afterEach. */
export function startTestMarket(options: DemoMarketOptions = {}): Promise<DemoMarket> {
  return startDemoMarket({
    seed: 7,
    offers: 60,
    orders: 40,
    ratings: 30,
    clockStart: '2026-03-02T10:00:00Z',
    frozenClock: true,
    ...options,
  });
}

export const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export function tokenRequest(url: string, params: Record<string, string>, auth = basic()) {
  return fetch(`${url}/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface AuthorizeOptions {
  seller?: string;
  decision?: 'allow' | 'deny';
  challenge?: string;
  state?: string;
  redirectUri?: string;
  scope?: string;
}

/** Walks the authorize page like a person would: open it, choose a seller, allow or deny. Returns the redirect. */
export async function authorize(url: string, opts: AuthorizeOptions = {}): Promise<URL> {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: opts.redirectUri ?? REDIRECT_URI,
    state: opts.state ?? 'st-123',
  });
  if (opts.challenge) {
    params.set('code_challenge', opts.challenge);
    params.set('code_challenge_method', 'S256');
  }
  if (opts.scope) params.set('scope', opts.scope);
  const page = await fetch(`${url}/auth/oauth/authorize?${params.toString()}`, { redirect: 'manual' });
  if (page.status === 302) return new URL(page.headers.get('location')!);
  const html = await page.text();
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
  if (!request) throw new Error(`no authorize form (${page.status}): ${html.slice(0, 200)}`);
  const seller = opts.seller ?? /name="seller" value="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(`${url}/auth/oauth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, seller, decision: opts.decision ?? 'allow' }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 302) throw new Error(`authorize answered ${answer.status}: ${await answer.text()}`);
  return new URL(answer.headers.get('location')!);
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Signs a seller in through the authorization code flow with PKCE. */
export async function signIn(url: string, seller?: string): Promise<TokenPair> {
  const { verifier, challenge } = pkcePair();
  const redirect = await authorize(url, { seller, challenge });
  const response = await tokenRequest(url, {
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code')!,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  if (response.status !== 200) throw new Error(`token: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenPair;
}

export async function appToken(url: string): Promise<string> {
  const response = await tokenRequest(url, { grant_type: 'client_credentials' });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A small marketplace client for tests: bearer token and the v1 media type by default. */
export function apiClient(url: string, token: string) {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: V1,
        ...(body !== undefined ? { 'Content-Type': V1 } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('PATCH', path, body, headers),
    delete: (path: string) => call('DELETE', path),
    async json<T = Record<string, unknown>>(path: string): Promise<T> {
      const response = await call('GET', path);
      if (response.status !== 200)
        throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

/** PUT of a file's bytes as they are (an upload to the marketplace), with the given Content-Type. */
export const putFile = (url: string, token: string, body: Buffer, type = 'application/pdf') =>
  fetch(url, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type, Accept: V1 },
    body,
  });

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export type ApiClient = ReturnType<typeof apiClient>;

export interface MarketForTests {
  market: DemoMarket;
  /** Signed in as the main seller. */
  api: ApiClient;
}

/**
 * One demo marketplace shared by the tests of a file: started, with the main seller signed in, before the first
 * test and closed after the last. Read its fields inside tests and hooks, once it has started.
 */
export function marketForTests(options: DemoMarketOptions = {}): MarketForTests {
  const shared = {} as MarketForTests;
  beforeAll(async () => {
    shared.market = await startTestMarket(options);
    shared.api = apiClient(shared.market.url, (await signIn(shared.market.url)).access_token);
  });
  afterAll(() => shared.market.close());
  return shared;
}

/** The marketplace's error body (format B of the documents). */
export interface ApiErrors {
  errors: {
    code: string;
    message: string;
    details: string | null;
    path: string | null;
    userMessage: string;
  }[];
}

/**
 * Expects the answer to be refused with `status` (and, when given, at `path`) in words a seller can read, and hands
 * back its first error for the test's own checks.
 */
export async function refused(response: Response, status: number, path?: string | null) {
  expect(response.status).toBe(status);
  const error = ((await response.json()) as ApiErrors).errors[0]!;
  if (path !== undefined) expect(error.path).toBe(path);
  expect(error.userMessage.length).toBeGreaterThan(0);
  return error;
}
