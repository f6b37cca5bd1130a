import { parseArgs } from 'node:util';
import { requestLine } from '../../shared/errors';
import { AppError } from '../core/kernel/errors';
import { resolveDataDir } from '../core/kernel/data-dir';
import { appVersion } from '../core/kernel/version';
import { UsageError, type CliIo, type Command } from './command';
import { dataFolderExitCode, printFault, StartupFailure } from './startup-failure';

/**
 * Each command's module, loaded only when that command runs (or for the help): `serve` answers its address before the
 * core's modules are loaded, and no command loads the modules of the others.
 */
const commandModules: Record<string, () => Promise<Command>> = {
  serve: () => import('./commands/serve').then((m) => m.serveCommand),
  'demo-market': () => import('./commands/demo-market').then((m) => m.demoMarketCommand),
  login: () => import('./commands/login').then((m) => m.loginCommand),
  accounts: () => import('./commands/accounts').then((m) => m.accountsCommand),
  logout: () => import('./commands/logout').then((m) => m.logoutCommand),
  sync: () => import('./commands/sync').then((m) => m.syncCommand),
  status: () => import('./commands/status').then((m) => m.statusCommand),
  printers: () => import('./commands/printers').then((m) => m.printersCommand),
  print: () => import('./commands/print').then((m) => m.printCommand),
  orders: () => import('./commands/orders').then((m) => m.ordersCommand),
  ship: () => import('./commands/ship').then((m) => m.shipCommand),
  scan: () => import('./commands/scan').then((m) => m.scanCommand),
  protocol: () => import('./commands/protocol').then((m) => m.protocolCommand),
  'day-end': () => import('./commands/day-end').then((m) => m.dayEndCommand),
  picklist: () => import('./commands/picklist').then((m) => m.picklistCommand),
  bins: () => import('./commands/bins').then((m) => m.binsCommand),
  offer: () => import('./commands/offer').then((m) => m.offerCommand),
  rating: () => import('./commands/rating').then((m) => m.ratingCommand),
  track: () => import('./commands/track').then((m) => m.trackCommand),
  outbox: () => import('./commands/outbox').then((m) => m.outboxCommand),
  backup: () => import('./commands/backup').then((m) => m.backupCommand),
  restore: () => import('./commands/restore').then((m) => m.restoreCommand),
};

/** Every command, in the order the help lists them. */
function loadCommands(): Promise<Command[]> {
  return Promise.all(Object.values(commandModules).map((load) => load()));
}

export async function helpText(): Promise<string> {
  const commands = await loadCommands();
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `Seller Desk ${appVersion}: orders, offers, parcels and labels for marketplace sellers.`,
    '',
    'Usage: seller-desk [--data-dir DIR] COMMAND [OPTIONS]',
    '       seller-desk --version | --help',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Global options:',
    '  --data-dir DIR  data folder (default: SELLER_DESK_DATA_DIR, else the app folder of this OS)',
    '  --version       print the version',
    '  --help          print this help; "seller-desk COMMAND --help" for one command',
    '',
    'Exit codes: 0 done, 1 the command failed, 2 wrong usage, 3 refused as already done or taken elsewhere (ship, scan, sync), 4 the data folder could not be opened',
    '(settings, database or its migrations: the message names the file and the folder).',
  ].join('\n');
}

interface Globals {
  dataDirFlag: string | undefined;
  version: boolean;
  help: boolean;
  rest: string[];
}

/** Global options may come before the command; `--data-dir` is also accepted after it. */
function takeGlobals(argv: string[]): Globals {
  const globals: Globals = { dataDirFlag: undefined, version: false, help: false, rest: [] };
  let seenCommand = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--data-dir') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError('--data-dir needs a folder');
      globals.dataDirFlag = value;
    } else if (arg.startsWith('--data-dir=')) {
      globals.dataDirFlag = arg.slice('--data-dir='.length);
    } else if (!seenCommand && (arg === '--version' || arg === '-V')) {
      globals.version = true;
    } else if (!seenCommand && (arg === '--help' || arg === '-h')) {
      globals.help = true;
    } else {
      if (!arg.startsWith('-')) seenCommand = true;
      globals.rest.push(arg);
    }
  }
  return globals;
}

export async function runCli(argv: string[], io: CliIo, stopSignal: Promise<void>): Promise<number> {
  let command: Command | undefined;
  try {
    const globals = takeGlobals(argv);
    if (globals.version) {
      io.stdout(appVersion);
      return 0;
    }
    const [name, ...args] = globals.rest;
    if (globals.help || name === undefined || name === 'help') {
      io.stdout(await helpText());
      return name === undefined && !globals.help ? 2 : 0;
    }
    if (!Object.hasOwn(commandModules, name)) throw new UsageError(`unknown command "${name}"`);
    command = await commandModules[name]!();
    const { values, positionals } = parseArgs({
      args,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      io.stdout(`Usage: seller-desk ${command.usage}\n\n${command.summary}.`);
      return 0;
    }
    const dataDir = resolveDataDir({ flag: globals.dataDirFlag });
    return await command.run({ dataDir, io, stopSignal }, values, positionals);
  } catch (error) {
    // A data folder that could not be opened: what failed and where, exit 3.
    if (error instanceof StartupFailure) {
      printFault(io, error.fault);
      return dataFolderExitCode;
    }
    // A failure the core means to explain: its text for the seller, exit 1. Anything else is a bug and throws.
    if (error instanceof AppError) {
      io.stderr(`seller-desk: ${failureText(error)}`);
      return 1;
    }
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(`seller-desk: ${(error as Error).message}`);
      io.stderr(
        command ? `Usage: seller-desk ${command.usage}` : 'Run "seller-desk --help" for the commands.',
      );
      return 2;
    }
    throw error;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

/**
 * A failure on one line: the words for the seller, then the request that failed and its Trace-Id. A marketplace
 * error without words of its own has a message that names the request already: only the Trace-Id is added then.
 */
export function failureText(error: AppError): string {
  if (!error.userMessage && error.request) {
    return error.traceId ? `${error.message} (Trace-Id: ${error.traceId})` : error.message;
  }
  const line = requestLine(error.request, error.traceId);
  const words = error.userMessage ?? error.message;
  return line ? `${words} (${line})` : words;
}
