import type { Core } from '../core/compose';
import type { StartDemoMarket } from '../core/market/environments/demo-runtime';
import { UsageError, type CliContext } from './command';
import { logUncaught } from '../core/kernel/uncaught';
import { startNodeCore } from './node-core';
import { printNotices, StartupFailure } from './startup-failure';

/**
 * The Demo environment's marketplace when SELLER_DESK_DEMO_MARKET_URL names one already running (a
 * `seller-desk demo-market` of its own, or an address nobody answers, to see the app with the marketplace out of
 * reach); without it the app starts its own in the data folder.
 */
export function demoMarketAt(env: NodeJS.ProcessEnv = process.env): StartDemoMarket | undefined {
  const given = env.SELLER_DESK_DEMO_MARKET_URL;
  if (!given) return undefined;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`SELLER_DESK_DEMO_MARKET_URL is not an address: ${given}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SELLER_DESK_DEMO_MARKET_URL must be an http or https address: ${given}`);
  }
  const address = given.replace(/\/+$/, '');
  return () => Promise.resolve({ url: address, close: () => Promise.resolve() });
}

/**
 * The core for one command-line run; tells the seller once where tokens are kept, and on stderr what start-up did
 * (a damaged database recovered, naming the file kept aside). A start that failed throws a StartupFailure, which
 * runCli reports with the file and folder and exit code 4.
 */
export function createCliCore(ctx: CliContext, host: 'cli' | 'web' = 'cli'): Core {
  const startDemoMarket = demoMarketAt();
  const started = startNodeCore({
    dataDir: ctx.dataDir,
    host,
    ...(startDemoMarket ? { startDemoMarket } : {}),
    onKeyFileCreated: (keyFile) =>
      ctx.io.stderr(
        `Note: sign-in tokens are stored encrypted in this data folder with a key only your user can read (${keyFile}).`,
      ),
  });
  if (!started.ok) throw new StartupFailure(started.fault);
  printNotices(ctx.io, started.notices);
  logUncaught(process, started.core.logger);
  return started.core;
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

/**
 * The account a command works on: the one it names, else the app's active one (null before any sign-in). The
 * command line's only reading of the active account, as the registrar's is the window's.
 */
export function accountFor(core: Core, named?: string): string | null {
  return named ?? core.settings.get().activeAccountId;
}

const notSignedIn = (named: string) =>
  new UsageError(`no signed-in account ${named} (see: seller-desk accounts)`);

/**
 * The accounts a command that covers them all works on: the one it names (`--account ID`), which must be signed in,
 * else every signed-in one.
 */
export function accountsFor(core: Core, named?: string): string[] {
  const signedIn = core.accounts.signedInIds();
  if (named === undefined) return signedIn;
  if (!signedIn.includes(named)) throw notSignedIn(named);
  return [named];
}

/**
 * Runs one command's work on the account it names (`--account ID`), else the app's active one, which must be
 * signed in, with a core closed afterwards.
 */
export function withAccountCore<T>(
  ctx: CliContext,
  use: (core: Core, accountId: string) => T | Promise<T>,
  named?: string,
): Promise<T> {
  return withCliCore(ctx, (core) => {
    const accountId = accountFor(core, named);
    if (!accountId || !core.accounts.signedInIds().includes(accountId)) {
      throw named
        ? notSignedIn(named)
        : new UsageError('no signed-in account. Sign in with: seller-desk login --environment demo');
    }
    return use(core, accountId);
  });
}

/**
 * The line above a list that says whose it is, `Account demo:43218765 (seller, Demo)`: two accounts may have the
 * same login, so the id names it and the environment tells where.
 */
export async function accountHeader(core: Core, accountId: string): Promise<string> {
  const account = (await core.accounts.list()).find((a) => a.id === accountId);
  return account
    ? `Account ${account.id} (${account.login}, ${account.environmentName})`
    : `Account ${accountId}`;
}
