import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '../../core/compose';
import { findProjectRoot } from '../../core/kernel/project-root';
import { startWebHost, type WebBridge } from '../../web-host/server';
import { intOption, type CliContext, type Command } from '../command';
import { dataFolderExitCode, printFault, StartupFailure } from '../startup-failure';

/** The built renderer of this copy of Seller Desk. */
export function defaultRendererDir(): string {
  return join(findProjectRoot(import.meta.dirname), 'out', 'renderer');
}

/** How long the core waits for a browser to fetch the page before it opens anyway. */
const pageWaitMs = 1000;

/**
 * Background work (sync, the print, parcel and outbox queues, token refresh) starts this long after the bridge is
 * ready: its first steps (queue leases written to disk, counts, loading the HTTP client) would otherwise come before
 * the window's first answers.
 */
const backgroundAfterMs = 500;

/** The core and its bindings, their modules loaded only now: most of what the command line loads is theirs. */
async function openCore(ctx: CliContext): Promise<{ core: Core; bridge: WebBridge }> {
  const [{ createCliCore }, { createHandlers }] = await Promise.all([
    import('../cli-core'),
    import('../../core/domains/handlers'),
  ]);
  const core = createCliCore(ctx, 'web');
  return {
    core,
    bridge: {
      handlers: createHandlers(core),
      activeAccountId: () => core.settings.get().activeAccountId,
      events: core.events,
      logger: core.logger,
    },
  };
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run Seller Desk in a browser through a local web host',
  usage: 'serve [--port N]   (port 0 = any free port)',
  options: { port: { type: 'string' } },
  async run(ctx, values) {
    const port = intOption(values, 'port', 0);
    const rendererDir = process.env.SELLER_DESK_RENDERER_DIR ?? defaultRendererDir();
    if (!existsSync(join(rendererDir, 'index.html'))) {
      ctx.io.stderr(`The app is not built yet (no ${rendererDir}). Run "npm run build" first.`);
      return 1;
    }
    // The address goes out first and the page's files are served next; the core's modules load and the data folder
    // opens while the browser runs the page's scripts, and the page's bridge connection waits for the core.
    let opened!: (bridge: WebBridge) => void;
    const bridge = new Promise<WebBridge>((resolve) => (opened = resolve));
    let started!: (core: Core) => void;
    const coreOpened = new Promise<Core>((resolve) => (started = resolve));
    let quit!: () => void;
    const quitFromPage = new Promise<void>((resolve) => (quit = resolve));
    // A data folder that cannot be opened: the page shows what failed and offers what fits, stderr says it too.
    const attempt = async (): Promise<void> => {
      try {
        const open = await openCore(ctx);
        host.showFault(null);
        opened(open.bridge);
        started(open.core);
      } catch (error) {
        if (!(error instanceof StartupFailure)) throw error;
        printFault(ctx.io, error.fault);
        host.showFault(error.fault);
      }
    };
    const host = await startWebHost({
      bridge,
      rendererDir,
      port,
      async onFaultAction(action) {
        if (action === 'quit') return quit();
        if (action === 'moveAside') {
          const { moveLocalCopyAside } = await import('../../core/start/start-core');
          ctx.io.stderr(`seller-desk: the local copy was kept as ${moveLocalCopyAside(ctx.dataDir).aside}`);
        }
        await attempt();
      },
    });
    ctx.io.stdout(`Seller Desk web host: ${host.url}`);
    let timer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      host.pageServed.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), pageWaitMs))),
      ctx.stopSignal.then(() => true),
    ]);
    clearTimeout(timer);
    if (stopped) {
      await host.close();
      return 0;
    }
    try {
      await attempt();
    } catch (error) {
      await host.close();
      throw error;
    }
    const core = await Promise.race([
      coreOpened,
      quitFromPage.then(() => null),
      ctx.stopSignal.then(() => null),
    ]);
    if (!core) {
      await host.close();
      return dataFolderExitCode;
    }
    core.logger.info('web host started', { port: host.port });
    const background = setTimeout(() => core.start(), backgroundAfterMs);
    await ctx.stopSignal;
    clearTimeout(background);
    await host.close();
    await core.close();
    return 0;
  },
};
