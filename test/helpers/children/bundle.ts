import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, buildSync, type BuildOptions } from 'esbuild';
import { processAlive } from '../../../electron/core/kernel/process-alive';

const projectRoot = join(import.meta.dirname, '..', '..', '..');
const cacheDir = join(projectRoot, 'node_modules', '.cache', 'seller-desk-tests');

/**
 * The threads' own entries, named as electron.vite.config.ts names them: system/thread.ts looks for them beside the
 * bundle that starts them, as in the built app.
 */
const threadEntries = {
  'sync-writer': join(projectRoot, 'electron/core/domains/streams/writer/writer-thread.ts'),
  documents: join(projectRoot, 'electron/core/printing/documents/documents-thread.ts'),
};

/** A folder of its own for this process's bundle of `name`; folders of test processes that are gone go first. */
function outdirFor(name: string): string {
  mkdirSync(cacheDir, { recursive: true });
  for (const entry of readdirSync(cacheDir)) {
    const pid = Number(/^(\d+)-/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !processAlive(pid))
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
  }
  const outdir = join(cacheDir, `${process.pid}-${name}`);
  mkdirSync(outdir, { recursive: true });
  // The entries are .js (the names the threads are looked for by), ES modules like the project's.
  writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
  return outdir;
}

/**
 * esbuild's options for the app's code bundled as the app's build bundles it: packages load from the project's
 * node_modules (better-sqlite3 is native); what the code imports on demand is a chunk of its own, loaded only then.
 */
export function appBundleOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions {
  return {
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'error',
  };
}

interface Bundle {
  options: BuildOptions;
  file: string;
}

function plan(script: string, name = script.replace(/^.*\//, '').replace(/\.ts$/, '')): Bundle {
  const outdir = outdirFor(name);
  return {
    options: appBundleOptions({ [name]: script, ...threadEntries }, outdir),
    file: join(outdir, `${name}.js`),
  };
}

/**
 * Bundles a script started as a process of its own (a child a test restarts a hundred times, the command line)
 * with the threads it may start beside it, so each start loads a few files instead of sending every source module
 * through the TypeScript loader (seconds on a busy 2-core machine). The bundle is made from the sources as they
 * are, with the same esbuild tsx runs on. Answers the script's bundled file; its folder goes with `removeBundle`
 * or, left behind, once this process is gone.
 */
export async function bundleChild(script: string, name?: string): Promise<string> {
  const bundle = plan(script, name);
  await build(bundle.options);
  return bundle.file;
}

/** bundleChild for a caller that cannot wait (the command line's helpers start it synchronously). */
export function bundleChildSync(script: string, name?: string): string {
  const bundle = plan(script, name);
  buildSync(bundle.options);
  return bundle.file;
}

/** Removes a bundle bundleChild made (its whole folder); anything else is left alone. */
export function removeBundle(file: string): void {
  const outdir = dirname(file);
  if (dirname(outdir) === cacheDir) rmSync(outdir, { recursive: true, force: true });
}
