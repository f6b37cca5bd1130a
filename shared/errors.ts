/**
 * Stable error codes that cross the bridge. The renderer switches on these, never on message text.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNKNOWN_CHANNEL',
  'FORBIDDEN_SENDER',
  'NOT_FOUND',
  'CONFLICT',
  'AUTH_EXPIRED',
  'SIGNED_OUT',
  /** The call names no account and none is signed in yet: the first run, before any sign-in. */
  'NO_ACCOUNT',
  'SIGN_IN_DENIED',
  'SIGN_IN_FAILED',
  'PORT_IN_USE',
  'WEAK_SECRET_STORAGE',
  /** The keychain could not decrypt the sessions just now: nothing was changed, try again later. */
  'SECRET_STORE_UNAVAILABLE',
  'NOT_CONFIGURED',
  'OFFLINE',
  'RATE_LIMITED',
  'MARKET_ERROR',
  'PRINTER_ERROR',
  'DISK_FULL',
  'BRIDGE_DISCONNECTED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The marketplace request a failure came from, so the seller (and the marketplace's support) can tell which. */
export interface FailedRequest {
  method: string;
  /** The path asked for, without the query. */
  path: string;
  /** 0 when the marketplace did not answer. */
  status: number;
}

export interface BridgeErrorData {
  code: ErrorCode;
  message: string;
  userMessage?: string;
  traceId?: string;
  request?: FailedRequest;
}

/**
 * How a failure names its request, the same in every language and on every screen and line: `GET /sale/disputes →
 * 404, Trace-Id: 5f3a`. Never a bare "Not found": what failed, how, and the id the marketplace's support asks for.
 */
export function requestLine(request: FailedRequest | undefined, traceId: string | undefined): string {
  const trace = traceId ? `Trace-Id: ${traceId}` : '';
  if (!request) return trace;
  const status = request.status === 0 ? 'no answer' : String(request.status);
  return `${request.method} ${request.path} → ${status}${trace ? `, ${trace}` : ''}`;
}

export type Envelope<T> = { ok: true; data: T } | { ok: false; error: BridgeErrorData };

/** An error the marketplace reported for one field of a change (a parcel, an offer edit): its words, at its path. */
export interface FieldError {
  path: string | null;
  code: string;
  userMessage: string;
  /** The marketplace request that answered so, and its Trace-Id (a refusal or failure of the marketplace's). */
  request?: FailedRequest;
  traceId?: string;
}
