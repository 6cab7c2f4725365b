import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'test-results', 'screenshots', 'bench-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // The layers (README, Architecture): each block names what a layer may not import.
  // tests/shared/layers.test.ts lints a file that breaks each rule and expects the error.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(client|server)(/|$)',
              message:
                'src/shared is used by both sides: it imports neither the client nor the server.',
            },
            {
              regex: '^(fastify|fastify/.*|@fastify/.*)$',
              message: 'src/shared is used by both sides: it knows nothing of Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server(/|$)',
              message: 'The client reaches the server only through the API (the dataProvider).',
            },
          ],
        },
      ],
      // The contract's types are free, its TypeBox schemas are not: they stay out of the bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.\\./)+shared/contract(/|$)|typebox(/|$))',
              allowTypeImports: true,
              message:
                'The client takes only types from the contract (import type): TypeBox stays out of the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|fastify/.*|fastify-plugin|@fastify/.*)$',
              message: 'Repositories hold SQL only: they know nothing of HTTP.',
            },
            {
              // Any depth: repositories sit in domain folders (repositories/money/...).
              regex: '^(\\.\\./)+(plugins|routes|services)(/|$)',
              message:
                'Repositories sit below plugins, routes and services and import none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|fastify/.*|fastify-plugin|@fastify/.*)$',
              message:
                'Services hold the rules: they know nothing of HTTP (routes hand them plain values).',
            },
            {
              regex: '^(\\.\\./)+(plugins|routes)(/|$)',
              message:
                'Services sit below plugins and routes and import neither: refuse with services/refusal.ts, take the actor as plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
