import { tickAsLeader } from '@/lib/db/clock-lease';
import { env } from '@/lib/env';
import { releaseExpiredHolds } from './lifecycle';

/** Orders released per transaction batch, and batches per run: a backlog drains over a few runs. */
const BATCH = 50;
const MAX_BATCHES = 20;
const globalForClock = globalThis as typeof globalThis & { __storeHoldClock?: NodeJS.Timeout };

/**
 * One run of the payment-hold job: fails the online orders whose hold ran out and puts their stock back.
 * Returns how many orders it released. The clock calls it; tests call it directly instead of waiting.
 */
export async function runHoldRelease(now = new Date()): Promise<number> {
  let released = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await releaseExpiredHolds(now, BATCH);
    released += count;
    if (count < BATCH) break;
  }
  return released;
}

/**
 * Started once with the server (instrumentation.ts): releases expired payment holds on start, then every
 * tick (a minute unless CLOCK_TICK_SECONDS says otherwise), so readers (placing an order, listing orders) never do this housekeeping themselves.
 */
export function startHoldClock(): void {
  if (globalForClock.__storeHoldClock) return;
  const everyMs = env.CLOCK_TICK_SECONDS * 1000;
  // One instance of several runs it (the clock's lease); the others skip the tick.
  const run = () =>
    tickAsLeader('holds', everyMs, () => runHoldRelease()).catch((error: unknown) =>
      console.error('[orders] releasing expired payment holds failed; retried on the next tick', error),
    );
  globalForClock.__storeHoldClock = setInterval(run, everyMs);
  globalForClock.__storeHoldClock.unref();
  void run();
}
