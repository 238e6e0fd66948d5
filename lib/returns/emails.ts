import { lineOptionsLabel } from '@/lib/orders/line-options';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { enqueueEmail, returnEmail } from '@/lib/mail';
import { invoiceNumber } from '@/lib/orders/invoice';
import { orders, users, type OrderItemRow, type ReturnRequestRow } from '@/models';

/** Queues the shopper's e-mail about a return's new state in the transaction that changed it. */
export async function queueReturnEmail(
  tx: Tx,
  request: ReturnRequestRow,
  items: OrderItemRow[],
): Promise<void> {
  const [row] = await tx
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, request.orderId));
  if (!row) return;
  const last = request.history.at(-1);
  await enqueueEmail(
    tx,
    returnEmail({
      // The account's own e-mail, as for order mail (lib/orders/emails.ts): the address's is never mailed.
      to: row.email,
      customerName:
        [row.order.address.firstName, row.order.address.lastName].filter(Boolean).join(' ') || row.name,
      orderId: row.order.id,
      invoiceNumber: invoiceNumber(row.order),
      kind: request.kind,
      status: request.status,
      note: last?.note ?? null,
      lines: request.lines.map((line) => {
        const item = items.find((i) => i.lineNo === line.lineNo);
        const options = item ? lineOptionsLabel(item) : '';
        return `${item?.name ?? 'Item'}${options ? ` (${options})` : ''} × ${line.quantity}${line.exchangeSize ? ` → size ${line.exchangeSize}` : ''}`;
      }),
    }),
  );
}
