import { requestLine, type FieldError } from '../../../shared/errors';
import { AppError } from '../kernel/errors';
import { MarketError } from './market-error';

/** Failures after which the same step is simply tried again later: nothing is known to be wrong with the parcel. */
export function transient(error: unknown): boolean {
  if (error instanceof MarketError) {
    return ['OFFLINE', 'RATE_LIMITED', 'AUTH_EXPIRED'].includes(error.code) || error.status >= 500;
  }
  // Signed out, an environment not reachable yet, or a keychain locked for now: the parcel waits.
  return (
    error instanceof AppError &&
    ['SIGNED_OUT', 'AUTH_EXPIRED', 'OFFLINE', 'NOT_CONFIGURED', 'SECRET_STORE_UNAVAILABLE'].includes(
      error.code,
    )
  );
}

/**
 * The marketplace's words for the seller. One at a field stands beside it; any other names the request, its status
 * and Trace-Id too, so a bare "Not found" never reaches the seller (a message of the client's own names them already,
 * but for the Trace-Id).
 */
function marketWords(error: MarketError): Pick<FieldError, 'userMessage' | 'request' | 'traceId'> {
  const trace = error.traceId ? { traceId: error.traceId } : {};
  const named = {
    request: { method: error.method, path: error.requestPath, status: error.status },
    ...trace,
  };
  if (error.fieldPath && error.userMessage) return { userMessage: error.userMessage, ...named };
  const line = error.userMessage
    ? requestLine(named.request, error.traceId)
    : error.traceId
      ? `Trace-Id: ${error.traceId}`
      : '';
  const words = error.userMessage ?? error.message;
  return { userMessage: line ? `${words} (${line})` : words, ...named };
}

/** A refusal of the create command itself (a 4xx other than an id already used): the marketplace's words. */
export function refusal(error: unknown): FieldError[] | null {
  if (!(error instanceof MarketError) || error.status < 400 || error.status >= 500) return null;
  if (error.marketCode === 'COMMAND_EXISTS' || [401, 404, 409, 429].includes(error.status)) return null;
  return [{ path: error.fieldPath, code: error.marketCode ?? 'ERROR', ...marketWords(error) }];
}

/** Any failure as the seller reads it at the parcel. */
export function errorOf(error: unknown): FieldError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof MarketError) {
    return { path: error.fieldPath, code: error.marketCode ?? error.code, ...marketWords(error) };
  }
  return {
    path: null,
    code: error instanceof AppError ? error.code : 'INTERNAL',
    userMessage: (error instanceof AppError ? error.userMessage : undefined) ?? message,
  };
}
