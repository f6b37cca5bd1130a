import { join } from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '../cli';

/**
 * Bundles a child script once (the same esbuild tsx runs on), so a test that restarts it a hundred times pays for
 * loading one file instead of transforming every source module at each start. Packages stay external: the
 * bundle sits inside the project, where node_modules resolves them (better-sqlite3 is native).
 */
export async function bundleChild(script: string): Promise<string> {
  const name = script.replace(/^.*\//, '').replace(/\.ts$/, '.mjs');
  const outfile = join(projectRoot, 'node_modules', '.cache', 'seller-desk-tests', `${process.pid}-${name}`);
  await build({
    entryPoints: [script],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}
