import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.output',
      '.nitro',
      '.tanstack',
      'data',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'src/services/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Node scripts (plain ESM run by the project's Node).
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    // The service worker runs in its own global scope.
    files: ['public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Response: 'readonly',
        Promise: 'readonly',
      },
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // machines/ stays pure: no UI framework, no app code, no I/O (STYLE.md, the one rule).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'machines/ must not import React.',
            },
            { group: ['@xstate/react'], message: 'machines/ must not import @xstate/react.' },
            { group: ['@tanstack/*'], message: 'machines/ must not import TanStack packages.' },
            {
              group: ['~/*', '**/src/*', '**/src/**', '../src/*', '../../src/*'],
              message: 'machines/ must not import from src/.',
            },
            {
              group: ['pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*', 'node:*'],
              message: 'machines/ must not do I/O.',
            },
          ],
        },
      ],
    },
  },
)
