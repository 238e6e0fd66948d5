/**
 * Returns and exchanges after delivery: the shopper asks (requestReturn), the back office moves the
 * request along its states (moveReturn): units received go back on sale in the same transaction, a
 * return ends in a refund through the provider that took the money (lib/orders/refunds.ts), an exchange
 * in a parcel of the new size.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { db, runAfterCommit } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { badRequest, invalidField, conflict, notFound } from '@/lib/errors';
import { formatIstDate } from '@/lib/admin/time';
import { pageWindow } from '@/lib/admin/pagination';
import { assertOwner, lockOrder } from '@/lib/orders/lifecycle';
import { createRefund, sendRefund } from '@/lib/orders/refunds';
import { writeAudit } from '@/lib/admin/audit';
import { paidForUnits } from '@/lib/coupons';
import { releaseVariantStock, takeVariantStock, variantStockOf } from '@/lib/orders/variant-stock';
import { invalidateProducts } from '@/lib/page-cache';
import {
  orderItems,
  orderStatusHistory,
  products,
  refunds,
  returnRequests,
  users,
  type RefundRow,
  type ReturnRequestRow,
} from '@/models';
import type { ReturnEvent, ReturnLine, ReturnStatus } from '@/models/returns';
import type { ReturnRequestInput } from './schemas';
import { queueReturnEmail } from './emails';
import { returnPhotoPattern, returnPhotoStored } from './photos';
import { returnTransitionError } from './status';
import { returnDeadline, toApiReturn, unitsLeftToReturn, type ApiReturn } from './view';

export * from './schemas';
export {
  deleteOrphanReturnPhotos,
  startReturnPhotoClock,
  MAX_UNATTACHED_RETURN_PHOTOS,
  ORPHAN_PHOTO_TTL_MS,
} from './photo-orphans';
export { nextReturnStatuses, returnTransitionError } from './status';
export { returnDeadline, unitsLeftToReturn, toApiReturn, type ApiReturn } from './view';

const PAGE_SIZE = 20;

/**
 * The shopper asks to return or exchange units of a delivered order, within the return window. Units
 * already in a request (not rejected) cannot be asked for again; an exchange names another size of the
 * product that is in stock; a cash-on-delivery return says where the money goes (UPI or bank account).
 */
export async function requestReturn(
  userId: string,
  input: ReturnRequestInput,
  now = new Date(),
): Promise<ApiReturn> {
  const created = await db.transaction(async (tx) => {
    const order = assertOwner(await lockOrder(tx, input.orderId), userId);
    if (order.status !== 'Delivered') throw conflict('Only a delivered order can be returned or exchanged.');
    const history = await tx
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt));
    const deadline = returnDeadline(history);
    if (!deadline || now > deadline) {
      throw conflict(
        `The return window for this order closed on ${deadline ? formatIstDate(deadline) : 'delivery'}.`,
      );
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const earlier = await tx.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
    const left = unitsLeftToReturn(items, earlier);
    const seen = new Set<number>();
    let valuePaise = 0;
    const lines: ReturnLine[] = [];
    for (const line of input.lines) {
      const item = items.find((i) => i.lineNo === line.lineNo);
      if (!item) throw invalidField('lines', `line ${line.lineNo} is not in this order.`);
      if (seen.has(line.lineNo)) throw invalidField('lines', `line ${line.lineNo} is listed twice.`);
      seen.add(line.lineNo);
      const available = left.get(line.lineNo) ?? 0;
      if (line.quantity > available) {
        throw conflict(
          available === 0
            ? `${item.name} is already in a return request.`
            : `Only ${available} of ${item.name} can still be returned.`,
        );
      }
      if (input.kind === 'exchange') {
        const size = line.exchangeSize;
        if (!size) throw invalidField('lines', `choose the size you want instead of ${item.size}.`);
        const [product] = item.productId
          ? await tx.select().from(products).where(eq(products.id, item.productId))
          : [];
        if (!product || item.size === 'default' || !product.sizes.includes(size) || size === item.size) {
          throw invalidField('lines', `${item.name} cannot be exchanged for size ${size}.`);
        }
        // The same colour in the other size: with stock per colour and size, that variant must have it.
        const variantLeft = await variantStockOf(tx, product.id, item.color, size);
        if (
          !product.inStock ||
          (product.stock !== null && product.stock < line.quantity) ||
          (variantLeft !== null && variantLeft < line.quantity)
        ) {
          throw conflict(`${item.name} in size ${size} is out of stock; you can return it instead.`);
        }
      }
      valuePaise += paidForUnits(item, line.quantity);
      lines.push({ lineNo: line.lineNo, quantity: line.quantity, exchangeSize: line.exchangeSize });
    }
    const ownPhoto = returnPhotoPattern(userId);
    for (const photo of input.photos ?? []) {
      if (!ownPhoto.test(photo))
        throw invalidField('photos', 'upload each photo first; send the url it answered.');
      // A photo left unattached for a day is deleted (photo-orphans.ts): the request must not name a gone file.
      if (!(await returnPhotoStored(photo)))
        throw invalidField('photos', 'a photo was cleared after a day unattached; upload it again.');
    }
    const needsAccount = input.kind === 'return' && order.paymentMethod === 'cod';
    if (needsAccount && !input.refundAccount) {
      throw badRequest(
        'refundAccount: give a UPI id or a bank account for the refund of a cash-on-delivery order.',
      );
    }
    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId,
        kind: input.kind,
        reason: input.reason,
        comment: input.comment || null,
        photos: input.photos ?? [],
        lines,
        valuePaise,
        refundAccount: needsAccount ? input.refundAccount : null,
        history: [{ status: 'Requested', at: now.toISOString(), note: null, actorUserId: userId }],
      })
      .returning();
    await queueReturnEmail(tx, row!, items);
    return { row: row!, items };
  });
  return toApiReturn(created.row, created.items);
}

