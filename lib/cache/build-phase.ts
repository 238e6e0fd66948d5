import { connection } from 'next/server';

/**
 * True while `next build` runs. The build has no database (the server owns it: lib/db), so a page or
 * part that reads the catalogue renders nothing then. Nothing the build renders that way is served: the
 * store's cache handler answers build output as expired, so each page's first request renders it
 * whole, with the database, and stores that (lib/cache/handlers/incremental.mjs).
 */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * For a route handler: the build must not run it (it would read the database, or bake a per-request
 * answer into a file). `connection()` marks it request-time at build; at run time there is nothing to do,
 * and the tests call handlers directly, outside Next.js's request scope, where `connection()` throws.
 */
export async function answeredPerRequest(): Promise<void> {
  if (isBuilding()) await connection();
}
