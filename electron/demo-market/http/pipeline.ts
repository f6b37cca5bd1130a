import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../clock';
import type { Faults } from '../control/faults';
import type { RequestLog, RequestLogEntry } from '../control/request-log';
import type { LeakyBucket } from '../limits/leaky-bucket';
import type { ClientRateLimit } from '../limits/rate-limit';
import type { ResourceLimits } from '../limits/resource-limits';
import { peekJwt } from '../oauth/jwt';
import type { createOAuthEndpoints } from '../oauth/endpoints';
import type { TokenService } from '../oauth/tokens';
import type { Scheduler } from '../scheduler';
import { readBody, parseJson } from './body';
import {
  ApiError,
  OAuthError,
  errorBody,
  fail,
  notFoundPath,
  tooManyRequests,
  unauthorized,
  type Lang,
} from './errors';
import { acceptContentType, expandMediaTypes, negotiate } from './media';
import { Query } from './query';
import type { Ctx, Method, Reply, Route } from './route';
import type { createRouter } from './router';
import { sendReply, sleep, type AfterFault } from './send';

export interface PipelineDeps {
  clock: Clock;
  scheduler: Scheduler;
  tokens: TokenService;
  oauth: ReturnType<typeof createOAuthEndpoints>;
  router: ReturnType<typeof createRouter>;
  vendor: string;
  log: RequestLog;
  rateLimit: ClientRateLimit;
  leaky: LeakyBucket;
  resourceLimits: ResourceLimits;
  faults: Faults;
  baseUrl: () => string;
  /** Public files outside the API (demo images): a reply, or null when the path is not one. */
  publicFile: (path: string) => Reply | null;
  /** The HTTP control interface, when enabled. */
  control: ((req: IncomingMessage, res: ServerResponse, path: string, body: Buffer) => Promise<void>) | null;
}

export const CONTROL_PREFIX = '/__control';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The error an injected fault answers with, in the marketplace's words for that status. */
function faultError(status: number) {
  const [code, message] =
    status === 503
      ? ['ServiceUnavailable', 'Service unavailable']
      : status === 504
        ? ['UPSTREAM_SERVICE_TIMEOUT', 'Timeout error']
        : status === 429
          ? ['TooManyRequestsException', 'Too many requests']
          : ['INTERNAL_SERVER_ERROR', 'Internal server error'];
  return fail(status, {
    code,
    message,
    userMessage: { pl: 'Usługa chwilowo niedostępna.', en: 'The service is temporarily unavailable.' },
  });
}

const LIMIT_EXCEEDED = {
  pl: 'Przekroczono limit zapytań. Spróbuj ponownie za chwilę.',
  en: 'Request limit exceeded. Try again in a moment.',
};

const langOf = (header: string | undefined): Lang => (header && /^en/i.test(header.trim()) ? 'en' : 'pl');

