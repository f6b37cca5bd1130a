import type { BridgeErrorData, ErrorCode, FailedRequest } from '../../../shared/errors';

/** A failed bridge call as the renderer sees it: switch on `code`, show `userMessage` when there is one. */
export class BridgeError extends Error {
  readonly code: ErrorCode;
  readonly userMessage: string | undefined;
  readonly traceId: string | undefined;
  readonly request: FailedRequest | undefined;

  constructor(data: BridgeErrorData) {
    super(data.message);
    this.name = 'BridgeError';
    this.code = data.code;
    this.userMessage = data.userMessage;
    this.traceId = data.traceId;
    this.request = data.request;
  }
}

export function asBridgeError(error: unknown): BridgeError {
  return error instanceof BridgeError ? error : new BridgeError({ code: 'INTERNAL', message: String(error) });
}
