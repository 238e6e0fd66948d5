/**
 * Seeds the store: `npm run db:seed -- [--catalogue fashion|furniture] [--products N]`.
 * Assumes `npm run db:migrate` has run. On the embedded database it refuses to run while a server has
 * the data folder open.
 */
import { parseArgs } from 'node:util';
import { closeDb, getDbHandle } from '@/lib/db';
import { DataDirBusyError } from '@/lib/db/folder-lock';
import { env } from '@/lib/env';
import { SeedError, seedCatalogue, seedSyntheticProducts } from '@/lib/seed';

const USAGE = 'usage: npm run db:seed -- [--catalogue fashion|furniture] [--products N]';

function options(): { catalogue: 'fashion' | 'furniture'; products: number } {
  let values: { catalogue?: string; products?: string };
  try {
    ({ values } = parseArgs({
      options: { catalogue: { type: 'string' }, products: { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SeedError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const catalogue = values.catalogue ?? env.STORE_CATALOGUE;
  if (catalogue !== 'fashion' && catalogue !== 'furniture') {
    throw new SeedError(`--catalogue must be fashion or furniture (got "${catalogue}").\n${USAGE}`);
  }
  const products = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(products) || products < 0 || products > 5_000_000) {
    throw new SeedError(
      `--products must be a whole number from 0 to 5,000,000 (got "${values.products}").\n${USAGE}`,
    );
  }
  return { catalogue, products };
}

const log = (message: string) => console.log(`[seed] ${message}`);
let exitCode = 0;
try {
  const { catalogue, products } = options();
  const handle = getDbHandle();
  log(
    `seeding the ${catalogue} catalogue into ${handle.kind === 'pglite' ? `PGlite (${env.PGLITE_DATA_DIR})` : 'PostgreSQL'}`,
  );
  const summary = await seedCatalogue(handle.db, { catalogue, log });
  log(
    `done: ${summary.products} products, ${summary.reviews} reviews in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  if (products > 0) await seedSyntheticProducts(handle.db, { catalogue, count: products, log });
} catch (error) {
  exitCode = 1;
  if (error instanceof SeedError || error instanceof DataDirBusyError)
    console.error(`[seed] ${error.message}`);
  else console.error('[seed] failed:', error);
} finally {
  await closeDb();
}
process.exit(exitCode);
