import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/cli';

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Every installed package (nested ones too) with the install-time work npm would run for it. */
function installedPackages(dir: string, found: { name: string; builds: boolean; scripts: string[] }[] = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (entry.startsWith('@')) {
      installedPackages(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, scripts = {} } = read(manifest);
    const lifecycle = ['preinstall', 'install', 'postinstall'].flatMap((hook) => scripts[hook] ?? []);
    // npm runs `node-gyp rebuild` for a package with a binding.gyp and no install script of its own.
    const gyp = existsSync(join(path, 'binding.gyp')) && !scripts.install && !scripts.preinstall;
    if (lifecycle.length > 0 || gyp) {
      found.push({
        name,
        builds: gyp || lifecycle.some((s) => /node-gyp|prebuild|cmake/.test(s)),
        scripts: lifecycle,
      });
    }
    installedPackages(join(path, 'node_modules'), found);
  }
  return found;
}

describe('npm install', () => {
  const { allowScripts = {} } = read(join(projectRoot, 'package.json'));
  const withScripts = installedPackages(join(projectRoot, 'node_modules'));

  it('runs no script that compiles native code, so no Node headers (nodedir) are needed', () => {
    const compiling = withScripts.filter((p) => p.builds && allowScripts[p.name] !== false);
    expect(compiling).toEqual([]);
  });

  it('runs only the install scripts the project allows by name', () => {
    const unreviewed = withScripts.filter((p) => allowScripts[p.name] === undefined).map((p) => p.name);
    expect(unreviewed).toEqual([]);
  });

  it('loads better-sqlite3 from the binary its package ships', () => {
    const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => {
      prepare(sql: string): { get(): unknown };
      close(): void;
    };
    const db = new Database(':memory:');
    expect(db.prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
    db.close();
  });
});
