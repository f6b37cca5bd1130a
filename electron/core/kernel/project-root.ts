import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder of Seller Desk's own package.json, found by walking up from a module. Works the same from the
 * sources (run through tsx), from the bundle in out/main and from an installed package.
 */
export function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'seller-desk') return dir;
      } catch {
        // Not ours or unreadable: keep walking.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Seller Desk's package.json was not found above ${start}`);
    dir = parent;
  }
}
