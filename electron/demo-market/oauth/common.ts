import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../clock';
import { OAuthError } from '../http/errors';
import type { Reply } from '../http/route';
import type { Seller } from '../state/types';
import type { TokenService } from './tokens';

export interface OAuthClient {
  id: string;
  secret: string;
}

export interface OAuthSettings {
  codeSeconds: number;
  deviceCodeSeconds: number;
  deviceIntervalSeconds: number;
}

export interface OAuthRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  baseUrl: string;
}

export interface OAuthDeps {
  clock: Clock;
  tokens: TokenService;
  sellers: () => Seller[];
  clients: OAuthClient[];
  settings: OAuthSettings;
  vendor: string;
}

export const html = (status: number, content: string): Reply => ({
  status,
  raw: content,
  contentType: 'text/html; charset=utf-8',
  headers: { 'Cache-Control': 'no-store' },
});

export const tokenJson = (body: unknown): Reply => ({
  status: 200,
  raw: JSON.stringify(body),
  contentType: 'application/json;charset=UTF-8',
  headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
});

export const redirect = (location: string): Reply => ({ status: 302, headers: { Location: location } });

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);

export const fullAuthentication = () =>
  new OAuthError(401, 'unauthorized', 'Full authentication is required to access this resource');

export function randomCode(
  length: number,
  alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
) {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export const formOf = (req: OAuthRequest) => new URLSearchParams(req.rawBody.toString('utf8'));
