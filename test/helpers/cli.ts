import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { bundleChildSync } from './children/bundle';

export const projectRoot = join(import.meta.dirname, '..', '..');

export interface RunningCli {
  child: ChildProcess;
  /** The first stdout line, once the command printed it. */
  firstLine: Promise<string>;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** How the command ended when it ended before anyone stopped it with a failure (`exit 1`, `SIGSEGV`), else null. */
  readonly died: string | null;
}

/** With this variable set to `built`, commands run the built `seller-desk` (out/main/cli.js) instead of the sources. */
export const builtCliVariable = 'SELLER_DESK_TEST_CLI';

/** The command line bundled from the sources, once per test process (see bundleChild). */
let bundled: string | undefined;

/**
 * The node arguments that run `seller-desk`: the sources, bundled once so that each start loads a few files rather
 * than sending every module through tsx's loader (seconds on a busy machine, for every command a test runs), or
 * the built command the package ships (`bin`). The browser specs run the built one, as they run the built
 * renderer; every other test runs the sources as they are.
 */
function cliEntry(): string[] {
  if (process.env[builtCliVariable] !== 'built') {
    bundled ??= bundleChildSync(join(projectRoot, 'electron/cli/index.ts'), 'cli');
    return [bundled];
  }
  const built = join(projectRoot, 'out', 'main', 'cli.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first`);
  return [built];
}

/**
 * Starts `seller-desk ARGS` as `npm run --silent cli -- ARGS` runs it, but as one process (see cliEntry), so a stop
 * signal reaches the command's own handler. (The tsx command runs the script in a child and SIGKILLs it when the
 * child does not confirm a relayed signal within 30 ms, which a busy machine misses: the command then dies before
 * it has saved anything.) `cwd` is where files it writes land.
 */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = projectRoot): RunningCli {
  const child = spawn(process.execPath, [...cliEntry(), ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  let stopAsked = false;
  let died: string | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code, signal) => {
      // A command killed by a signal answers no exit code, so a stop would take it for one that ended cleanly.
      if (!stopAsked && (signal !== null || code !== 0)) died = signal ?? `exit ${code}`;
      resolve(code);
    }),
  );
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      stdout.push(line);
      if (stdout.length === 1) resolve(line);
    });
    void exited.then((code) =>
      reject(new Error(`CLI exited (${code}) before printing: ${stderr.join('\n')}`)),
    );
  });
  createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
  return {
    child,
    firstLine,
    stdout,
    stderr,
    exited,
    get died() {
      return died;
    },
    stop(signal = 'SIGTERM') {
      stopAsked = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs a command to completion (in `cwd`, the project by default). */
export async function runCli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = projectRoot) {
  const cli = startCli(args, env, cwd);
  cli.firstLine.catch(() => undefined);
  const code = await cli.exited;
  return { code, stdout: cli.stdout.join('\n'), stderr: cli.stderr.join('\n') };
}

/**
 * How long a command may take to print its first line: it loads the whole core on start, which on a 2-core machine
 * busy with other tests can take tens of seconds; a command that never starts still fails the test well within its
 * own timeout.
 */
export const startupMs = 60_000;

/** The command's first stdout line, or an error naming `what` once `ms` have passed. */
export const readyLine = (cli: RunningCli, what: string, ms = startupMs): Promise<string> =>
  withTimeout(cli.firstLine, ms, what);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms),
    ),
  ]);
}

/**
 * The time a test that runs the command line several times is given: each run starts a Node process, which takes
 * seconds on a machine whose cores are busy.
 */
export const cliTestTimeout = 180_000;
