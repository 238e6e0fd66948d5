import { describe, expect, it } from 'vitest';
import { holdClockLease, releaseClockLease, tickAsLeader } from './clock-lease';

const MINUTE = 60_000;

describe('clocks run on one instance at a time (issue 25)', () => {
  it('one instance holds a clock and renews it; another takes over only once the lease runs out', async () => {
    const t0 = new Date('2026-11-27T10:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await holdClockLease('holds-a', 3 * MINUTE, 'instance-1', t0)).toBe(true);
    expect(await holdClockLease('holds-a', 3 * MINUTE, 'instance-2', at(MINUTE))).toBe(false);
    // The holder renews on its next tick: the other still cannot take it two minutes later.
    expect(await holdClockLease('holds-a', 3 * MINUTE, 'instance-1', at(MINUTE))).toBe(true);
    expect(await holdClockLease('holds-a', 3 * MINUTE, 'instance-2', at(3 * MINUTE))).toBe(false);
    // The holder stopped ticking: its lease runs out four minutes after its last renewal.
    expect(await holdClockLease('holds-a', 3 * MINUTE, 'instance-2', at(4 * MINUTE + 1))).toBe(true);
    expect(await holdClockLease('holds-a', 3 * MINUTE, 'instance-1', at(4 * MINUTE + 2))).toBe(false);
    // Clocks are leased separately.
    expect(await holdClockLease('offers-a', 3 * MINUTE, 'instance-1', at(4 * MINUTE + 2))).toBe(true);
  });

  it('instances ticking at the same moment run the job once', async () => {
    let runs = 0;
    const job = async () => {
      runs++;
    };
    const ran = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((holder) => tickAsLeader('holds-b', MINUTE, job, holder)),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The next minute, the same instance runs it again and the others still skip it.
    const leader = ['a', 'b', 'c', 'd', 'e', 'f'][ran.indexOf(true)]!;
    const next = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((holder) => tickAsLeader('holds-b', MINUTE, job, holder)),
    );
    expect(next).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((h) => h === leader));
    expect(runs).toBe(2);
  });

  it('a stopping instance gives its clock up at once', async () => {
    expect(await holdClockLease('holds-c', 3 * MINUTE, 'instance-1')).toBe(true);
    expect(await holdClockLease('holds-c', 3 * MINUTE, 'instance-2')).toBe(false);
    await releaseClockLease('holds-c', 'instance-2'); // not its lease: nothing changes
    expect(await holdClockLease('holds-c', 3 * MINUTE, 'instance-2')).toBe(false);
    await releaseClockLease('holds-c', 'instance-1');
    expect(await holdClockLease('holds-c', 3 * MINUTE, 'instance-2')).toBe(true);
  });
});
