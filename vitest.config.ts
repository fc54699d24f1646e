import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Source is written against React. The same component tests run a second time on
// preact/compat, the runtime the browser bundles ship, so both are exercised.
const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^@testing-library\/react$/, replacement: r('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
];

const common = {
  environment: 'jsdom',
  setupFiles: [r('./scripts/vitest.setup.ts')],
  restoreMocks: true,
  // An upper bound for a test of many steps on a busy machine, not a wait: see vitest.setup.ts.
  testTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a two-core machine runs one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure logic runs in Node: a DOM costs more to set up than most of these files take to
        // run. A file that needs one says so in its first line (`// @vitest-environment jsdom`).
        test: {
          ...common,
          environment: 'node',
          name: 'logic',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'demo/**/*.test.ts', 'bench/**/*.test.mjs'],
        },
      },
      {
        test: {
          ...common,
          name: 'react',
          include: ['packages/*/src/**/*.test.tsx'],
        },
      },
      {
        resolve: { alias: preactAliases },
        test: {
          ...common,
          name: 'preact',
          setupFiles: [...common.setupFiles, r('./scripts/vitest.preact-setup.ts')],
          include: ['packages/*/src/**/*.test.tsx'],
          server: { deps: { inline: [/@testing-library/, /preact/] } },
        },
      },
      {
        // The plugin's build scripts (Node, no DOM).
        test: { name: 'plugin', environment: 'node', include: ['wp-plugin/bin/**/*.test.mjs'], testTimeout: 30000 },
      },
    ],
  },
});
