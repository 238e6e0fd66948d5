import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lt, or } from 'drizzle-orm';
import { clockLeases } from '@/models/admin';
import { db } from './index';

/** This server process, as a clock lease names its holder. */
export const THIS_INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Takes or renews the lease on a clock for `ttlMs`: true when `holder` holds it now (it held it
 * already, or nobody did, or the last holder's lease ran out). One statement, so two instances
 * ticking at the same moment never both win.
 */
export async function holdClockLease(
  name: string,
  ttlMs: number,
  holder = THIS_INSTANCE,
  now = new Date(),
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await db
    .insert(clockLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: clockLeases.name,
      set: { holder, expiresAt },
      where: or(eq(clockLeases.holder, holder), lt(clockLeases.expiresAt, now)),
    })
    .returning({ holder: clockLeases.holder });
  return rows[0]?.holder === holder;
}

/** Gives a clock's lease up (a server stopping), so another instance takes the clock on its next tick. */
export async function releaseClockLease(name: string, holder = THIS_INSTANCE): Promise<void> {
  await db.delete(clockLeases).where(and(eq(clockLeases.name, name), eq(clockLeases.holder, holder)));
}

/**
 * A clock's tick run on one instance at a time: the instance holding the lease runs `job` (renewing
 * the lease for three ticks), every other skips it. If the holder stops, another takes over within
 * three ticks. Returns whether this instance ran the job.
 */
export async function tickAsLeader(
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
  holder = THIS_INSTANCE,
): Promise<boolean> {
  if (!(await holdClockLease(name, everyMs * 3, holder))) return false;
  await job();
  return true;
}
