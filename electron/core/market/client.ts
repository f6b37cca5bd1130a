import type { Dispatcher } from 'undici';
import type { Language } from '../../../shared/settings';
import type { SessionManager } from '../auth/session-manager';
import type { Clock, Logger } from '../kernel/ports';
import { backoffDelay } from '../kernel/time/backoff';
import { bodyBytes } from './body-bytes';
import type { MarketEnvironment } from './environments/environments';
import { codeForStatus, MarketError, parseErrorBody } from './market-error';
import type { RequestGate, RequestPriority } from './request-gate';
import { undiciRequest } from './undici-request';

/** The marketplace's JSON media type: application/vnd.{vendor}.public.v1+json, or a beta version. */
export const jsonMediaType = (vendor: string, beta?: number): string =>
  beta === undefined
    ? `application/vnd.${vendor}.public.v1+json`
    : `application/vnd.${vendor}.beta.v${beta}+json`;

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

export interface MarketRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A file sent as it is (a warranty's PDF) instead of a JSON body. */
  raw?: { bytes: Uint8Array; contentType: string };
  /** json (vendor media type), or a binary download by Accept. */
  accept?: 'json' | 'pdf' | 'octet-stream' | 'text';
  beta?: number;
  /** Safe to send twice: reads, and PUTs of a command whose id was stored before sending. */
  idempotent?: boolean;
  /** Send If-Modified-Since from the last answer with Last-Modified and reuse its body on 304. */
  conditional?: boolean;
  /** Some operations answer only in English whatever the UI speaks. */
  acceptLanguage?: 'en-US' | 'pl-PL';
  signal?: AbortSignal;
  /** This call's deadline for the whole answer (headers and body), instead of the client's default. */
  timeoutMs?: number;
  /** How many times this call may be sent at most (a probe sends once), instead of the client's default. */
  attempts?: number;
  /** Its place in the account's budget: 'interactive' (the default) or 'background' (sync), see request-gate.ts. */
  priority?: RequestPriority;
  /**
   * Error statuses the caller handles as an answer (a merged-away order's 404): still thrown as a MarketError, but
   * logged as information, so the log's warnings stay the failures.
   */
  expected?: readonly number[];
  /**
   * A successful JSON answer as its bytes (a Uint8Array of its own buffer), unparsed: a page handed to the sync's
   * writer thread, which decodes and parses it there, so no page-sized string is left for this thread's
   * collector. Not kept in the conditional cache.
   */
  unparsed?: boolean;
}

export interface MarketResponse<T> {
  status: number;
  data: T;
  traceId: string | undefined;
  location: string | undefined;
  /** Seconds, from Retry-After / retry-after. */
  retryAfter: number | undefined;
  lastModified: string | undefined;
  /** True when the data came from the conditional cache after a 304. */
  notModified: boolean;
  /** How long the last attempt waited for its turn in the budget (request-gate.ts). */
  waitedMs: number;
}

export interface ConditionalCache {
  get(accountId: string, url: string): { lastModified: string; body: string } | null;
  put(accountId: string, url: string, lastModified: string, body: string): void;
}

