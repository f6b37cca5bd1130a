import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyFileCipher } from '../../../electron/core/auth/key-file-cipher';
import { createTokenVault } from '../../../electron/core/auth/token-vault';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';
import { tempDir } from '../../helpers/temp-dir';

let child: string;
beforeAll(async () => {
  child = await bundleChild(join(import.meta.dirname, '..', '..', 'helpers', 'children', 'vault-writer.ts'));
});
afterAll(() => removeBundle(child));

function run(dataDir: string, prefix: string, count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, dataDir, prefix, String(count)]);
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe('two processes writing one vault', () => {
  it('lose no update: every write of both is in the file afterwards', async () => {
    const dataDir = tempDir('sd-vault-procs-');
    // The key file exists before the children start, as it does once the command line ran once.
    const vault = createTokenVault({
      dataDir,
      cipher: createKeyFileCipher(join(dataDir, 'secret.key')),
      logger: silentLogger,
    });
    const count = 40;
    expect(await Promise.all([run(dataDir, 'one', count), run(dataDir, 'two', count)])).toEqual([
      'done',
      'done',
    ]);
    const missing: string[] = [];
    for (const prefix of ['one', 'two']) {
      for (let i = 0; i < count; i++) {
        if ((await vault.read(`${prefix}:${i}`))?.accessToken !== `${prefix}-${i}`)
          missing.push(`${prefix}:${i}`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
