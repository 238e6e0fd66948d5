import type { ReturnKind, ReturnStatus } from '@/models/returns';

/** Where a request may go next, as the back office moves it. Rejected, Refunded and Exchange shipped are final. */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: ['Approved', 'Rejected'],
  Approved: ['Picked up', 'Rejected'],
  Rejected: [],
  'Picked up': ['Received'],
  Received: ['Refunded', 'Exchange shipped'],
  Refunded: [],
  'Exchange shipped': [],
};

/** The moves open to a request of this kind: a return ends in a refund, an exchange in a new parcel. */
export function nextReturnStatuses(from: ReturnStatus, kind: ReturnKind): ReturnStatus[] {
  return NEXT[from].filter((to) =>
    to === 'Refunded' ? kind === 'return' : to === 'Exchange shipped' ? kind === 'exchange' : true,
  );
}

/** Why a move is refused, or null when it is allowed. */
export function returnTransitionError(from: ReturnStatus, to: ReturnStatus, kind: ReturnKind): string | null {
  if (nextReturnStatuses(from, kind).includes(to)) return null;
  if (NEXT[from].length === 0) return `This ${kind} is closed ('${from}').`;
  return `${kind === 'exchange' ? 'An' : 'A'} ${kind} at '${from}' cannot move to '${to}'.`;
}

/** True while the request still holds its units (they cannot be requested again). */
export const holdsUnits = (status: ReturnStatus): boolean => status !== 'Rejected';
