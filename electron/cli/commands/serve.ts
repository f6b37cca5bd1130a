import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createHandlers } from '../../core/bridge/handlers';
import { findProjectRoot } from '../../core/system/project-root';
import { startWebHost } from '../../web-host/server';
import { intOption, type Command } from '../command';
import { createCliCore } from '../cli-core';

/** The built renderer of this copy of Seller Desk. */
export function defaultRendererDir(): string {
  return join(findProjectRoot(import.meta.dirname), 'out', 'renderer');
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
    const core = createCliCore(ctx, 'web');
    core.start();
    const host = await startWebHost({
      handlers: createHandlers(core),
      events: core.events,
      rendererDir,
      logger: core.logger,
      port,
    });
    ctx.io.stdout(`Seller Desk web host: ${host.url}`);
    core.logger.info('web host started', { port: host.port });
    await ctx.stopSignal;
    await host.close();
    await core.close();
    return 0;
  },
};
