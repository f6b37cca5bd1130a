import type { ServerResponse } from 'node:http';
import type { Reply } from './route';

export type AfterFault = 'drop' | 'truncate' | null;

/** Writes a reply; a fault may close the connection instead, or after part of the body. */
export function sendReply(
  res: ServerResponse,
  reply: Reply,
  defaultType: string,
  fault: AfterFault = null,
): void {
  if (fault === 'drop' || reply.drop) {
    res.socket?.destroy();
    return;
  }
  let payload: Buffer | null = null;
  let type = reply.contentType;
  if (reply.raw !== undefined) {
    payload = Buffer.isBuffer(reply.raw) ? reply.raw : Buffer.from(reply.raw, 'utf8');
  } else if (reply.body !== undefined) {
    payload = Buffer.from(JSON.stringify(reply.body), 'utf8');
    type ??= defaultType;
  }
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (payload && type) res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', payload ? payload.length : 0);
  res.writeHead(reply.status);
  if (!payload || reply.status === 304 || reply.status === 204) {
    res.end();
    return;
  }
  if (fault === 'truncate') {
    res.write(payload.subarray(0, Math.floor(payload.length / 2)), () => res.socket?.destroy());
    return;
  }
  res.end(payload);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