export interface MarketClientOptions {
  environment: MarketEnvironment;
  accountId: string;
  session: Pick<SessionManager, 'accessToken' | 'afterUnauthorized'>;
  gate: RequestGate;
  clock: Clock;
  logger: Logger;
  language: () => Language;
  dispatcher?: Dispatcher;
  cache?: ConditionalCache;
  timeoutMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface MarketClient {
  readonly accountId: string;
  readonly environment: MarketEnvironment;
  request<T = unknown>(spec: MarketRequest): Promise<MarketResponse<T>>;
  get<T = unknown>(path: string, query?: Record<string, QueryValue>): Promise<T>;
}

const retryableStatus = new Set([500, 502, 503, 504]);

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Arrays are sent as a repeated parameter, the marketplace's convention.
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

/**
 * One account's way to the marketplace: budget and app-wide 429 block first, a fresh token, the vendor media
 * type, then typed errors. A 401 is answered by one refresh and one retry; reads and command PUTs are retried
 * with full-jitter backoff on network faults and 5xx, never into a 429 block.
 */
export function createMarketClient(options: MarketClientOptions): MarketClient {
  const { environment, accountId, session, gate, clock, logger } = options;
  const maxAttempts = options.maxAttempts ?? 4;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const mediaType = (beta?: number): string => jsonMediaType(environment.vendor, beta);

  async function send<T>(spec: MarketRequest): Promise<MarketResponse<T>> {
    const url = buildUrl(environment.apiUrl, spec.path, spec.query);
    const idempotent = spec.idempotent ?? spec.method === 'GET';
    const cached = spec.conditional && spec.method === 'GET' ? options.cache?.get(accountId, url) : null;
    let refreshedAfter401 = false;
    let token = await session.accessToken(accountId);

    for (let attempt = 0; ; attempt++) {
      const permit = await gate.acquire({
        accountId,
        clientId: environment.clientId,
        clientOwner: environment.clientOwner,
        method: spec.method,
        path: spec.path,
        priority: spec.priority ?? 'interactive',
        ...(spec.signal ? { signal: spec.signal } : {}),
      });
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: acceptHeader(spec, mediaType),
        'accept-language': spec.acceptLanguage ?? (options.language() === 'pl' ? 'pl-PL' : 'en-US'),
      };
      if (spec.body !== undefined) headers['content-type'] = mediaType(spec.beta);
      if (spec.raw) headers['content-type'] = spec.raw.contentType;
      if (cached) headers['if-modified-since'] = cached.lastModified;

      const details = {
        method: spec.method,
        url,
        requestPath: spec.path,
        path: null,
        marketCode: null,
        status: 0,
      };
      const retry = async (reason: string, error?: unknown): Promise<boolean> => {
        if (!idempotent || attempt + 1 >= (spec.attempts ?? maxAttempts)) return false;
        const delay = backoffDelay(
          attempt + 1,
          { baseMs: options.retryBaseMs ?? 500, capMs: options.retryCapMs ?? 30_000 },
          'full',
          random,
        );
        logger.info('market request retried', { method: spec.method, path: spec.path, reason, delay, error });
        await sleep(delay);
        return true;
      };

      const request = await undiciRequest();
      let response: Dispatcher.ResponseData;
      let text: string;
      let bytes: Uint8Array | null = null;
      try {
        const signals = [AbortSignal.timeout(spec.timeoutMs ?? options.timeoutMs ?? 30_000)];
        if (spec.signal) signals.push(spec.signal);
        response = await request(url, {
          method: spec.method,
          headers,
          body: spec.raw ? spec.raw.bytes : spec.body === undefined ? undefined : JSON.stringify(spec.body),
          dispatcher: options.dispatcher,
          signal: AbortSignal.any(signals),
        });
        if (spec.unparsed && response.statusCode < 300) {
          bytes = await bodyBytes(response.body);
          text = '';
        } else {
          text = await readBody(response, spec.accept);
        }
      } catch (error) {
        permit.done(null);
        if (spec.signal?.aborted) throw error;
        if (await retry('network', error)) continue;
        throw new MarketError('OFFLINE', 'The marketplace could not be reached.', details, error);
      }

      const status = response.statusCode;
      const traceId = header(response, 'trace-id');
      const meta = {
        waitedMs: permit.waitedMs,
        traceId,
        location: header(response, 'location'),
        retryAfter: retryAfterSeconds(header(response, 'retry-after')),
        lastModified: header(response, 'last-modified'),
      };
      // The block is set before the place is freed, so no waiting request leaves into it.
      if (status === 429) gate.block(clock.now() + (meta.retryAfter ?? 60) * 1000);
      permit.done(status);

      if (status === 304 && cached) {
        return { status, data: JSON.parse(cached.body) as T, ...meta, notModified: true };
      }
      if (status < 400) {
        let data: T;
        try {
          data = bytes ? (bytes as T) : parseBody<T>(text, spec.accept, status);
        } catch (error) {
          if (await retry('malformed body', error)) continue;
          throw new MarketError(
            'MARKET_ERROR',
            `The marketplace answered ${status} with a body that is not valid JSON.`,
            { ...details, status, ...(traceId ? { traceId } : {}) },
            error,
          );
        }
        if (spec.conditional && !bytes && meta.lastModified && spec.method === 'GET') {
          try {
            options.cache?.put(accountId, url, meta.lastModified, text);
          } catch (error) {
            // The answer is good; only the next read cannot be conditional.
            logger.warn('conditional cache not written', { path: spec.path, error });
          }
        }
        return { status, data, ...meta, notModified: false };
      }

      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const parsed = parseErrorBody(body);
      const failure = { method: spec.method, path: spec.path, status, traceId, code: parsed.code };
      if (spec.expected?.includes(status)) logger.info('market request answered as expected', failure);
      else logger.warn('market request failed', failure);

      if (status === 401 && !refreshedAfter401) {
        refreshedAfter401 = true;
        token = await session.afterUnauthorized(accountId, token);
        attempt--;
        continue;
      }
      if (status !== 429 && retryableStatus.has(status) && (await retry(`status ${status}`))) {
        continue;
      }
      const errorDetails = {
        ...details,
        status,
        marketCode: parsed.code,
        path: parsed.path,
        ...(traceId ? { traceId } : {}),
        ...(parsed.userMessage ? { userMessage: parsed.userMessage } : {}),
      };
      throw new MarketError(
        codeForStatus(status),
        `${spec.method} ${spec.path} answered ${status}${parsed.code ? ` ${parsed.code}` : ''}: ${parsed.message ?? 'no details'}`,
        errorDetails,
      );
    }
  }

