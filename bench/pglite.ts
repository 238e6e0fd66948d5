/**
 * Issue 8.3, embedded variant: the same in-process queries on 100,000 products in PGlite (a temp
 * data folder seeded by the store's own scripts). The targets are for PostgreSQL; these
 * figures show what the single-connection embedded engine costs.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { timed, type BenchModule } from './lib/context';
import { migrateAndSeed, storeEnv } from './lib/database';
import { fmt, round } from './lib/stats';
import { figure } from './lib/types';
import { runDbWorker } from './lib/worker';

export const pglite: BenchModule = {
  name: 'pglite',
  title: 'Database on PGlite (embedded), 100,000 products',
  phases: ['pglite'],
  run: (ctx) =>
    timed(async () => {
      const dir = path.join(ctx.tmpDir, 'pglite');
      const env = storeEnv({ pgliteDir: dir }, ctx.tmpDir);
      try {
        ctx.log(
          `seeding ${ctx.options.products.toLocaleString('en-IN')} synthetic products into PGlite (${dir})…`,
        );
        const seedMs = migrateAndSeed(env, ctx.options.products);
        const reps = ctx.options.quick ? 10 : 50;
        const result = await runDbWorker(
          {
            kind: 'pglite',
            pgliteDir: dir,
            reps,
            budgetMs: 45_000,
            cases: ['filter', 'search'],
            explain: false,
          },
          env,
          ctx.tmpDir,
        );
        const t = (name: string) => result.timings[name]![0]!;
        const filter = t('filter');
        const search = t('search');
        return {
          name: 'pglite',
          title: pglite.title,
          figures: [
            figure({
              id: 'pglite.filter.p95',
              label: 'PGlite filter + sort + page p95',
              value: round(filter.p95, 1),
              unit: 'ms',
              note: `p50 ${fmt(filter.p50)} ms; ${filter.total}${filter.capped ? '+' : ''} match; ${filter.ms.length} calls; PostgreSQL target ≤ 40 ms`,
            }),
            figure({
              id: 'pglite.search.p95',
              label: "PGlite full-text 'blazer' p95",
              value: round(search.p95, 1),
              unit: 'ms',
              note: `p50 ${fmt(search.p50)} ms; ${search.ms.length} calls; PostgreSQL target ≤ 30 ms`,
            }),
            figure({
              id: 'pglite.seed.s',
              label: `PGlite: migrate and seed ${ctx.options.products.toLocaleString('en-IN')} products`,
              value: round(seedMs / 1000, 0),
              unit: 's',
            }),
          ],
          notes: [
            "PGlite has one connection: listProducts' count and page queries wait for each other instead of running side by side.",
          ],
          details: { seedMs, reps, timings: result.timings },
        };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
};
