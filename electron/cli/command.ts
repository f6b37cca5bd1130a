import type { ParseArgsConfig } from 'node:util';

export interface CliIo {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

export interface CliContext {
  dataDir: string;
  io: CliIo;
  /** Resolves when the process is asked to stop (Ctrl+C, SIGTERM). */
  stopSignal: Promise<void>;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Command {
  name: string;
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(ctx: CliContext, values: OptionValues, positionals: string[]): Promise<number>;
}

/** A wrong invocation: the message and the command's usage go to stderr, and the exit code is 2. */
export class UsageError extends Error {}

export function intOption(values: OptionValues, name: string, fallback: number, min = 0): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} needs a whole number >= ${min}`);
  return n;
}
