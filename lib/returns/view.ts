/**
 * Returns as the API and the pages see them, and the return window: pure functions over rows, shared by
 * the order views (lib/orders/view.ts) and the returns domain, so both say the same thing.
 */
import { paiseToRupees } from '@/lib/money';
import { STORE_POLICY } from '@/lib/store-policy';
import type { OrderItemRow, OrderStatusHistoryRow, RefundRow, ReturnRequestRow } from '@/models';
import type { RefundState, ReturnKind, ReturnReason, ReturnStatus } from '@/models/returns';
import { holdsUnits, nextReturnStatuses } from './status';

const DAY_MS = 86_400_000;

export type ApiReturn = {
  _id: string;
  orderId: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string | null;
  /** The shopper's photos, paths on this store. */
  photos: string[];
  date: number;
  lines: { lineNo: number; name: string; size: string; quantity: number; exchangeSize: string | null }[];
  /** Rupees: what the returned units were paid, the most a refund for them can be. */
  value: number;
  refund: { amount: number; state: RefundState; method: string } | null;
  history: { status: ReturnStatus; date: number; note: string | null }[];
  /** The moves the back office may make next. */
  nextStatuses: ReturnStatus[];
};

export function toApiReturn(row: ReturnRequestRow, items: OrderItemRow[], refund?: RefundRow): ApiReturn {
  return {
    _id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    comment: row.comment,
    photos: row.photos,
    date: row.createdAt.getTime(),
    lines: row.lines.map((line) => {
      const item = items.find((i) => i.lineNo === line.lineNo);
      return {
        lineNo: line.lineNo,
        name: item?.name ?? 'Item',
        size: item?.size ?? 'default',
        quantity: line.quantity,
        exchangeSize: line.exchangeSize ?? null,
      };
    }),
    value: paiseToRupees(row.valuePaise),
    refund: refund
      ? { amount: paiseToRupees(refund.amountPaise), state: refund.state, method: refund.method }
      : null,
    history: row.history.map((h) => ({ status: h.status, date: Date.parse(h.at), note: h.note })),
    nextStatuses: nextReturnStatuses(row.status, row.kind),
  };
}

/** The last moment a return may be requested: the return window after the day the order was delivered. */
export function returnDeadline(history: Pick<OrderStatusHistoryRow, 'status' | 'createdAt'>[]): Date | null {
  const delivered = history.find((h) => h.status === 'Delivered');
  return delivered ? new Date(delivered.createdAt.getTime() + STORE_POLICY.returnWindowDays * DAY_MS) : null;
}

/** Units of each order line not already held by an open or finished return (rejected ones give theirs back). */
export function unitsLeftToReturn(
  items: Pick<OrderItemRow, 'lineNo' | 'quantity'>[],
  requests: { status: ReturnStatus; lines: { lineNo: number; quantity: number }[] }[],
): Map<number, number> {
  const left = new Map(items.map((i) => [i.lineNo, i.quantity]));
  for (const request of requests) {
    if (!holdsUnits(request.status)) continue;
    for (const line of request.lines) left.set(line.lineNo, (left.get(line.lineNo) ?? 0) - line.quantity);
  }
  return left;
}
