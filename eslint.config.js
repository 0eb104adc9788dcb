import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const readonly = (names) => Object.fromEntries(names.map((name) => [name, 'readonly']));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'src/score/o200k-ranks.gen.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The pages' browser scripts, type-checked by tsconfig.pages.json: the browser's globals.
    files: ['src/report/html/pages/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: readonly([
        'document',
        'window',
        'location',
        'navigator',
        'performance',
        'Element',
        'Option',
        'FormData',
      ]),
    },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { vars: 'local' }] },
  },
  {
    // page-script.ts joins helpers.js and a page's script in one function: the helpers' names.
    files: ['src/report/html/pages/*.js'],
    ignores: ['src/report/html/pages/helpers.js'],
    languageOptions: {
      globals: readonly([
        'el',
        'svg',
        'fill',
        'row',
        'plot',
        'text',
        'byId',
        'clear',
        'short',
        'day',
        'run',
        'changesOf',
        'chart',
      ]),
    },
  },
  {
    // Spreading an array into a call (push(...rows), Math.max(...xs), new Set(...)) passes each
    // element as an argument and overflows the stack at ~125k: large golden sets crashed so.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement',
          message:
            'No spread into a call: it overflows the stack for large arrays (~125k); loop, reduce or join instead.',
        },
      ],
    },
  },
);
