import type { Logger } from '../../kernel/ports';

export interface DemoMarketHandle {
  url: string;
  close(): Promise<void>;
}

export interface DemoRuntime {
  /** The address of the local demo marketplace, started on first use. */
  url(): Promise<string>;
  close(): Promise<void>;
}

import type { ApiGeneration } from '../../../../shared/settings';

/** Starts the local marketplace with its shop in `stateDir`, serving the generation the Demo environment speaks. */
export type StartDemoMarket = (options: {
  stateDir: string;
  api: ApiGeneration;
}) => Promise<DemoMarketHandle>;

/**
 * The Demo environment: a demo marketplace started inside the app the first time it is needed, on a free loopback
 * port, with its shop kept in the data folder so it survives restarts.
 */
export function createDemoRuntime(deps: {
  stateDir: string;
  api: ApiGeneration;
  start: StartDemoMarket;
  logger: Logger;
}): DemoRuntime {
  let running: Promise<DemoMarketHandle> | null = null;
  return {
    async url() {
      running ??= deps.start({ stateDir: deps.stateDir, api: deps.api }).catch((error: unknown) => {
        running = null;
        throw error;
      });
      const handle = await running;
      return handle.url;
    },
    async close() {
      const handle = await running?.catch(() => null);
      running = null;
      await handle?.close();
    },
  };
}
