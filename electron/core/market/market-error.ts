import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../kernel/errors';

export interface MarketErrorDetails {
  status: number;
  /** The first error's `code` (format A) or `error` (format B). */
  marketCode: string | null;
  userMessage?: string;
  path: string | null;
  traceId?: string;
  method: string;
  url: string;
  /** The path asked for (the client's, without the base address and query). */
  requestPath: string;
}

/** A request the marketplace answered with an error, or did not answer at all (status 0). */
export class MarketError extends AppError {
  readonly status: number;
  readonly marketCode: string | null;
  readonly fieldPath: string | null;
  readonly method: string;
  readonly url: string;
  readonly requestPath: string;

  constructor(code: ErrorCode, message: string, details: MarketErrorDetails, cause?: unknown) {
    const extra: ConstructorParameters<typeof AppError>[2] & object = {
      cause,
      request: { method: details.method, path: details.requestPath, status: details.status },
    };
    if (details.userMessage !== undefined) extra.userMessage = details.userMessage;
    if (details.traceId !== undefined) extra.traceId = details.traceId;
    super(code, message, extra);
    this.name = 'MarketError';
    this.status = details.status;
    this.marketCode = details.marketCode;
    this.fieldPath = details.path;
    this.method = details.method;
    this.url = details.url;
    this.requestPath = details.requestPath;
  }
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 0) return 'OFFLINE';
  if (status === 401) return 'AUTH_EXPIRED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'MARKET_ERROR';
}

/** Reads format A `{errors:[{code,message,userMessage,path}]}` and format B `{error,error_description}`. */
export function parseErrorBody(body: unknown): {
  code: string | null;
  message: string | null;
  userMessage?: string;
  path: string | null;
} {
  if (typeof body === 'object' && body !== null) {
    const errors = (body as { errors?: unknown }).errors;
    if (Array.isArray(errors) && typeof errors[0] === 'object' && errors[0] !== null) {
      const first = errors[0] as Record<string, unknown>;
      const result: {
        code: string | null;
        message: string | null;
        userMessage?: string;
        path: string | null;
      } = {
        code: typeof first.code === 'string' ? first.code : null,
        message: typeof first.message === 'string' ? first.message : null,
        path: typeof first.path === 'string' ? first.path : null,
      };
      if (typeof first.userMessage === 'string' && first.userMessage) result.userMessage = first.userMessage;
      return result;
    }
    const oauth = body as { error?: unknown; error_description?: unknown };
    if (typeof oauth.error === 'string') {
      return {
        code: oauth.error,
        message: typeof oauth.error_description === 'string' ? oauth.error_description : null,
        path: null,
      };
    }
  }
  return { code: null, message: null, path: null };
}
