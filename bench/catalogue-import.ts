/**
 * Issue 27.1: a 10,000-line catalogue file imported through the real route (multipart upload, dry run,
 * then apply in one transaction) into a fresh PGlite folder, in a child process of its own so its
 * memory is the import's: lines per second and peak RSS / heap of each step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { timed, type BenchModule } from './lib/context';
import { storeEnv } from './lib/database';
import { figure } from './lib/types';
import { runWorker } from './lib/worker';
import type { ImportWorkerResult } from './workers/import-worker';

const ROWS = 10_000;

export const catalogueImport: BenchModule = {
  name: 'import',
  title: 'Catalogue import, 10,000 lines (PGlite)',
  phases: ['pglite'],
  run: (ctx) =>
    timed(async () => {
      const dir = path.join(ctx.tmpDir, 'import-pglite');
      const env = storeEnv({ pgliteDir: dir }, ctx.tmpDir);
      const config = path.join(ctx.tmpDir, 'import.json');
      const out = path.join(ctx.tmpDir, 'import.out.json');
      writeFileSync(
        config,
        JSON.stringify({ rows: ROWS, file: path.join(ctx.tmpDir, 'catalogue.csv'), out }),
      );
      ctx.log(`importing ${ROWS.toLocaleString('en-IN')} lines into a fresh PGlite folder (${dir})…`);
      const child = await runWorker('import-worker.ts', [config], env, 15 * 60_000);
      if (child.code !== 0)
        throw new Error(`the import worker failed (exit ${child.code}): ${child.stderr.slice(-500)}`);
      const r = JSON.parse(readFileSync(out, 'utf8')) as ImportWorkerResult;
      const memory = (p: ImportWorkerResult['apply']) =>
        `peak RSS ${p.peakRssMb} MB, heap ${p.peakHeapMb} MB (before: ${r.baselineRssMb} / ${r.baselineHeapMb} MB)`;
      return {
        name: 'import',
        title: catalogueImport.title,
        figures: [
          figure({
            id: 'import.dryrun.rate',
            label: 'Dry run, lines per second',
            value: r.dryRun.rowsPerSecond,
            unit: 'lines/s',
            note: `${r.dryRun.ms} ms for ${r.rows} lines (${r.fileMb} MB); ${memory(r.dryRun)}`,
          }),
          figure({
            id: 'import.apply.rate',
            label: 'Apply (plans again, then writes), lines per second',
            value: r.apply.rowsPerSecond,
            unit: 'lines/s',
            note: `${r.apply.ms} ms; ${memory(r.apply)}`,
          }),
          figure({
            id: 'import.apply.rss',
            label: 'Apply, peak RSS',
            value: r.apply.peakRssMb,
            unit: 'MB',
            note: `PGlite's WASM heap is most of the ${r.baselineRssMb} MB before the import`,
          }),
        ],
        details: { ...r },
        notes: [],
      };
    }),
};