/** The requests of some orders with their refunds, newest first: for the shopper's order views. */
export async function listReturnsForOrders(orderIds: string[]): Promise<ApiReturn[]> {
  if (orderIds.length === 0) return [];
  const [rows, items, refundRows] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(inArray(returnRequests.orderId, orderIds))
      .orderBy(desc(returnRequests.createdAt)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
    db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.orderId, orderIds), isNotNull(refunds.returnId))),
  ]);
  return rows.map((row) =>
    toApiReturn(
      row,
      items.filter((i) => i.orderId === row.orderId),
      refundRows.find((r) => r.returnId === row.id),
    ),
  );
}

export type AdminReturn = ApiReturn & {
  customer: { email: string; name: string };
  refundAccount: string | null;
};

/** The back office's returns queue: newest first, by status, 20 a page. */
export async function listAdminReturns(query: { status?: ReturnStatus; page: number }): Promise<{
  returns: AdminReturn[];
  total: number;
  page: number;
  totalPages: number;
}> {
  const where = query.status ? eq(returnRequests.status, query.status) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(returnRequests).where(where);
  const { page, totalPages, offset } = pageWindow(total, query.page, PAGE_SIZE);
  const rows = await db
    .select({ r: returnRequests, email: users.email, name: users.name })
    .from(returnRequests)
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  const views = await listReturnsForOrders([...new Set(rows.map((x) => x.r.orderId))]);
  return {
    returns: rows.map(({ r, email, name }) => ({
      ...views.find((v) => v._id === r.id)!,
      customer: { email, name },
      refundAccount: accountText(r),
    })),
    total,
    page,
    totalPages,
  };
}

function accountText(row: ReturnRequestRow): string | null {
  const account = row.refundAccount;
  if (!account) return null;
  return 'upiId' in account
    ? `UPI ${account.upiId}`
    : `${account.accountName}, a/c ${account.accountNumber}, IFSC ${account.ifsc}`;
}

/**
 * The back office moves a request: Approved or Rejected with a note, Picked up, Received (the units go
 * back on sale in the same transaction), then Refunded (the refund is recorded with the move, limited to
 * what was paid, and sent to the provider after commit) or Exchange shipped (the new size leaves stock).
 */