/** Everything a request goes through: faults, the per-client limit, authentication, routing, media types. */
export function createPipeline(deps: PipelineDeps) {
  const vendorJson = `application/vnd.${deps.vendor}.public.v1+json`;
  const vendorJsonCharset = `${vendorJson};charset=UTF-8`;
  /** One switch for every limit that knows when it opens again (the real marketplace's header is unverified). */
  const retryAfter = (seconds: number) => (deps.rateLimit.settings().retryAfterHeader ? seconds : undefined);

  async function api(
    req: IncomingMessage,
    url: URL,
    rawBody: Buffer,
    entry: RequestLogEntry,
    traceId: string,
    current: { route: Route | null },
    receivedAt: number,
  ): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const header = req.headers.authorization;
    const bearer = header && /^bearer /i.test(header) ? header.slice(7).trim() : null;
    const claimedClient = bearer ? peekJwt(bearer)?.client_id : undefined;
    if (typeof claimedClient === 'string') {
      entry.clientId = claimedClient;
      const decision = deps.rateLimit.check(claimedClient);
      if (!decision.ok) {
        entry.notes.push('429-block');
        throw tooManyRequests('Too many requests', LIMIT_EXCEEDED, retryAfter(decision.retryAfterSeconds));
      }
    }
    // Authentication comes before routing, as behind the marketplace's security filter.
    if (!bearer) throw unauthorized();
    const principal = deps.tokens.authenticate(bearer);
    if (principal.kind === 'user') entry.seller = principal.userId;
    const match = deps.router.match(method, url.pathname);
    if (match.kind === 'none') throw notFoundPath();
    if (match.kind === 'method') {
      throw fail(
        405,
        { code: 'MethodNotAllowedException', message: `Request method '${method}' not supported` },
        { Allow: match.allowed.join(', ') },
      );
    }
    const route = match.route;
    current.route = route;
    if (route.auth === 'user' && principal.kind !== 'user') {
      throw new OAuthError(401, 'unauthorized', 'Empty user_name claim: this operation needs a user token');
    }
    if (route.scope && !principal.scopes.includes(route.scope)) {
      throw fail(403, {
        code: 'AccessDenied',
        message: 'Access is denied',
        details: `Missing scope ${route.scope}`,
        userMessage: { pl: 'Brak dostępu do wskazanego zasobu.', en: 'No access to the specified resource.' },
      });
    }
    const produces = expandMediaTypes(route.produces ?? ['public.v1'], deps.vendor);
    const mediaType = route.unversioned ? produces[0]! : negotiate(req.headers.accept, produces);
    if (!mediaType) {
      throw fail(406, {
        code: 'NotAcceptableException',
        message: `Not acceptable representation; acceptable: ${produces.join(', ')}`,
        userMessage: {
          pl: 'Nieobsługiwany format odpowiedzi.',
          en: 'The requested media type is not supported.',
        },
      });
    }
    let body: unknown = undefined;
    let bodyType: string | undefined;
    const consumes = expandMediaTypes(route.consumes ?? ['public.v1'], deps.vendor);
    if (
      BODY_METHODS.has(method) &&
      consumes.length > 0 &&
      (rawBody.length > 0 || req.headers['content-type'])
    ) {
      bodyType = acceptContentType(req.headers['content-type'], consumes) ?? undefined;
      if (!bodyType) {
        throw fail(415, {
          code: 'UnsupportedMediaTypeException',
          message: `Content type '${req.headers['content-type'] ?? ''}' not supported; use ${consumes.join(', ')}`,
          userMessage: {
            pl: 'Nieobsługiwany format danych.',
            en: 'The media type of the body is not supported.',
          },
        });
      }
      // A file (a warranty's PDF) stays raw; only JSON bodies are parsed.
      body = /[+/]json$/.test(bodyType) ? parseJson(rawBody) : undefined;
    }
    // A request over a resource's own limit is refused at once, before the bucket would hold it back.
    if (route.limit && principal.kind === 'user') {
      const decision = deps.resourceLimits.check(route.limit, principal.userId);
      if (!decision.ok) {
        entry.notes.push(`429-${route.limit}`);
        throw tooManyRequests(
          'Too many requests to this resource',
          LIMIT_EXCEEDED,
          retryAfter(decision.retryAfterSeconds),
        );
      }
    }
    let release: (() => void) | null = null;
    if (route.leaky && principal.kind === 'user') {
      const decision = deps.leaky.enter(principal.userId);
      if (!decision.ok) {
        entry.notes.push('429-parallel');
        throw tooManyRequests('Too many parallel requests', {
          pl: 'Zbyt wiele równoczesnych zapytań.',
          en: 'Too many parallel requests.',
        });
      }
      release = decision.release;
      if (decision.delayMs > 0) {
        entry.notes.push(`slowed-${Math.round(decision.delayMs)}ms`);
        await sleep(decision.delayMs);
      }
    }
    const ctx: Ctx = {
      method: method as Method,
      path: url.pathname,
      params: match.params,
      query: new Query(url.searchParams),
      headers: req.headers,
      lang: langOf(req.headers['accept-language']),
      mediaType,
      bodyType,
      traceId,
      principal,
      userId: principal.kind === 'user' ? principal.userId : '',
      body,
      rawBody,
      baseUrl: deps.baseUrl(),
      receivedAt,
    };
    try {
      deps.scheduler.runDue(deps.clock.now());
      const reply = await route.handle(ctx);
      if (reply.body !== undefined && reply.contentType === undefined) {
        reply.contentType = `${mediaType};charset=UTF-8`;
      }
      return reply;
    } finally {
      release?.();
    }
  }

  function errorReply(error: unknown, lang: Lang, oauthArea: boolean, route: Route | null): Reply {
    const jsonType =
      oauthArea || route?.plainJsonErrors ? 'application/json;charset=UTF-8' : vendorJsonCharset;
    if (error instanceof OAuthError) {
      return {
        status: error.status,
        raw: JSON.stringify({ error: error.error, error_description: error.description }),
        contentType: jsonType,
        headers: error.headers,
      };
    }
    const apiError =
      error instanceof ApiError
        ? error
        : fail(500, {
            code: 'INTERNAL_SERVER_ERROR',
            message: error instanceof Error ? error.message : String(error),
            userMessage: { pl: 'Wystąpił błąd serwera.', en: 'A server error occurred.' },
          });
    return {
      status: apiError.status,
      raw: JSON.stringify(errorBody(apiError.errors, lang)),
      contentType: jsonType,
      headers: apiError.headers,
    };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const traceId = randomBytes(8).toString('hex');
    res.setHeader('Trace-Id', traceId);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const control = deps.control;
    if (control && (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`))) {
      const body = await readBody(req).catch(() => Buffer.alloc(0));
      return control(req, res, url.pathname.slice(CONTROL_PREFIX.length), body);
    }
    deps.scheduler.runDue(deps.clock.now());
    const entry: RequestLogEntry = {
      time: new Date(deps.clock.now()).toISOString(),
      realTime: Date.now(),
      method,
      path: url.pathname,
      query: url.search,
      status: 0,
      seller: null,
      clientId: null,
      traceId,
      durationMs: 0,
      notes: [],
    };
    const lang = langOf(req.headers['accept-language']);
    const oauthArea = deps.oauth.owns(url.pathname);
    const plan = deps.faults.plan(method, url.pathname);
    entry.notes.push(...plan.labels);
    let after: AfterFault = null;
    const current: { route: Route | null } = { route: null };
    let reply: Reply;
    try {
      await deps.faults.admit(url.pathname);
      if (plan.latencyMs > 0) await sleep(plan.latencyMs);
      if (plan.before === 'reset') {
        deps.log.add({ ...entry, durationMs: Math.round(performance.now() - started) });
        req.socket.destroy();
        return;
      }
      const rawBody = await readBody(req);
      if (plan.before) throw faultError(plan.before.status);
      const file = method === 'GET' ? deps.publicFile(url.pathname) : null;
      if (file) {
        reply = file;
      } else if (oauthArea) {
        reply = deps.oauth.handle({
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          rawBody,
          baseUrl: deps.baseUrl(),
        });
      } else {
        reply = await api(req, url, rawBody, entry, traceId, current, started);
      }
      if (plan.after && typeof plan.after === 'object') {
        reply = errorReply(faultError(plan.after.status), lang, oauthArea, current.route);
      } else if (plan.after) {
        after = plan.after;
      }
    } catch (error) {
      reply = errorReply(error, lang, oauthArea, current.route);
    } finally {
      entry.durationMs = Math.round((performance.now() - started) * 100) / 100;
    }
    entry.status = after === 'drop' || reply.drop ? 0 : reply.status;
    if (reply.drop) entry.notes.push('dropped-response');
    deps.log.add(entry);
    sendReply(res, reply, vendorJsonCharset, after);
  };
}
