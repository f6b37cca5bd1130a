import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/cli';

// Type information is not needed for import rules, and the probe files do not exist on disk.
const eslint = new ESLint({
  cwd: projectRoot,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.disableTypeChecked }],
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['electron/core/probe.ts', "import { app } from 'electron';"],
    ['electron/core/probe.ts', "import Store from 'electron-store';"],
    ['electron/demo-market/probe.ts', "import { safeStorage } from 'electron';"],
    ['electron/web-host/probe.ts', "import { ipcMain } from 'electron';"],
    ['electron/cli/probe.ts', "import { app } from 'electron';"],
    ['shared/probe.ts', "import { app } from 'electron';"],
    ['shared/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['renderer/src/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['renderer/src/probe.ts', "import { join } from 'path';"],
    ['renderer/src/probe.ts', "import Database from 'better-sqlite3';"],
    ['renderer/src/probe.ts', "import { request } from 'undici';"],
    ['renderer/src/probe.ts', "import { ipcRenderer } from 'electron';"],
    ['renderer/src/probe.ts', "import { createCore } from '../../electron/core/compose';"],
    ['electron/core/probe.ts', "import { createMainWindow } from '../main/window';"],
    ['electron/demo-market/probe.ts', "import { channels } from '../../shared/contract';"],
    ['electron/demo-market/probe.ts', "import { createCore } from '../core/app';"],
    ['electron/core/market/probe.ts', "import { startDemoMarket } from '../../demo-market/server';"],
    ['electron/preload/probe.ts', "import { readFileSync } from 'node:fs';"],
    // A component goes through its section's store, never to the bridge client itself.
    ['renderer/src/probe.tsx', "import { onLinkState } from './api/client';"],
    ['renderer/src/features/offers/probe.tsx', "import { api, onEvent } from '../../api/client';"],
    ['renderer/src/features/money/claims/probe.tsx', "import { api } from '../../../api/client';"],
    // The rest of the renderer's rules still hold in a component.
    ['renderer/src/features/offers/probe.tsx', "import { readFileSync } from 'node:fs';"],
    [
      'renderer/src/features/offers/probe.tsx',
      "import { createCore } from '../../../electron/core/compose';",
    ],
    // No engine, nor what the engines stand on, imports a domain; each still keeps the core's own rules.
    ...['kernel', 'db', 'market', 'auth', 'bridge', 'sync', 'outbox', 'printing', 'shipping'].flatMap(
      (engine) => [
        [
          `electron/core/${engine}/probe.ts`,
          "import { createOrdersRepo } from '../domains/orders/orders-repo';",
        ],
        [
          `electron/core/${engine}/deep/probe.ts`,
          "import { runOffers } from '../../domains/offers/offers-sync';",
        ],
        [`electron/core/${engine}/probe.ts`, "import { app } from 'electron';"],
        [`electron/core/${engine}/probe.ts`, "import { createMainWindow } from '../../main/window';"],
      ],
    ),
  ])('%s refuses %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each([
    ['electron/main/probe.ts', "import { app } from 'electron';"],
    ['electron/preload/probe.ts', "import { contextBridge } from 'electron';"],
    ['electron/core/probe.ts', "import Database from 'better-sqlite3';"],
    ['electron/core/probe.ts', "import { channels } from '../../shared/contract';"],
    ['renderer/src/probe.ts', "import { channels } from '../../shared/contract';"],
    ['renderer/src/features/offers/probe.ts', "import { api, onEvent } from '../../api/client';"],
    ['renderer/src/features/offers/probe.tsx', "import { asBridgeError } from '../../api/bridge-error';"],
    ['renderer/src/probe.tsx', "import type { LinkState } from './api/client';"],
    ['electron/core/compose.ts', "import { syncDomains } from './domains/streams';"],
    ['electron/core/domains/orders/probe.ts', "import { seg } from '../../shipping/gateway';"],
  ])('%s allows %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
