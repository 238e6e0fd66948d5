import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { storePlugin } from './eslint/client-boundary.mjs';

/** What browser-safe modules (lib/browser, lib/<domain>/shared) must never import: see eslint/client-boundary.mjs. */
const serverModules = {
  patterns: [
    {
      group: ['@/lib/db', '@/lib/db/*', '@/lib/env', '@/models', '@/models/*', 'server-only', 'node:*'],
      message: 'Browser-safe code (lib/browser, lib/<domain>/shared) must not import server code.',
    },
    {
      group: ['@/components', '@/components/*', '@/app', '@/app/*'],
      message:
        'lib/ sits below components/ and app/: move what both need into lib/browser or a shared/ module.',
    },
    {
      regex: '^@/lib/(?!store-policy$)[\\w-]+$',
      message:
        "A domain's index.ts carries its server code: import the module itself, or the domain's shared/ module (lib/store-policy.ts is pure rules).",
    },
  ],
};

/** Domain code (everything in lib/ but lib/http and server actions) answers through AppError, never HTTP. */
const domainHttp = {
  group: ['@/lib/http', '@/lib/http/*'],
  message:
    'Domain code must not import lib/http: throw AppError from @/lib/errors and let the route wrapper answer.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    plugins: { store: storePlugin },
    rules: {
      // A 'use client' module imports the store's lib/ only through lib/browser and lib/<domain>/shared/.
      'store/client-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One rule per layer: domains throw AppError (lib/errors.ts) and know nothing of HTTP; lib/http maps them
    // to answers. Server action files (lib/**/actions.ts) are the pages' route layer, like app/.
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/http/**', 'lib/**/actions.ts', 'lib/browser/**', 'lib/*/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainHttp] }] },
  },
  {
    // Browser-safe code: no server code, and (like every domain) no lib/http.
    files: ['lib/browser/**/*.{ts,tsx}', 'lib/*/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverModules.patterns, domainHttp] }] },
  },
  {
    // The bench's React + Vite single-page store (bench/react-spa) is not a Next app: it has no next/image
    // or next/link to use, and it draws plain <img> cards as the store it stands for did.
    files: ['bench/react-spa/**/*.{ts,tsx}'],
    rules: { '@next/next/no-img-element': 'off', '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'drizzle/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
  ]),
]);
