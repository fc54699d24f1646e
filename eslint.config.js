// ESLint for the whole repository (`npm run lint`, and the `lint` stage of `npm test`).
// - TypeScript and scripts: typescript-eslint's recommended rules (without type information,
//   so the stage stays a few seconds; `tsc` checks the types), and React's rules of hooks
//   wherever React code lives.
// - The plugin's block editor code (wp-plugin/src): WordPress's recommended rules.
// Prettier owns the layout (`npm run format`), so no rule here looks at it.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import wordpress from '@wordpress/eslint-plugin';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const editor = ['wp-plugin/src/**/*.js'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '.cache/**',
      'wp-plugin/build/**',
      'bench/results/**',
      // Written by `msw init`.
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  {
    // Every rule switched off in a comment says why (`-- the reason`), and a switch that
    // no longer silences anything fails.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: editor,
    extends: [tseslint.configs.recommended, prettier],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name`: a parameter a signature needs but the body does not; `{ omitted, ...rest }` drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // React code: the packages, Storybook. (The scripts, e2e and bench hold none: there a
    // `use…` name is a Playwright fixture or a Vite plugin, not a hook.)
    files: ['packages/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // What ships never reaches for test support: the shared package or a package's own `src/test-support/`.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/*/src/test-support/**', 'packages/test-support/**', 'packages/mock-api/**', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@yuno/test-support', '@yuno/test-support/*', '**/test-support/*'], message: 'Test support is for tests only.' }] },
      ],
    },
  },
  {
    // Tests, stories and browser tests read untyped JSON answers, Storybook's parameters and
    // the page's globals (`window.wp`); `any` there weakens no shipped type.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'stories/**', 'packages/test-support/**', 'packages/*/src/test-support/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: editor,
    extends: [wordpress.configs.recommended],
    settings: {
      // JSX compiles to `createElement` from @wordpress/element (see wp-plugin/babel.config.js).
      react: { pragma: 'createElement', fragment: 'Fragment', version: '18.3' },
      // WordPress provides these at run time (`wp.i18n`, …); the build maps them to its handles.
      'import/core-modules': ['@wordpress/i18n'],
    },
    rules: {
      'prettier/prettier': 'off',
      'react-hooks/exhaustive-deps': 'error',
      // The editor's doc comments say in a line what a function is for; a `@param` list for
      // every argument would repeat the names, without types to check them against.
      'jsdoc/require-param': 'off',
    },
  },
);
