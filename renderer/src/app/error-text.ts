import { requestLine, type BridgeErrorData } from '../../../shared/errors';
import { BridgeError } from '../api/bridge-error';
import type { Translate } from '../i18n/translate';

/** A failure is anything thrown, or an error recorded as data (a sync stream's last error, say). */
function dataOf(failure: unknown): Pick<BridgeErrorData, 'code' | 'userMessage' | 'traceId' | 'request'> {
  if (failure instanceof BridgeError) return failure;
  if (
    typeof failure === 'object' &&
    failure !== null &&
    typeof (failure as { code?: unknown }).code === 'string'
  ) {
    return failure as BridgeErrorData;
  }
  return { code: 'INTERNAL' };
}

/**
 * A call made before any account is signed in: the first run, not a fault. The seller is shown the sign-in, so
 * it is told quietly (a grey line), never as a red error or a notification.
 */
export const isNoAccount = (failure: unknown): boolean => dataOf(failure).code === 'NO_ACCOUNT';

/**
 * The one way a failure becomes text for the seller: the marketplace's or the core's own words (`userMessage`)
 * first, then the translation of its code, with the request that failed and the Trace-Id the marketplace's support
 * asks for.
 */
export function errorText(failure: unknown, t: Translate): string {
  const { code, userMessage, traceId, request } = dataOf(failure);
  const text = userMessage ?? t(`errors.${code}`);
  const line = requestLine(request, traceId);
  return line ? `${text} (${line})` : text;
}
