import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createControlHttp } from './control/http';
import { demoImage } from './data/images';
import { createPipeline } from './http/pipeline';
import { createMarket, type DemoMarketControl } from './market';
import { resolveOptions, type DemoMarketOptions } from './options';
import { loadState, saveState } from './state/persist';

export interface DemoMarket {
  /** `http://127.0.0.1:PORT`: the API and `/auth/oauth/...` share this origin. */
  url: string;
  port: number;
  control: DemoMarketControl;
  /** Saves the shop (with `stateDir`) and stops listening. */
  close(): Promise<void>;
}

const SAVE_EVERY_MS = 30_000;

export async function startDemoMarket(input: DemoMarketOptions = {}): Promise<DemoMarket> {
  const options = resolveOptions(input);
  const saved = options.stateDir ? loadState(options.stateDir) : null;
  const market = createMarket(options, saved);
  let url = '';
  const handle = createPipeline({
    clock: market.clock,
    scheduler: market.scheduler,
    tokens: market.tokens,
    oauth: market.oauth,
    router: market.router,
    vendor: options.vendor,
    log: market.log,
    rateLimit: market.rateLimit,
    leaky: market.leaky,
    resourceLimits: market.resourceLimits,
    faults: market.faults,
    baseUrl: () => url,
    publicFile: demoImage,
    control: options.control ? createControlHttp(market.control) : null,
  });
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Long enough that an idle connection is never closed just as a client reuses it: a client whose event loop was
  // busy for seconds (rendering a label, a packing burst) still holds a socket it believes open, and a request
  // that is not idempotent, sent on a socket the server has just closed, fails instead of being retried.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  const save = () => {
    if (options.stateDir) saveState(options.stateDir, market.snapshot());
  };
  const timer = options.stateDir ? setInterval(save, SAVE_EVERY_MS) : null;
  timer?.unref();
  let closed = false;

  return {
    url,
    port,
    control: market.control,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      save();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
