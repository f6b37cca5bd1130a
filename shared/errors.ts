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
  'SIGN_IN_DENIED',
  'SIGN_IN_FAILED',
  'PORT_IN_USE',
  'WEAK_SECRET_STORAGE',
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

export interface BridgeErrorData {
  code: ErrorCode;
  message: string;
  userMessage?: string;
  traceId?: string;
}

export type Envelope<T> = { ok: true; data: T } | { ok: false; error: BridgeErrorData };

/** An error the marketplace reported for one field of a change (a parcel, an offer edit): its words, at its path. */
export interface FieldError {
  path: string | null;
  code: string;
  userMessage: string;
}
