import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url: a 43-character verifier, the shortest RFC 7636 allows, 256 bits of entropy. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A one-time `state` of 256 bits, compared in constant time when the browser comes back. */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function sameSecret(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
