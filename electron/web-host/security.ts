import { randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokensMatch(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The names this host answers to; anything else is a DNS-rebinding attempt or a mistake. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
}

export function allowedOrigins(port: number): Set<string> {
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`]);
}

/**
 * Why a bridge connection is refused, or null when it may call: a loopback Host (no DNS rebinding), a page of this
 * host as its Origin (no other site), and this run's token. The upgrade answers with the status; the registrar
 * asks again for every call.
 */
export function refusal(
  sender: { host: string; origin: string; token: string | null },
  port: number,
  token: string,
): { status: number; reason: string } | null {
  if (!allowedHosts(port).has(sender.host)) return { status: 421, reason: 'Misdirected Request' };
  if (!allowedOrigins(port).has(sender.origin)) return { status: 403, reason: 'Forbidden Origin' };
  if (!tokensMatch(token, sender.token)) return { status: 401, reason: 'Unauthorized' };
  return null;
}

export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    // Offer images: the marketplace's image hosts, and the demo marketplace on loopback.
    "img-src 'self' data: blob: https://*.allegroimg.com https://*.allegroimg.allegrosandbox.pl http://127.0.0.1:*",
    "font-src 'self' data:",
    `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
