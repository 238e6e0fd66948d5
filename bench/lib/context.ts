import type { BenchServer } from './server';
import type { Section } from './types';

/**
 * Where a module runs: the app on the fashion catalogue, the 100,000-product database without a
 * server (in-process queries), the app on that database, or a PGlite folder of its own.
 */
export type Phase = 'catalogue-server' | 'large-db' | 'large-server' | 'pglite';

export type BenchOptions = {
  quick: boolean;
  /** Synthetic products added for the scale benchmarks (issue 8: 100,000). */
  products: number;
  serverUrl: string;
};

export type BenchContext = {
  phase: Phase;
  options: BenchOptions;
  log: (message: string) => void;
  /** The running app (server phases). */
  server?: BenchServer;
  /** The bench database on the PostgreSQL server (every phase but pglite). */
  databaseUrl?: string;
  /** Published, listed products in the database the phase runs on. */
  catalogueSize: number;
  tmpDir: string;
};

export type BenchModule = {
  name: string;
  title: string;
  phases: Phase[];
  run: (ctx: BenchContext) => Promise<Section>;
  /**
   * Prepares what the module needs before the app starts in a server phase (files the app only serves
   * when they exist at its start). `env` is the app's environment, with the SITE_URL it will answer at.
   */
  beforeServer?: (ctx: {
    phase: Phase;
    env: NodeJS.ProcessEnv;
    log: (message: string) => void;
  }) => Promise<void>;
};

/** Times a module's run and fills in its section's duration. */
export async function timed(fn: () => Promise<Omit<Section, 'ms'>>): Promise<Section> {
  const started = performance.now();
  const section = await fn();
  return { ...section, ms: Math.round(performance.now() - started) };
}

/** Durations of the load runs, shorter with --quick. */
export function loadDurations(options: BenchOptions): { warmup: number; seconds: number; rounds: number } {
  return options.quick ? { warmup: 1, seconds: 3, rounds: 3 } : { warmup: 3, seconds: 10, rounds: 3 };
}
