import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One rule per layer: domains throw AppError (lib/errors.ts) and know nothing of HTTP; lib/http maps them
    // to answers. Server action files (lib/**/actions.ts) are the pages' route layer, like app/.
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/http/**', 'lib/**/actions.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/http', '@/lib/http/*'],
              message:
                'Domain code must not import lib/http: throw AppError from @/lib/errors and let the route wrapper answer.',
            },
          ],
        },
      ],
    },
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
