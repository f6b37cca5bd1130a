import type { Core } from '../core/app/core';
import type { CliContext } from './command';
import { createNodeCore } from './node-core';

/** The core for one command-line run; tells the seller once where tokens are kept. */
export function createCliCore(ctx: CliContext, host: 'cli' | 'web' = 'cli'): Core {
  return createNodeCore({
    dataDir: ctx.dataDir,
    host,
    onKeyFileCreated: (keyFile) =>
      ctx.io.stderr(
        `Note: sign-in tokens are stored encrypted in this data folder with a key only your user can read (${keyFile}).`,
      ),
  });
}

/** Runs one command's work with a core that is closed afterwards, whatever happens. */
export async function withCliCore<T>(ctx: CliContext, use: (core: Core) => T | Promise<T>): Promise<T> {
  const core = createCliCore(ctx);
  try {
    return await use(core);
  } finally {
    await core.close();
  }
}
