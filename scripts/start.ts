/**
 * The first half of `npm start`: builds when needed, migrates, seeds an empty database, and exits; the
 * npm script then runs `next start` in its place (`exec`), so nothing of this process (PGlite's memory,
 * the TypeScript loader) stays beside the server. Migration and seeding run here, before the server
 * starts, because PGlite's data folder must only ever be opened by one process at a time.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { closeDb, getDbHandle, type DbHandle } from '@/lib/db';
import { DataDirBusyError, dataDirHolder } from '@/lib/db/folder-lock';
import { migrateDb } from '@/lib/db/migrate';
import { env } from '@/lib/env';
import { ensureCatalogueArtwork, isDatabaseEmpty, seedCatalogue } from '@/lib/seed';
import { needsBuild } from './lib/build';

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!env.AUTH_SECRET) {
  // `npm start` is the try-it-locally command: the server keeps a generated secret in the data folder
  // (the npm script sets ALLOW_GENERATED_AUTH_SECRET). A real deployment sets AUTH_SECRET and runs
  // `npm run serve`, which refuses to run without it.
  console.warn(
    '[start] AUTH_SECRET is not set: using a generated secret kept in the data folder (fine locally, not for production).',
  );
  childEnv.ALLOW_GENERATED_AUTH_SECRET = '1';
}

// A server already has the embedded database open: say so now, not after a minute of building.
const holder = env.DATABASE_URL ? null : dataDirHolder(env.PGLITE_DATA_DIR);
if (holder) {
  console.error(`[start] ${new DataDirBusyError(env.PGLITE_DATA_DIR, holder).message}`);
  process.exit(1);
}

if (needsBuild()) {
  console.log('[start] building the app (next build)…');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: childEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let handle: DbHandle;
try {
  handle = getDbHandle();
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
console.log(
  `[start] database: ${handle.kind === 'pglite' ? `PGlite (${env.PGLITE_DATA_DIR})` : 'PostgreSQL server'}`,
);
await migrateDb(handle);
if (await isDatabaseEmpty(handle.db)) {
  console.log(`[start] empty database: seeding the ${env.STORE_CATALOGUE} catalogue…`);
  await seedCatalogue(handle.db, { catalogue: env.STORE_CATALOGUE, log: (m) => console.log(`[seed] ${m}`) });
} else {
  // A seeded database whose media folder was emptied (or moved) gets its artwork drawn again.
  const drawn = await ensureCatalogueArtwork(env.STORE_CATALOGUE);
  if (drawn > 0) console.log(`[start] drew ${drawn} missing catalogue images`);
}
await closeDb();

// `next start` follows (package.json): the database handle above is closed, releasing the folder's lock,
// and the server takes the lock for itself as it starts (instrumentation.ts).
