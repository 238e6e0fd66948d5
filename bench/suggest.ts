/**
 * Issue 17: search suggestions as a shopper types, on 100,000 products in PostgreSQL, called
 * in-process (suggestSearches, what GET /api/product/suggest answers), with EXPLAIN of their SQL.
 */
import { planPath } from './db';
import { timed, type BenchModule } from './lib/context';
import { storeEnv } from './lib/database';
import { fmt, round } from './lib/stats';
import { figure, type Figure } from './lib/types';
import { runDbWorker } from './lib/worker';
import { SUGGEST_TYPING } from './lib/suggest-typing';

export const suggest: BenchModule = {
  name: 'suggest',
  title: 'Search suggestions while typing, on 100,000 products (PostgreSQL)',
  phases: ['large-db'],
  run: (ctx) =>
    timed(async () => {
      const reps = ctx.options.quick ? 5 : 20;
      const budgetMs = ctx.options.quick ? 15_000 : 60_000;
      ctx.log(
        `in-process suggestSearches over a pg pool: every keystroke of ${SUGGEST_TYPING.join(', ')}, ${reps} rounds after 3 warm-up rounds`,
      );
      const result = await runDbWorker(
        {
          kind: 'postgres',
          url: ctx.databaseUrl,
          reps,
          budgetMs,
          cases: ['suggest', 'attack'],
          explain: true,
        },
        storeEnv({ url: ctx.databaseUrl }, ctx.tmpDir),
        ctx.tmpDir,
      );
      const [all, ...perText] = result.timings.suggest!;
      const [quiet, loaded, attack, loadedOrdinary, ordinary, loadedCorrectable, correctable] =
        result.timings.attack!;
      const size = ctx.catalogueSize.toLocaleString('en-IN');
      const slowest = [...perText].sort((a, b) => (b.p95 ?? 0) - (a.p95 ?? 0)).slice(0, 3);
      const figures: Figure[] = [
        figure({
          id: 'suggest.p95',
          label: 'suggestions per keystroke p95',
          value: round(all!.p95, 1),
          unit: 'ms',
          target: { op: '<=', value: 30 },
          note: `p50 ${fmt(all!.p50)} ms; ${all!.ms.length} calls over ${perText.length} texts typed, ${size} products`,
        }),
        figure({
          id: 'suggest.ordinary.p95',
          label: `ordinary suggestion ${quiet!.label} p95`,
          value: round(quiet!.p95, 1),
          unit: 'ms',
          note: `p50 ${fmt(quiet!.p50)} ms; ${quiet!.ms.length} calls, 20 ms apart`,
        }),
        figure({
          id: 'suggest.under-attack.p95',
          label: `ordinary suggestion ${loaded!.label} p95`,
          value: round(loaded!.p95, 1),
          unit: 'ms',
          target: { op: '<=', value: 100 },
          note: `p50 ${fmt(loaded!.p50)} ms; ${loaded!.ms.length} calls (issue 23)`,
        }),
        figure({
          id: 'suggest.attack.p95',
          label: `${attack!.label} p95`,
          value: round(attack!.p95, 1),
          unit: 'ms',
          note: `p50 ${fmt(attack!.p50)} ms; ${attack!.ms.length} worst-case queries answered meanwhile`,
        }),
        figure({
          id: 'suggest.under-ordinary-load.p95',
          label: `ordinary suggestion ${loadedOrdinary!.label} p95`,
          value: round(loadedOrdinary!.p95, 1),
          unit: 'ms',
          note: `p50 ${fmt(loadedOrdinary!.p50)} ms; ${loadedOrdinary!.ms.length} calls; the yardstick for the two attacks`,
        }),
        figure({
          id: 'suggest.ordinary-load.p95',
          label: `${ordinary!.label} p95`,
          value: round(ordinary!.p95, 1),
          unit: 'ms',
          note: `p50 ${fmt(ordinary!.p50)} ms; ${ordinary!.ms.length} answered meanwhile`,
        }),
        figure({
          id: 'suggest.under-correction-load.p95',
          label: `ordinary suggestion ${loadedCorrectable!.label} p95`,
          value: round(loadedCorrectable!.p95, 1),
          unit: 'ms',
          note: `p50 ${fmt(loadedCorrectable!.p50)} ms; ${loadedCorrectable!.ms.length} calls`,
        }),
        figure({
          id: 'suggest.correctable.p95',
          label: `${correctable!.label} p95`,
          value: round(correctable!.p95, 1),
          unit: 'ms',
          note: `p50 ${fmt(correctable!.p50)} ms; ${correctable!.ms.length} answered meanwhile`,
        }),
        ...slowest.map((t) =>
          figure({
            id: `suggest.text.${t.label}`,
            label: `'${t.label}' p95`,
            value: round(t.p95, 1),
            unit: 'ms',
            note: `p50 ${fmt(t.p50)} ms; ${t.returned} suggestions`,
          }),
        ),
      ];
      const notes = [
        'Each call is what GET /api/product/suggest answers for the text: up to 6 products by name (the last word a prefix, synonyms included), matching categories (a list kept in memory for 5 minutes), and for a text nothing starts with, the products of its spelling correction.',
        ...Object.entries(result.explains).flatMap(([name, statements]) =>
          statements.map(
            (s) =>
              `EXPLAIN ${name}: ${planPath(s)} — ${s.executionMs.toFixed(1)} ms, index ${s.usesIndex ? 'yes' : 'NO'}${s.seqScanOnProducts ? ', SEQ SCAN on products' : ''}; \`${s.sql.slice(0, 140)}…\``,
          ),
        ),
      ];
      for (const n of notes) ctx.log(`  ${n}`);
      return { name: 'suggest', title: suggest.title, figures, notes, details: result };
    }),
};
