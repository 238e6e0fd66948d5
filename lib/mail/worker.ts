import { kickMailer } from './queue';

const INTERVAL_MS = 30_000;

const globalForWorker = globalThis as typeof globalThis & { __storeMailWorker?: NodeJS.Timeout };

/**
 * The in-process mail worker, started once with the server (instrumentation.ts): a delivery pass every
 * 30 seconds picks up retries that came due and anything a crash left queued. No external queue.
 */
export function startMailWorker(): void {
  if (globalForWorker.__storeMailWorker) return;
  globalForWorker.__storeMailWorker = setInterval(kickMailer, INTERVAL_MS);
  globalForWorker.__storeMailWorker.unref();
  setTimeout(kickMailer, 2_000).unref();
}
