/** A text in the two languages the marketplace answers in (`Accept-Language: pl-PL | en-US`). */
export type Text = string | { pl: string; en: string };

export interface ErrorSpec {
  code: string;
  message: string;
  userMessage?: Text;
  path?: string | null;
  details?: string | null;
  metadata?: Record<string, string>;
}

/** Format A: `{ errors: [ { code, message, details, path, userMessage } ] }`, used for every failure but 401. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorSpec[],
    readonly headers: Record<string, string | number> = {},
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
  }
}

/** Format B: `{ error, error_description }`, for 401 and for the OAuth endpoints. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string | number> = {},
  ) {
    super(description);
  }
}

export type Lang = 'pl' | 'en';

export function localize(text: Text | undefined, lang: Lang, fallback: string): string {
  if (text === undefined) return fallback;
  return typeof text === 'string' ? text : text[lang];
}

export function errorBody(errors: ErrorSpec[], lang: Lang) {
  return {
    errors: errors.map((e) => ({
      code: e.code,
      message: e.message,
      details: e.details ?? null,
      path: e.path ?? null,
      userMessage: localize(e.userMessage, lang, e.message),
      ...(e.metadata ? { metadata: e.metadata } : {}),
    })),
  };
}

export const fail = (status: number, spec: ErrorSpec, headers?: Record<string, string | number>) =>
  new ApiError(status, [spec], headers);

export const notFoundPath = () =>
  fail(404, {
    code: 'NotFoundException',
    message: 'Not found',
    userMessage: {
      pl: 'Funkcja niedostępna. Skontaktuj się z autorem aplikacji.',
      en: 'Function unavailable. Contact the author of the application.',
    },
  });

export const notFound = (what: string, path: string | null = null) =>
  fail(404, {
    code: 'NOT_FOUND',
    message: `${what} not found`,
    path,
    userMessage: { pl: 'Nie znaleziono zasobu.', en: 'The resource was not found.' },
  });

export const accessDenied = () =>
  fail(403, {
    code: 'AccessDenied',
    message: 'Access is denied',
    userMessage: { pl: 'Brak dostępu do wskazanego zasobu.', en: 'No access to the specified resource.' },
  });

export const offerAccessDenied = () =>
  fail(403, {
    code: 'OfferAccessDeniedException',
    message: 'Forbidden',
    userMessage: {
      pl: 'Brak dostępu. Nie masz uprawnień do operacji na wskazanej ofercie.',
      en: 'Access denied. You are not authorized to perform operations on the indicated offer',
    },
  });

/** 400 for a malformed request or query parameter. */
export const badRequest = (message: string, path: string | null = null, code = 'VALIDATION_ERROR') =>
  fail(400, { code, message, path, userMessage: { pl: `Niepoprawne żądanie: ${message}`, en: message } });

/** 422 for a well-formed request whose values break a rule. */
export const unprocessable = (
  message: string,
  path: string | null = null,
  code = 'VALIDATION_ERROR',
  pl?: string,
) => fail(422, { code, message, path, userMessage: { pl: pl ?? message, en: message } });

/** The record itself while it is in the one status an action is allowed in; a 422 with `refusal` otherwise. */
export function requireStatus<R extends { status: string }>(
  record: R,
  status: R['status'],
  refusal: { message: string; code: string; pl: string },
): R {
  if (record.status !== status) throw unprocessable(refusal.message, null, refusal.code, refusal.pl);
  return record;
}

export const conflict = (message: string, code = 'CONFLICT', pl?: string) =>
  fail(409, { code, message, userMessage: { pl: pl ?? message, en: message } });

/** 429 from any of the limits; `Retry-After` (seconds) when the limit knows when it opens again. */
export const tooManyRequests = (message: string, userMessage: Text, retryAfterSeconds?: number) =>
  fail(
    429,
    { code: 'TooManyRequestsException', message, userMessage },
    retryAfterSeconds !== undefined ? { 'Retry-After': retryAfterSeconds } : {},
  );

export const unauthorized = () =>
  new OAuthError(401, 'unauthorized', 'Full authentication is required to access this resource');
