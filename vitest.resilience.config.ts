import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * Load, crash and database-outage tests (issue 8, points 6–8): they start the built app as real server
 * processes on fresh databases, so they run as their own step after the browser tests (scripts/test.ts),
 * one file at a time, never inside the plain `vitest run`.
 */
export default defineConfig({
  resolve: {
    alias: { '@': root, 'server-only': path.join(root, 'test/empty-module.ts') },
  },
  test: {
    name: 'resilience',
    include: ['test/resilience/**/*.resilience.test.ts'],
    globalSetup: ['test/resilience/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['verbose'],
  },
});
