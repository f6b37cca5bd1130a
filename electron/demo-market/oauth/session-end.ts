/**
 * Why the marketplace ends a seller's session before its tokens expire, as its support lists it (#6053, #11507,
 * #11815): logged out from all devices, password or e-mail changed, a sales block, more than 20 open sessions.
 *
 * The marketplace does not say which in its answers: the next request gets the same `invalid_token` 401 as any
 * revoked token and a refresh the same `invalid_grant` ("Invalid refresh token") as any dead refresh token; its
 * support learns the reason only from the token sent through the contact form. So these reasons are for tests to
 * name what they simulate, and never reach the wire.
 */
export const sessionEndReasons = [
  'LOGGED_OUT_EVERYWHERE',
  'PASSWORD_CHANGED',
  'EMAIL_CHANGED',
  'SALES_BLOCKED',
  'TOO_MANY_SESSIONS',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