  return {
    accountId,
    environment,
    request: send,
    async get<T>(path: string, query?: Record<string, QueryValue>) {
      return (await send<T>({ method: 'GET', path, ...(query ? { query } : {}) })).data;
    },
  };
}

/** The same client with its requests at `priority` unless a request names its own (sync runs 'background'). */
export function withPriority(client: MarketClient, priority: RequestPriority): MarketClient {
  const request = <T>(spec: MarketRequest): Promise<MarketResponse<T>> =>
    client.request<T>({ ...spec, priority: spec.priority ?? priority });
  return {
    accountId: client.accountId,
    environment: client.environment,
    request,
    async get<T>(path: string, query?: Record<string, QueryValue>) {
      return (await request<T>({ method: 'GET', path, ...(query ? { query } : {}) })).data;
    },
  };
}

function acceptHeader(spec: MarketRequest, mediaType: (beta?: number) => string): string {
  switch (spec.accept) {
    case 'pdf':
      return 'application/pdf';
    case 'octet-stream':
      return 'application/octet-stream';
    case 'text':
      return 'text/plain';
    default:
      return mediaType(spec.beta);
  }
}

/** Text as undici's `text()` decodes it: UTF-8, a leading byte-order mark dropped, bad bytes replaced. */
const utf8 = new TextDecoder();

/** An answer's body as text: a document's bytes in base64, anything else (an error about it too) decoded. */
async function readBody(response: Dispatcher.ResponseData, accept: MarketRequest['accept']): Promise<string> {
  const bytes = await bodyBytes(response.body);
  if ((accept === 'pdf' || accept === 'octet-stream') && response.statusCode < 400)
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return utf8.decode(bytes);
}

function parseBody<T>(text: string, accept: MarketRequest['accept'], status: number): T {
  if (accept === 'pdf' || accept === 'octet-stream') return Buffer.from(text, 'base64') as T;
  if (accept === 'text') return text as T;
  if (status === 204 || text === '') return null as T;
  return JSON.parse(text) as T;
}

function header(response: Dispatcher.ResponseData, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function retryAfterSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
