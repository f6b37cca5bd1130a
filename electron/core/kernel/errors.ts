import type { BridgeErrorData, ErrorCode, FailedRequest } from '../../../shared/errors';

/** An error the core means to show: it carries a stable code and, where there is one, a text for the seller. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly userMessage: string | undefined;
  readonly traceId: string | undefined;
  /** The marketplace request that failed, where one did. */
  readonly request: FailedRequest | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { userMessage?: string; traceId?: string; request?: FailedRequest; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'AppError';
    this.code = code;
    this.userMessage = extra.userMessage;
    this.traceId = extra.traceId;
    this.request = extra.request;
  }
}

/** Maps anything thrown to the data that crosses the bridge. Unknown errors keep their details in the log. */
export function toErrorData(error: unknown): BridgeErrorData {
  if (error instanceof AppError) {
    const data: BridgeErrorData = { code: error.code, message: error.message };
    if (error.userMessage !== undefined) data.userMessage = error.userMessage;
    if (error.traceId !== undefined) data.traceId = error.traceId;
    if (error.request !== undefined) data.request = error.request;
    return data;
  }
  if (isDiskFull(error)) {
    return { code: 'DISK_FULL', message: 'The disk is full: nothing could be saved.' };
  }
  return { code: 'INTERNAL', message: 'Unexpected error inside Seller Desk.' };
}

function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ENOSPC' || code === 'SQLITE_FULL';
}
