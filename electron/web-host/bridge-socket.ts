import type { RawData, WebSocket } from 'ws';
import type { Registrar } from '../core/bridge/registrar';

/** Who is on the other end of a bridge socket: what its upgrade request said. */
export interface WebSender {
  host: string;
  origin: string;
  token: string | null;
}

interface Request {
  id: number;
  channel: string;
  input?: unknown;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(new Uint8Array(data)).toString('utf8');
}

function parseRequest(raw: string): Request | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, channel, input } = value as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || typeof channel !== 'string') return null;
    return { id, channel, input };
  } catch {
    return null;
  }
}

/** Serves one authenticated connection: each request is answered with the registrar's envelope. */
export function serveBridgeSocket(
  socket: WebSocket,
  registrar: Registrar<WebSender>,
  sender: WebSender,
): void {
  socket.on('message', (data, isBinary) => {
    const request = isBinary ? null : parseRequest(rawText(data));
    if (!request) {
      socket.send(
        JSON.stringify({
          id: null,
          result: { ok: false, error: { code: 'VALIDATION_FAILED', message: 'Malformed bridge message.' } },
        }),
      );
      return;
    }
    void registrar.dispatch(sender, request.channel, request.input).then((result) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ id: request.id, result }));
    });
  });
}
