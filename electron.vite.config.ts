import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/** Client credentials given at build time through the environment; nothing is committed. */
function buildClients(): Record<string, { clientId?: string; clientSecret?: string }> {
  const clients: Record<string, { clientId?: string; clientSecret?: string }> = {};
  for (const [environment, prefix] of [
    ['allegro', 'SELLER_DESK_ALLEGRO'],
    ['allegro-sandbox', 'SELLER_DESK_ALLEGRO_SANDBOX'],
  ] as const) {
    const clientId = process.env[`${prefix}_CLIENT_ID`];
    const clientSecret = process.env[`${prefix}_CLIENT_SECRET`];
    if (clientId) clients[environment] = { clientId, ...(clientSecret ? { clientSecret } : {}) };
  }
  return clients;
}

export default defineConfig({
  main: {
    define: { __SELLER_DESK_CLIENTS__: JSON.stringify(buildClients()) },
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        // The command line is built beside the app so `seller-desk` works from an installed package; the sync's
        // writer thread and the documents thread are entries of their own, started from a file (system/thread.ts).
        input: {
          index: 'electron/main/index.ts',
          cli: 'electron/cli/index.ts',
          'sync-writer': 'electron/core/domains/streams/writer/writer-thread.ts',
          documents: 'electron/core/printing/documents/documents-thread.ts',
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require modules: bundle everything into one CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: 'electron/preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      // The window parses every byte of the first screen's scripts before it shows a row: ship them minified.
      minify: true,
      rolldownOptions: { input: { index: 'renderer/index.html' } },
    },
  },
});
