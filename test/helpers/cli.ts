import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';

export const projectRoot = join(import.meta.dirname, '..', '..');
/** tsx's loader by its path, so a command started in another folder finds it too. */
const tsxLoader = pathToFileURL(join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export interface RunningCli {
  child: ChildProcess;
  /** The first stdout line, once the command printed it. */
  firstLine: Promise<string>;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** With this variable set to `built`, commands run the built `seller-desk` (out/main/cli.js) instead of the sources. */
export const builtCliVariable = 'SELLER_DESK_TEST_CLI';

/**
 * The node arguments that run `seller-desk`: the sources through tsx's loader, or the built command the package
 * ships (`bin`), which starts in a third of the time because nothing is compiled on start. The browser specs run
 * the built one, as they run the built renderer; every other test runs the sources as they are.
 */
function cliEntry(): string[] {
  if (process.env[builtCliVariable] !== 'built') {
    return ['--import', tsxLoader, join(projectRoot, 'electron/cli/index.ts')];
  }
  const built = join(projectRoot, 'out', 'main', 'cli.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first`);
  return [built];
}

/**
 * Starts `seller-desk ARGS` exactly like `npm run --silent cli -- ARGS`: one process that loads the sources through
 * tsx's loader (or the built command, see cliEntry), so a stop signal reaches the command's own handler. (The tsx
 * command runs the script in a child and SIGKILLs it when the child does not confirm a relayed signal within 30 ms,
 * which a busy machine misses: the command then dies before it has saved anything.) `cwd` is where files it writes
 * land.
 */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = projectRoot): RunningCli {
  const child = spawn(process.execPath, [...cliEntry(), ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
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
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
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
 * How long a command started from the sources may take to print its first line. tsx compiles it on start, and on a
 * 2-core machine that is busy with other tests that can take tens of seconds; a command that never starts still
 * fails the test well within its own timeout.
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
