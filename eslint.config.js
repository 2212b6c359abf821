// Lint rules for the whole workspace: typescript-eslint's recommended set, the React hooks rules and
// the import boundaries (eslint.boundaries.js). Runtime import cycles are a test
// (scripts/lib/import-graph.test.ts): import-x's no-cycle made the lint run about a third slower.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { TEST_FILES, boundaryZones } from './eslint.boundaries.js';

const ANTD_MESSAGE = "Import antd components from the @missionbase/ui entry that lists them (docs/kit.md); add a missing one to that entry's file in packages/ui/src.";
const ANTD_PATH = { name: 'antd', message: ANTD_MESSAGE };
const ANTD_PATTERN = { group: ['antd/*'], message: ANTD_MESSAGE };
const ROUTER_MESSAGE = 'Import the router from @missionbase/router (docs/platform.md); add a missing name to packages/router/src/index.ts.';
const ROUTER_PATHS = [
  { name: 'react-router-dom', message: ROUTER_MESSAGE },
  { name: 'react-router', message: ROUTER_MESSAGE },
];
const ROUTER_PATTERN = { group: ['react-router/*', 'react-router-dom/*'], message: ROUTER_MESSAGE };
const DOMAIN_MESSAGE = 'packages/domain is framework-free business rules: no React, no network (plain functions beside their tests).';
const DOMAIN_PATHS = ['react', 'react-dom', 'jotai', '@tanstack/react-query', '@supabase/supabase-js', 'pg'].map((name) => ({ name, message: DOMAIN_MESSAGE }));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.turbo/**', '**/.data/**', 'test-results/**', 'playwright-report/**', '**/@mf-types/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // antd reaches the apps only through @missionbase/ui's entries (the frame in packages/ui/src/antd.ts,
    // then table, forms, pickers, display, export: each lists the components it shares), so each shared
    // design-system module holds just those. The router likewise reaches them only through
    // @missionbase/router (packages/router/src/index.ts lists the names), so the one shared copy holds
    // react-router tree-shaken to those. A later block's no-restricted-imports replaces an
    // earlier one's, so each block below lists every restriction that applies to its files.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/ui/**', 'packages/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_PATH, ...ROUTER_PATHS], patterns: [ANTD_PATTERN, ROUTER_PATTERN] }] },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_PATHS, patterns: [ROUTER_PATTERN] }] },
  },
  {
    files: ['packages/router/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_PATH], patterns: [ANTD_PATTERN] }] },
  },
  {
    files: ['packages/domain/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_PATH, ...ROUTER_PATHS, ...DOMAIN_PATHS], patterns: [ANTD_PATTERN, ROUTER_PATTERN] }] },
  },
  {
    // Imports are resolved to files (package exports, workspace links followed to their folders), so
    // the boundaries hold whether a file is named by package, subpath or relative path. An import
    // the resolver cannot find would pass every zone unchecked, so it is an error of its own.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], conditionNames: ['import', 'default'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', boundaryZones({ tests: false })],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', boundaryZones({ tests: true })] },
  },
);
