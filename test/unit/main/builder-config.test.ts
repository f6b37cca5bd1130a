import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** The `key: value` lines of one top-level block of electron-builder.yml (the file has no YAML parser here). */
function topLevelBlock(yaml: string, name: string): Record<string, string> {
  const lines = yaml.split('\n');
  const start = lines.indexOf(`${name}:`);
  expect(start, `${name}: in electron-builder.yml`).toBeGreaterThanOrEqual(0);
  const block: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^ {2}(\w+): *(.*?) *$/.exec(line);
    if (!match) break;
    expect(block, `${match[1]} appears once`).not.toHaveProperty(match[1]!);
    block[match[1]!] = match[2]!;
  }
  return block;
}

describe('the packaged app', () => {
  const fuses = topLevelBlock(readFileSync(join(root, 'electron-builder.yml'), 'utf8'), 'electronFuses');

  it('has its Electron fuses set', () => {
    expect(fuses).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      enableCookieEncryption: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });

  it('names only fuses this electron-builder knows', () => {
    const require = createRequire(import.meta.url);
    const scheme = JSON.parse(
      readFileSync(require.resolve('app-builder-lib/scheme.json', { paths: [root] }), 'utf8'),
    ) as { definitions: { FuseOptionsV1: { properties: Record<string, unknown> } } };
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    for (const fuse of Object.keys(fuses)) expect(known, fuse).toContain(fuse);
  });
});