export async function moveReturn(
  returnId: string,
  to: ReturnStatus,
  actorUserId: string,
  note?: string,
  now = new Date(),
): Promise<ApiReturn> {
  const moved = await db.transaction(async (tx) => {
    const [request] = isId(returnId)
      ? await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update')
      : [];
    if (!request) throw notFound('Return request not found.');
    const refusal = returnTransitionError(request.status, to, request.kind);
    if (refusal) throw conflict(refusal);
    const order = await lockOrder(tx, request.orderId);
    if (!order) throw notFound('Order not found.');
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const units = (pick: (line: ReturnLine) => string | null) => {
      const byProduct = new Map<string, number>();
      for (const line of request.lines) {
        const productId = pick(line);
        if (productId) byProduct.set(productId, (byProduct.get(productId) ?? 0) + line.quantity);
      }
      return [...byProduct].sort(([a], [b]) => a.localeCompare(b));
    };
    const productOf = (line: ReturnLine) => items.find((i) => i.lineNo === line.lineNo)?.productId ?? null;
    // Each returned line in its colour: back in its own size when received, out in the new size when exchanged.
    const variantLines = (size: (line: ReturnLine, ordered: string) => string | null) =>
      request.lines.flatMap((line) => {
        const item = items.find((i) => i.lineNo === line.lineNo);
        const wanted = item ? size(line, item.size) : null;
        return item?.productId && wanted
          ? [
              {
                productId: item.productId,
                name: item.name,
                color: item.color,
                size: wanted,
                quantity: line.quantity,
              },
            ]
          : [];
      });
    let refund: RefundRow | undefined;
    if (to === 'Received') {
      for (const [productId, quantity] of units(productOf)) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${quantity}` })
          .where(and(eq(products.id, productId), isNotNull(products.stock)));
      }
      await releaseVariantStock(
        tx,
        variantLines((_, ordered) => ordered),
      );
      runAfterCommit(tx, () => invalidateProducts(units(productOf).map(([id]) => id)));
    }
    if (to === 'Exchange shipped') {
      for (const [productId, quantity] of units(productOf)) {
        const [taken] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${quantity}` })
          .where(
            and(
              eq(products.id, productId),
              sql`(${products.stock} is null or ${products.stock} >= ${quantity})`,
            ),
          )
          .returning({ id: products.id });
        if (!taken) throw conflict('Not enough stock to ship the exchange; refund it instead.');
      }
      await takeVariantStock(
        tx,
        variantLines((line) => line.exchangeSize ?? null),
        'Not enough stock to ship the exchange; refund it instead.',
      );
      runAfterCommit(tx, () => invalidateProducts(units(productOf).map(([id]) => id)));
    }
    if (to === 'Refunded') {
      refund = await createRefund(tx, order, {
        key: `return:${request.id}`,
        amountPaise: request.valuePaise,
        returnId: request.id,
        actorUserId,
      });
    }
    const event: ReturnEvent = { status: to, at: now.toISOString(), note: note?.trim() || null, actorUserId };
    const [row] = await tx
      .update(returnRequests)
      .set({ status: to, history: [...request.history, event] })
      .where(eq(returnRequests.id, request.id))
      .returning();
    // Every move is audited with its actor; the ones that move stock or money say how much.
    const stock =
      to === 'Received'
        ? units(productOf).map(([productId, quantity]) => ({ productId, quantity }))
        : to === 'Exchange shipped'
          ? units(productOf).map(([productId, quantity]) => ({ productId, quantity: -quantity }))
          : undefined;
    await writeAudit(tx, {
      actorUserId,
      action: 'return.status',
      entity: 'return',
      entityId: request.id,
      before: { status: request.status },
      after: {
        status: to,
        orderId: order.id,
        valuePaise: request.valuePaise,
        ...(stock ? { stock } : {}),
        ...(refund ? { refundId: refund.id, refundPaise: refund.amountPaise } : {}),
        ...(note?.trim() ? { note: note.trim() } : {}),
      },
    });
    await queueReturnEmail(tx, row!, items);
    return { row: row!, items, refund };
  });
  const refund = moved.refund ? await sendRefund(moved.refund.id) : undefined;
  return toApiReturn(moved.row, moved.items, refund);
}
