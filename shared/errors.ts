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
