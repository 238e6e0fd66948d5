import { describe, expect, it } from 'vitest';
import { returnStatuses } from '@/models/returns';
import { nextReturnStatuses, returnTransitionError } from './status';
import { unitsLeftToReturn } from './view';

describe('the return and exchange state machine', () => {
  it('walks a return to its refund and an exchange to its parcel, nothing else', () => {
    expect(nextReturnStatuses('Requested', 'return')).toEqual(['Approved', 'Rejected']);
    expect(nextReturnStatuses('Approved', 'return')).toEqual(['Picked up', 'Rejected']);
    expect(nextReturnStatuses('Picked up', 'return')).toEqual(['Received']);
    expect(nextReturnStatuses('Received', 'return')).toEqual(['Refunded']);
    expect(nextReturnStatuses('Received', 'exchange')).toEqual(['Exchange shipped']);
    for (const closed of ['Rejected', 'Refunded', 'Exchange shipped'] as const) {
      expect(nextReturnStatuses(closed, 'return')).toEqual([]);
      expect(returnTransitionError(closed, 'Approved', 'return')).toBe(
        `This return is closed ('${closed}').`,
      );
    }
  });

  it('refuses skipping steps and the other kind’s ending, with the reason', () => {
    expect(returnTransitionError('Requested', 'Received', 'return')).toBe(
      "A return at 'Requested' cannot move to 'Received'.",
    );
    expect(returnTransitionError('Received', 'Refunded', 'exchange')).toBe(
      "An exchange at 'Received' cannot move to 'Refunded'.",
    );
    expect(returnTransitionError('Received', 'Exchange shipped', 'return')).not.toBeNull();
    // Every status is reachable from Requested for one kind or the other.
    const reached = new Set<string>(['Requested']);
    for (let round = 0; round < returnStatuses.length; round++) {
      for (const from of [...reached]) {
        for (const kind of ['return', 'exchange'] as const) {
          for (const to of nextReturnStatuses(from as (typeof returnStatuses)[number], kind)) reached.add(to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...returnStatuses].sort());
  });

  it('counts the units still returnable: rejected requests give theirs back', () => {
    const items = [
      { lineNo: 0, quantity: 3 },
      { lineNo: 1, quantity: 1 },
    ];
    const left = unitsLeftToReturn(items, [
      { status: 'Requested', lines: [{ lineNo: 0, quantity: 2 }] },
      {
        status: 'Rejected',
        lines: [
          { lineNo: 0, quantity: 1 },
          { lineNo: 1, quantity: 1 },
        ],
      },
      { status: 'Refunded', lines: [{ lineNo: 1, quantity: 1 }] },
    ]);
    expect(Object.fromEntries(left)).toEqual({ 0: 1, 1: 0 });
  });
});
