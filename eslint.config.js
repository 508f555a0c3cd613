import eslint from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fencesPlugin } from './scripts/lint/module-fences.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-runtime/**',
      '**/drizzle/meta/**',
      'test-results/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // docs/architecture.md, "Fences": modules meet through entry files; platform, pages and tests keep apart.
    files: ['apps/server/src/**/*.ts'],
    plugins: { simdesk: fencesPlugin },
    rules: { 'simdesk/module-fences': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Web fences: only the app (bootstrap, router, page map) imports the app.
    files: ['apps/web/src/{pages,features,layouts,shell,components,routing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)app/', message: 'Import routing/ instead: app/ is the bootstrap.' }] },
      ],
    },
  },
  {
    // A page never imports another page: shared code of a domain lives in features/<module>/.
    files: ['apps/web/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)app/', message: 'Import routing/ instead: app/ is the bootstrap.' },
            { regex: '^\\.\\./(\\.\\./)?[^.]', message: 'Move what pages share to features/<module>/.' },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files are read by their tools through a default export.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
