#!/usr/bin/env node
import { runCli } from './run';

const stopSignal = new Promise<void>((resolve) => {
  process.once('SIGINT', () => resolve());
  process.once('SIGTERM', () => resolve());
});

runCli(
  process.argv.slice(2),
  {
    stdout: (line) => process.stdout.write(line + '\n'),
    stderr: (line) => process.stderr.write(line + '\n'),
  },
  stopSignal,
).then(
  (code) => {
    process.exitCode = code;
    // Servers close themselves on stop; anything left (a slow socket) must not keep a finished command alive.
    setTimeout(() => process.exit(code), 2000).unref();
  },
  (error: unknown) => {
    process.stderr.write(`seller-desk: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
