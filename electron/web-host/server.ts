import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { WebSocketServer } from 'ws';
import type { Handlers } from '../../shared/contract';
import type { Registrar } from '../core/bridge/registrar';
import type { EventBus } from '../core/kernel/event-bus';
import type { Logger } from '../core/kernel/ports';
import { serveBridgeSocket, type WebSender } from './bridge-socket';
import { allowedHosts, contentSecurityPolicy, newToken, refusal, tokensMatch } from './security';
import { readStaticFile } from './static-files';
import type { StartupFault } from '../core/start/start-core';
import {
  faultAction,
  faultActionPath,
  faultPagePolicy,
  renderFaultPage,
  type PageAction,
} from './fault-page';

/** The core's side of the host: the channels' handlers, the events the window follows, the log. */
export interface WebBridge {
  handlers: Handlers;
  /** The account a call that names none is about (the registrar resolves it). */
  activeAccountId: () => string | null;
  events: EventBus;
  logger: Logger;
}

export interface WebHostOptions {
  /**
   * The core, or its promise: the host listens and serves the renderer at once, while the page loads the core is
   * made, and a bridge connection waits for it (it is refused if the core fails).
   */
  bridge: WebBridge | Promise<WebBridge>;
  rendererDir: string;
  /** 0 picks any free port. */
  port?: number;
  token?: string;
  /** What the fault page's buttons do (see showFault); the page reloads once it is done. */
  onFaultAction?: (action: PageAction) => Promise<void>;
}

export interface WebHost {
  url: string;
  port: number;
  token: string;
  /**
   * Resolves once the page and every script and style sheet it names have been sent, or a bridge connection waits:
   * the moment to open a core whose loading would otherwise hold up the page's own files.
   */
  pageServed: Promise<void>;
  /**
   * The data folder could not be opened: until this is called with null the page is the fault page (what failed,
   * the file and folder, the actions that fit) and bridge connections are refused, instead of a page left waiting.
   */
  showFault(fault: StartupFault | null): void;
  close(): Promise<void>;
}

export const bridgePath = '/bridge';

/** The scripts and style sheets of the built renderer a page names (`./assets/...`), as request paths. */
function filesNamedBy(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/(?:src|href)="\.?\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => `/${m[1]}`),
  );
}

/**
 * Serves the built renderer to a normal browser on 127.0.0.1 only and carries the same contract as the
 * desktop app over a WebSocket. The socket needs the per-run token, a same-host Origin and a loopback Host.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? newToken();
  let port = 0;
  // The socket server and the registrar come with the core: their modules (the contract's schemas among them) are
  // loaded after the host listens, not before.
  let closed = false;
  let fault: StartupFault | null = null;
  let opened: { sockets: WebSocketServer; unsubscribe: () => void } | undefined;
  const ready = Promise.resolve(options.bridge).then(async (bridge) => {
    const [{ WebSocketServer }, { createRegistrar }] = await Promise.all([
      import('ws'),
      import('../core/bridge/registrar'),
    ]);
    // A host closed while its core was opening takes no connection.
    if (closed) throw new Error('The web host is closed.');
    const sockets: WebSocketServer = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 * 1024 });
    const registrar: Registrar<WebSender> = createRegistrar<WebSender>({
      handlers: bridge.handlers,
      activeAccountId: bridge.activeAccountId,
      isTrustedSender: (sender) => refusal(sender, port, token) === null,
      logger: bridge.logger,
    });
    const unsubscribe = bridge.events.onAny((name, payload) => {
      const message = JSON.stringify({ event: name, payload });
      for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(message);
    });
    opened = { sockets, unsubscribe };
    return { sockets, registrar, logger: bridge.logger };
  });
  // A core that fails is its maker's to report; here it only means every bridge connection is refused.
  ready.catch(() => undefined);
  const log = (level: 'warn' | 'error', message: string, data: Record<string, unknown>): void =>
    void ready.then(
      (parts) => parts.logger[level](message, data),
      () => undefined,
    );

  let served!: () => void;
  const pageServed = new Promise<void>((resolve) => (served = resolve));
  // The scripts and style sheets the page names, until each has been sent once.
  let pageFiles: Set<string> | null = null;
  const sent = (path: string, body: Buffer, contentType: string): void => {
    if (pageFiles === null && contentType.startsWith('text/html'))
      pageFiles = filesNamedBy(body.toString('utf8'));
    pageFiles?.delete(path);
    if (pageFiles?.size === 0) served();
  };

  const server = createServer((req, res) => {
    void handleHttp(req, res).catch((error: unknown) => {
      log('error', 'web host request failed', { error });
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowedHosts(port).has(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request');
      return;
    }
    if (fault && (await answerFault(req, res, fault))) return;
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
    res.end(req.method === 'HEAD' ? undefined : file.body, () => sent(path, file.body, file.contentType));
  }

  /** The fault page, and its actions' POSTs; false for what is served as usual (the page's images, styles). */
  async function answerFault(
    req: IncomingMessage,
    res: ServerResponse,
    shown: StartupFault,
  ): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === faultActionPath) {
      const action = await faultAction(req, res, { port, token, fault: shown });
      if (!action) return true;
      if (action === 'quit') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Seller Desk stopped.');
        await options.onFaultAction?.(action);
        return true;
      }
      // The page comes back once the action is done: the app if the core opened, the fault page if not.
      await options.onFaultAction?.(action);
      res.writeHead(303, { location: `/?token=${encodeURIComponent(token)}` }).end();
      return true;
    }
    if (url.pathname !== '/' && url.pathname !== '/index.html') return false;
    const given = url.searchParams.get('token');
    const body = renderFaultPage(shown, tokensMatch(token, given) ? token : null);
    res.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': faultPagePolicy(),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const refuse = (status: number, reason: string): void => {
      log('warn', 'web bridge connection refused', { reason });
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
    if (fault) return refuse(503, 'Service Unavailable');
    served();
    void ready.then(
      ({ sockets, registrar }) =>
        sockets.handleUpgrade(req, socket, head, (ws) => serveBridgeSocket(ws, registrar, sender)),
      () => refuse(503, 'Service Unavailable'),
    );
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
    pageServed,
    showFault(shown) {
      fault = shown;
    },
    async close() {
      // Not waiting for a core still opening: what it brings is closed as it comes (see `ready`).
      closed = true;
      if (opened) {
        opened.unsubscribe();
        for (const client of opened.sockets.clients) client.terminate();
        opened.sockets.close();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
