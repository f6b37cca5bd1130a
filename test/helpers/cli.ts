import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export const projectRoot = join(import.meta.dirname, '..', '..');
const tsxCli = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'cli.mjs');

export interface RunningCli {
  child: ChildProcess;
  /** The first stdout line, once the command printed it. */
  firstLine: Promise<string>;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `seller-desk ARGS` from the sources, exactly like `npm run --silent cli -- ARGS`. */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = projectRoot): RunningCli {
  const child = spawn(process.execPath, [tsxCli, join(projectRoot, 'electron/cli/index.ts'), ...args], {
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

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms),
    ),
  ]);
}
