import type { BridgeErrorData } from '../../../shared/errors';
import { BridgeError } from '../api/bridge-error';
import type { Translate } from '../i18n';

/** A failure is anything thrown, or an error recorded as data (a sync stream's last error, say). */
function dataOf(failure: unknown): Pick<BridgeErrorData, 'code' | 'userMessage' | 'traceId'> {
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
 * The one way a failure becomes text for the seller: the marketplace's or the core's own words (`userMessage`)
 * first, then the translation of its code, with the Trace-Id the marketplace's support asks for.
 */
export function errorText(failure: unknown, t: Translate): string {
  const { code, userMessage, traceId } = dataOf(failure);
  const text = userMessage ?? t(`errors.${code}`);
  return traceId ? `${text} (Trace-Id: ${traceId})` : text;
}
