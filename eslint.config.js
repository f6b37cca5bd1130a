import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

const electronOnly = [
  {
    name: 'electron',
    message: 'Electron is only for electron/main and electron/preload: go through a port.',
  },
  { name: 'electron-store', message: 'electron-store imports electron: use the SettingsStore port.' },
];
const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)].map((name) => ({
  name,
  message: 'The renderer runs in a browser: no Node modules. Ask the core through the bridge.',
}));
const mainProcessModules = ['better-sqlite3', 'undici', 'conf', 'ws'].map((name) => ({
  name,
  message: 'Main-process module: the renderer talks to it only through the bridge.',
}));
const noRenderer = { group: ['**/renderer/**'], message: 'The renderer is not importable from here.' };
const noMain = {
  group: ['**/electron/main/**', '**/main/**'],
  message: 'electron/main is the edge: nothing imports it.',
};
const noCore = {
  group: ['**/core/**', '**/shared/**'],
  message:
    'The demo marketplace shares no code with the client: it is written from the documents on its own.',
};
const noDemoMarket = {
  group: ['**/demo-market/**'],
  message: 'The marketplace client shares no code with the demo marketplace.',
};

const noDomains = {
  group: ['**/domains/**'],
  message:
    'An engine knows no domain: declare the port it needs here, let the domain implement it, and compose hand it in.',
};
const rendererOnly = [...electronOnly, ...nodeBuiltins, ...mainProcessModules];
const noElectronDir = {
  group: ['**/electron/**'],
  message: 'The renderer talks to the core only through the bridge.',
};
const noBridgeInComponents = {
  group: ['**/api/client'],
  allowTypeImports: true,
  message:
    "A component asks its section's store (features/<section>/*.ts): bridge calls and `changed` subscriptions live there.",
};
/** One no-restricted-imports rule per area: flat config replaces a rule per file, it does not merge it. */
const boundary = (files, paths, patterns = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['electron/**', 'shared/**', 'test/**', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary(['electron/core/**'], electronOnly, [noRenderer, noMain]),
  // The engines and what they stand on.
  boundary(['electron/core/{kernel,db,auth,bridge,sync,outbox,printing,shipping}/**'], electronOnly, [
    noRenderer,
    noMain,
    noDomains,
  ]),
  boundary(['electron/core/market/**'], electronOnly, [noRenderer, noMain, noDemoMarket, noDomains]),
  boundary(['electron/demo-market/**'], electronOnly, [noRenderer, noMain, noCore]),
  boundary(['electron/web-host/**', 'electron/cli/**'], electronOnly, [noRenderer, noMain]),
  boundary(
    ['electron/preload/**'],
    [...nodeBuiltins, ...mainProcessModules, electronOnly[1]],
    [
      noRenderer,
      { group: ['**/core/**', '**/main/**'], message: 'The preload only uses shared/ and ipcRenderer.' },
    ],
  ),
  boundary(
    ['shared/**'],
    [...electronOnly, ...nodeBuiltins, ...mainProcessModules],
    [noRenderer, { group: ['**/electron/**'], message: 'shared/ is pure TypeScript for every side.' }],
  ),
  boundary(['renderer/**'], rendererOnly, [noElectronDir]),
  boundary(['renderer/**/*.tsx'], rendererOnly, [noElectronDir, noBridgeInComponents]),
  {
    files: ['electron/cli/index.ts'],
    rules: { 'no-console': 'off' },
  },
);
