/**
 * One Lighthouse 12 run (mobile preset, simulated throttling) with a given Chromium, through its CLI.
 * Shared by the benchmark (bench/lighthouse.ts: median of 3, figures) and the floors `npm test`
 * checks (scripts/lighthouse-floors.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
] as const;

type Lhr = {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; details?: { items?: unknown[] } }
  >;
};

/** A main-thread task over 50 ms in the (simulated) trace: where it started, how long, and whose it was. */
export type LongTask = { url: string; startTime: number; duration: number };
/** Main-thread time per script (Lighthouse's bootup-time audit), in simulated milliseconds. */
export type ScriptCost = { url: string; total: number; scripting: number; parse: number };

export type LighthouseRun = {
  scores: Record<LighthouseCategory, number | null>;
  metrics: Record<string, number | null>;
  /** Weighted audits that did not score full marks, per category. */
  failing: Record<string, string[]>;
  /** Tasks over 50 ms (empty when performance was not audited). */
  longTasks: LongTask[];
  scriptCosts: ScriptCost[];
};

export type LighthouseOptions = {
  chromium: string;
  /** Where the JSON report is written (and removed once read). */
  outPath: string;
  /** The categories to audit (all four by default); the others score null. */
  categories?: readonly LighthouseCategory[];
  /** Wraps the command, e.g. to pin it to a core with taskset. */
  wrap?: (command: string, args: string[]) => { command: string; args: string[] };
};

const lighthouseBin = path.join(process.cwd(), 'node_modules', '.bin', 'lighthouse');

function runCli(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stderr });
    });
  });
}

export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseRun> {
  const base = {
    command: lighthouseBin,
    args: [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${options.outPath}`,
      `--only-categories=${(options.categories ?? LIGHTHOUSE_CATEGORIES).join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
  };
  const cmd = options.wrap ? options.wrap(base.command, base.args) : base;
  const res = await runCli(cmd.command, cmd.args, { ...process.env, CHROME_PATH: options.chromium });
  if (res.code !== 0)
    throw new Error(`lighthouse failed on ${url} (exit ${res.code}): ${res.stderr.slice(-400)}`);
  const lhr = JSON.parse(readFileSync(options.outPath, 'utf8')) as Lhr;
  rmSync(options.outPath, { force: true });
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((c) => {
      const s = lhr.categories[c]?.score;
      return [c, s == null ? null : Math.round(s * 100)];
    }),
  ) as Record<LighthouseCategory, number | null>;
  const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? null]));
  const failing = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((c) => [
      c,
      (lhr.categories[c]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => ref.id),
    ]),
  );
  const items = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Array<Record<string, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const longTasks = items('long-tasks').map((t) => ({
    url: String(t.url ?? ''),
    startTime: num(t.startTime),
    duration: num(t.duration),
  }));
  const scriptCosts = items('bootup-time').map((t) => ({
    url: String(t.url ?? ''),
    total: num(t.total),
    scripting: num(t.scripting),
    parse: num(t.scriptParseCompile),
  }));
  return { scores, metrics, failing, longTasks, scriptCosts };
}
