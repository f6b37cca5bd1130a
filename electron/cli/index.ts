#!/usr/bin/env node
import { enableCompileCache } from 'node:module';

// Every command starts a new process that loads the whole core: V8 keeps the code it compiled on disk (Node's own
// cache folder) so later starts skip compiling it again. Enabled before the rest is imported, which it then covers.
enableCompileCache?.();
const { runCli } = await import('./run');

// `on`, not `once`: a library that cleans up on exit (conf's atomic writes) raises the signal again after its own
// handler ran; with ours still listening that second one is a no-op rather than the default kill in mid-shutdown.
const stopSignal = new Promise<void>((resolve) => {
  process.on('SIGINT', () => resolve());
  process.on('SIGTERM', () => resolve());
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
