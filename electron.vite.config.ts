import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        // The command line is built beside the app so `seller-desk` works from an installed package.
        input: { index: 'electron/main/index.ts', cli: 'electron/cli/index.ts' },
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
      rolldownOptions: { input: { index: 'renderer/index.html' } },
    },
  },
});
