import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { appBundleOptions } from '../../helpers/children/bundle';
import { projectRoot } from '../../helpers/cli';

const outDir = join(projectRoot, 'out', 'bench');

/**
 * The process that only syncs runs the app's code bundled, as the built app runs it, rather than through the
 * TypeScript loader the benchmarks use: that loader's hooks thread and the sources it keeps are no part of the app
 * and would count in its memory. The child (sync-once-child.ts) and the sync's writer thread are bundled beside
 * each other, as the app's build places them (writer-thread-client.ts finds `sync-writer.js` next to its bundle).
 * Answers the child's file.
 */
export async function builtSyncChild(): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
  await build({
    ...appBundleOptions(
      {
        'sync-once-child': join(import.meta.dirname, 'sync-once-child.ts'),
        'sync-writer': join(projectRoot, 'electron/core/domains/streams/writer/writer-thread.ts'),
      },
      outDir,
    ),
    logLevel: 'warning',
  });
  return join(outDir, 'sync-once-child.js');
}
