import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const shared = {
  resolve: {
    alias: {
      '@': root,
      // Route handlers and server reads import 'server-only'; outside Next it is a no-op here.
      'server-only': path.join(root, 'test/empty-module.ts'),
      // The page's language, which Next.js's compiler provides: English in tests (test/root-params.ts).
      'next/root-params': path.join(root, 'test/root-params.ts'),
    },
  },
};

export default defineConfig({
  ...shared,
  test: {
    env: {
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      DATA_DIR: '.data/test',
      MEDIA_DIR: '.data/test/media',
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,app,components,scripts,bench}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      {
        ...shared,
        extends: true,
        test: {
          name: 'api',
          include: ['{lib,app,test,scripts}/**/*.int.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup-db.ts'],
        },
      },
    ],
  },
});
