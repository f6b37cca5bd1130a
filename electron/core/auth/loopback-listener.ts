import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Language } from '../../../shared/settings';
import { AppError } from '../kernel/errors';
import { callbackPage, type CallbackOutcome } from './callback-page';
import { sameSecret } from './pkce';

export const callbackPath = '/callback';
export const listenerTimeoutMs = 5 * 60_000;

export interface LoopbackListener {
  /** What the authorization request names: `localhost`, because the marketplace refuses IP literals. */
  redirectUri: string;
  port: number;
  /** The addresses actually bound; never anything but loopback. */
  addresses: string[];
  /** The authorization code, once the browser came back with the right state. */
  result: Promise<{ code: string }>;
  close(): Promise<void>;
}

export interface ListenerOptions {
  /** The registered port; 0 takes any free one (only where the marketplace accepts any port). */
  port: number;
  expectedState: string;
  language: Language;
  timeoutMs?: number;
  /** Loopback addresses to bind; ::1 is skipped quietly where IPv6 is off. */
  hosts?: string[];
}

/**
 * Waits for exactly one OAuth redirect on 127.0.0.1 and ::1, then closes; closes after five minutes regardless.
 * A callback with a wrong or missing state is answered 400 and changes nothing: any page or program on this computer
 * can call a loopback port, and must not be able to end the seller's sign-in. The listener keeps waiting for the
 * right state until the flow's own timeout or cancel.
 */
export async function startLoopbackListener(options: ListenerOptions): Promise<LoopbackListener> {
  const hosts = options.hosts ?? ['127.0.0.1', '::1'];
  const servers: Server[] = [];
  let settle: { resolve: (value: { code: string }) => void; reject: (error: AppError) => void } | undefined;
  const result = new Promise<{ code: string }>((resolve, reject) => (settle = { resolve, reject }));
  result.catch(() => undefined);
  let done = false;
  const timer = setTimeout(
    () => finish(new AppError('SIGN_IN_FAILED', 'No answer from the browser within five minutes.')),
    options.timeoutMs ?? listenerTimeoutMs,
  );
  timer.unref();

  const closeAll = async (): Promise<void> => {
    clearTimeout(timer);
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  };

  const finish = (outcome: { code: string } | AppError): void => {
    if (done) return;
    done = true;
    if (outcome instanceof AppError) settle!.reject(outcome);
    else settle!.resolve(outcome);
    // Let the page reach the browser, then stop listening.
    setImmediate(() => void closeAll());
  };

  const respond = (res: ServerResponse, status: number, outcome: CallbackOutcome): void => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'referrer-policy': 'no-referrer',
      connection: 'close',
    });
    res.end(callbackPage(options.language, outcome));
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET', connection: 'close' }).end();
      return;
    }
    if (url.pathname !== callbackPath) {
      res.writeHead(404, { 'content-type': 'text/plain', connection: 'close' }).end('Not found');
      return;
    }
    if (done) {
      respond(res, 400, 'failed');
      return;
    }
    const params = url.searchParams;
    if (!sameSecret(options.expectedState, params.get('state'))) {
      respond(res, 400, 'failed');
      return;
    }
    const error = params.get('error');
    if (error) {
      respond(res, 200, 'denied');
      finish(
        new AppError(
          error === 'access_denied' ? 'SIGN_IN_DENIED' : 'SIGN_IN_FAILED',
          `Authorization ended: ${error}`,
        ),
      );
      return;
    }
    const code = params.get('code');
    if (!code) {
      respond(res, 400, 'failed');
      finish(new AppError('SIGN_IN_FAILED', 'The sign-in answer carried no authorization code.'));
      return;
    }
    respond(res, 200, 'success');
    finish({ code });
  };

  let port = options.port;
  const addresses: string[] = [];
  for (const host of hosts) {
    const server = createServer(handle);
    try {
      await listen(server, host, port);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (host === '::1' && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
      await closeAll();
      if (code === 'EADDRINUSE') {
        throw new AppError('PORT_IN_USE', `Port ${port} for the sign-in answer is already in use.`);
      }
      throw error;
    }
    servers.push(server);
    const address = server.address() as AddressInfo;
    port = address.port;
    addresses.push(address.address);
  }

  return {
    redirectUri: `http://localhost:${port}${callbackPath}`,
    port,
    addresses,
    result,
    async close() {
      if (!done) finish(new AppError('SIGN_IN_FAILED', 'Sign-in was cancelled.'));
      await closeAll();
    },
  };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port, ipv6Only: host.includes(':') }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
