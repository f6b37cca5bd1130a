import type { IncomingHttpHeaders } from 'node:http';
import type { LimitedResource } from '../limits/documented';
import type { Lang } from './errors';
import type { Query } from './query';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who a valid access token speaks for: a seller (user flows) or only the application (client credentials). */
export type Principal =
  | { kind: 'user'; userId: string; clientId: string; scopes: string[]; jti: string }
  | { kind: 'app'; clientId: string; scopes: string[]; jti: string };

export interface Ctx {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: Query;
  headers: IncomingHttpHeaders;
  lang: Lang;
  /** The negotiated response media type. */
  mediaType: string;
  /** The request body's media type, when it had one. */
  bodyType: string | undefined;
  traceId: string;
  principal: Principal;
  /** The seller's id; set on every route with `auth: 'user'`. */
  userId: string;
  body: unknown;
  rawBody: Buffer;
  /** The server's own origin, for absolute addresses (Location headers, image links). */
  baseUrl: string;
  /** Real time (performance.now) when the request arrived, for the timings benchmarks read. */
  receivedAt: number;
}

export interface Reply {
  status: number;
  body?: unknown;
  raw?: Buffer | string;
  contentType?: string;
  headers?: Record<string, string | number>;
  /** Commit the work, then reset the connection instead of answering (a lost response). */
  drop?: boolean;
}

export interface Route {
  method: Method;
  /** A path template: `/sale/offers/:offerId`. */
  path: string;
  /** `user`: a seller's token; `any`: a seller's or an application token. */
  auth: 'user' | 'any';
  scope?: string;
  /** Response types (short vendor names such as `public.v1`, or full types). Default `public.v1`. */
  produces?: readonly string[];
  /** Body types for POST/PUT/PATCH. Default `public.v1`; an empty list means no body is read. */
  consumes?: readonly string[];
  /** Not versioned (DELETE, document 1): no media-type negotiation at all. */
  unversioned?: boolean;
  /** Errors as `application/json` rather than the vendor type (offer events do this). */
  plainJsonErrors?: boolean;
  /**
   * Counted in the per-user leaky bucket (document 1, Limits: "selected resources", not named). The one the
   * sources name, `GET /sale/products` (allegro-2026.md: it "slows down adaptively"), is not served here; the
   * bucket stands on the offer list and the checkout forms, what a seller's sync reads again and again, so a
   * client's concurrency per account meets it. Resources with documented numbers of their own take `limit`.
   */
  leaky?: boolean;
  /** Counted in that resource's per-user limit (limits/documented.ts). */
  limit?: LimitedResource;
  handle(ctx: Ctx): Reply | Promise<Reply>;
}

/** What a route holds beside its method, path, caller and scope: the handler and any options. */
export type RouteBody = Omit<Route, 'method' | 'path' | 'auth' | 'scope'>;

/** A route a seller's token calls, holding `scope`. */
export const userRoute = (method: Method, path: string, scope: string, body: RouteBody): Route => ({
  method,
  path,
  auth: 'user',
  scope,
  ...body,
});

export const json = (status: number, body: unknown, headers?: Record<string, string | number>): Reply => ({
  status,
  body,
  headers,
});
