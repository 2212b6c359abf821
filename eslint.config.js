// Lint rules for the whole workspace: typescript-eslint's recommended set plus the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // design-system module holds just those (issue 21.3).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: "Import antd components from the @missionbase/ui entry that lists them (docs/kit.md); add a missing one to that entry's file in packages/ui/src." }],
          patterns: [{ group: ['antd/*'], message: "Import antd components from the @missionbase/ui entry that lists them (docs/kit.md); add a missing one to that entry's file in packages/ui/src." }],
        },
      ],
    },
  },
);
