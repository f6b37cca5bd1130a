import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/cli';

describe('the core’s floor plan', () => {
  it('keeps electron/core to the composition root, the start-up, the kernel, the engines and the domains', () => {
    const entries = readdirSync(join(projectRoot, 'electron', 'core')).sort();
    // A new module goes into one of these folders; a new entry here means the plan in README changes with it.
    expect(entries).toEqual([
      'auth',
      'bridge',
      'compose.ts',
      'db',
      'domains',
      'kernel',
      'market',
      'outbox',
      'printing',
      'shipping',
      'start',
      'sync',
    ]);
  });
});
