import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Handlers } from '../../shared/contract';
import { createRegistrar } from '../core/bridge/registrar';
import type { EventBus } from '../core/app/event-bus';
import type { Logger } from '../core/app/ports';
import { serveBridgeSocket, type WebSender } from './bridge-socket';
import { allowedHosts, contentSecurityPolicy, newToken, refusal } from './security';
import { readStaticFile } from './static-files';

export interface WebHostOptions {
  handlers: Handlers;
  events: EventBus;
  rendererDir: string;
  logger: Logger;
  /** 0 picks any free port. */
  port?: number;
  token?: string;
}

export interface WebHost {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export const bridgePath = '/bridge';

/**
 * Serves the built renderer to a normal browser on 127.0.0.1 only and carries the same contract as the
 * desktop app over a WebSocket. The socket needs the per-run token, a same-host Origin and a loopback Host.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? newToken();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 * 1024 });
  let port = 0;
  const registrar = createRegistrar<WebSender>({
    handlers: options.handlers,
    isTrustedSender: (sender) => refusal(sender, port, token) === null,
    logger: options.logger,
  });

  const server = createServer((req, res) => {
    void handleHttp(req, res).catch((error: unknown) => {
      options.logger.error('web host request failed', { error });
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowedHosts(port).has(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = await readStaticFile(options.rendererDir, path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': file.body.length,
      'content-security-policy': contentSecurityPolicy(port),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': file.contentType.startsWith('text/html') ? 'no-store' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  }

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const refuse = (status: number, reason: string): void => {
      options.logger.warn('web bridge connection refused', { reason });
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== bridgePath) return refuse(404, 'Not Found');
    const sender: WebSender = {
      host: req.headers.host ?? '',
      origin: req.headers.origin ?? '',
      token: url.searchParams.get('token'),
    };
    const refused = refusal(sender, port, token);
    if (refused) return refuse(refused.status, refused.reason);
    sockets.handleUpgrade(req, socket, head, (ws) => serveBridgeSocket(ws, registrar, sender));
  });

  const unsubscribe = options.events.onAny((name, payload) => {
    const message = JSON.stringify({ event: name, payload });
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(message);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    async close() {
      unsubscribe();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
