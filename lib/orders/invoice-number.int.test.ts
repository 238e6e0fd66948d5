import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, getDbHandle, openPglite, openPostgres, setDbHandle } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { coupons, orderItems, orders, users } from '@/models';
import { getInvoice, markOrderPaid, placeOnlineOrder, placeOrder } from './index';
import { placeOrderBodySchema } from './schemas';
import { insertShopper, insertTestProduct, orderBody } from './test-support';

type Line = { _id: string; size?: string; quantity: number };

/** Places a cash-on-delivery order at a given time, paying whatever the store asks (its 409 says how much). */
async function placeCod(
  userId: string,
  items: Line[],
  options: { now?: Date; couponCode?: string; email?: string } = {},
) {
  const body = (amount: number) => {
    const b = orderBody(items, amount);
    return placeOrderBodySchema.parse({
      ...b,
      address: { ...b.address, email: options.email ?? b.address.email },
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    });
  };
  const place = (amount: number) =>
    placeOrder(userId, { ...body(amount), paymentMethod: 'cod' }, { now: options.now });
  try {
    return await place(1);
  } catch (error) {
    const amount =
      error instanceof AppError ? (error.details as { amount?: number } | undefined)?.amount : undefined;
    if (amount === undefined) throw error;
    return place(amount);
  }
}

async function numberOf(orderId: string): Promise<string> {
  return (await getInvoice(orderId)).invoiceNumber;
}

const serial = (n: string) => Number(n.split('/').pop());

/** A new database handle on the same database, as a restarted server process opens it. */
async function restartDatabase(): Promise<void> {
  const handle = getDbHandle();
  if (handle.kind === 'postgres') {
    const url = handle.pool?.options.connectionString;
    if (!url) throw new Error('no connection string');
    await handle.close();
    setDbHandle(openPostgres(url, 5));
  } else {
    const image = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const fresh = openPglite(undefined, image);
    await fresh.pglite!.waitReady;
    setDbHandle(fresh);
  }
}

describe('invoice numbers', () => {
  it('stay consecutive across a restart of the database handle', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const first = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    const second = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    const before = await numberOf(second.orderId);
    expect(serial(before)).toBe(serial(await numberOf(first.orderId)) + 1);

    await restartDatabase();
    const third = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    expect(serial(await numberOf(third.orderId))).toBe(serial(before) + 1);
    // Reloading a whole PGlite image is slow on a busy machine.
  }, 120_000);

  it('leave no gap after an order transaction that rolled back', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const first = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    // The order's last write (its confirmation e-mail, to the account's own address) fails, after the
    // invoice number was taken.
    await db.update(users).set({ email: 'refuse@example.in' }).where(eq(users.id, shopper.id));
    await db.execute(sql`CREATE FUNCTION refuse_test_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.to_address = 'refuse@example.in' THEN RAISE EXCEPTION 'mail queue refused'; END IF;
        RETURN NEW;
      END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_test_mail BEFORE INSERT ON emails FOR EACH ROW EXECUTE FUNCTION refuse_test_mail()`,
    );
    await expect(
      placeCod(shopper.id, [{ _id: product, quantity: 1 }], { email: 'refuse@example.in' }),
    ).rejects.toThrow(/insert into "emails"/);
    const ordersAfterFailure = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, shopper.id));
    expect(ordersAfterFailure).toHaveLength(1);

    await db.update(users).set({ email: shopper.email }).where(eq(users.id, shopper.id));
    const next = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    expect(serial(await numberOf(next.orderId))).toBe(serial(await numberOf(first.orderId)) + 1);
  });

  it('start again at 000001 on 1 April, India time', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const lastMinute = await placeCod(shopper.id, [{ _id: product, quantity: 1 }], {
      now: new Date('2031-03-31T18:29:59Z'), // 23:59:59 IST, 31 March 2031
    });
    const newYear = await placeCod(shopper.id, [{ _id: product, quantity: 1 }], {
      now: new Date('2031-03-31T18:30:00Z'), // 00:00 IST, 1 April 2031
    });
    const after = await placeCod(shopper.id, [{ _id: product, quantity: 1 }], {
      now: new Date('2031-04-02T05:00:00Z'),
    });
    expect(await numberOf(lastMinute.orderId)).toBe('INV/2030-31/000001');
    expect(await numberOf(newYear.orderId)).toBe('INV/2031-32/000001');
    expect(await numberOf(after.orderId)).toBe('INV/2031-32/000002');
    const invoice = await getInvoice(newYear.orderId);
    expect(invoice).toMatchObject({ financialYear: '2031-32', date: '2031-03-31T18:30:00.000Z' });
  });

  it('give concurrent orders distinct consecutive numbers', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => insertShopper(`Shopper ${i}`)));
    const products = await Promise.all(shoppers.map(() => insertTestProduct()));
    const placed = await Promise.all(
      shoppers.map((s, i) => placeCod(s.id, [{ _id: products[i]!, quantity: 1 }])),
    );
    const numbers = (await Promise.all(placed.map((p) => numberOf(p.orderId))))
      .map(serial)
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
  });

  it('are taken by an online order only once it is paid, so an unpaid one leaves no gap', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const body = placeOrderBodySchema.parse(orderBody([{ _id: product, quantity: 1 }], 1000));
    const cod = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    const online = await placeOnlineOrder(shopper.id, body, 'upi');
    const [pending] = await db.select().from(orders).where(eq(orders.id, online.orderId));
    expect(pending?.invoiceNo).toBeNull();
    const codAfter = await placeCod(shopper.id, [{ _id: product, quantity: 1 }]);
    expect(serial(await numberOf(codAfter.orderId))).toBe(serial(await numberOf(cod.orderId)) + 1);

    await db.transaction((tx) => markOrderPaid(tx, online.orderId));
    expect(serial(await numberOf(online.orderId))).toBe(serial(await numberOf(codAfter.orderId)) + 1);
    // A second confirmation of the same payment keeps the number.
    await db.transaction((tx) => markOrderPaid(tx, online.orderId));
    expect(serial(await numberOf(online.orderId))).toBe(serial(await numberOf(codAfter.orderId)) + 1);
  });
});

describe('GST rate on the invoice', () => {
  async function rateOf(orderId: string): Promise<number[]> {
    return (await getInvoice(orderId)).lines.map((l) => l.gstRatePercent);
  }

  it('taxes a ₹9,599 blazer at 18% in November 2026 and at 12% before 22 September 2025', async () => {
    const shopper = await insertShopper();
    // The product still carries the old 12% it was entered with: the invoice follows the rate table.
    const blazer = await insertTestProduct({
      regularPricePaise: 959_900,
      hsnCode: '6203',
      gstRatePercent: 12,
    });
    const november = await placeCod(shopper.id, [{ _id: blazer, quantity: 1 }], {
      now: new Date('2026-11-20T06:00:00Z'),
    });
    const invoice = await getInvoice(november.orderId);
    // ₹9,599 × 100 / 118 = ₹8,134.75 taxable; the odd paisa of the equal CGST/SGST halves goes to it.
    expect(invoice.lines[0]).toMatchObject({ gstRatePercent: 18, taxablePaise: 813_474, cgstPaise: 73_213 });

    const lastOldDay = await placeCod(shopper.id, [{ _id: blazer, quantity: 1 }], {
      now: new Date('2025-09-21T18:29:59Z'), // 23:59:59 IST, 21 September 2025
    });
    const firstNewDay = await placeCod(shopper.id, [{ _id: blazer, quantity: 1 }], {
      now: new Date('2025-09-21T18:30:00Z'), // 00:00 IST, 22 September 2025
    });
    expect(await rateOf(lastOldDay.orderId)).toEqual([12]);
    expect(await rateOf(firstNewDay.orderId)).toEqual([18]);
  });

  it('applies the ₹2,500 band per piece before GST, at and either side of it, old band ₹1,000 before', async () => {
    const shopper = await insertShopper();
    // ₹2,625 on the tag is ₹2,500 + 5% GST: exactly at the limit. A paisa more is above it.
    const atLimit = await insertTestProduct({ regularPricePaise: 262_500, hsnCode: '6205' });
    const above = await insertTestProduct({ regularPricePaise: 262_501, hsnCode: '6205' });
    const below = await insertTestProduct({ regularPricePaise: 249_900, hsnCode: '6109' });
    const now = new Date('2026-11-20T06:00:00Z');
    const order = await placeCod(
      shopper.id,
      [
        { _id: atLimit, quantity: 2 },
        { _id: above, quantity: 1 },
        { _id: below, quantity: 1 },
      ],
      { now },
    );
    expect(await rateOf(order.orderId)).toEqual([5, 18, 5]);

    // Before 22 September 2025 the limit was ₹1,000 (₹1,050 on the tag) and 12% above it.
    const old = await insertTestProduct({ regularPricePaise: 105_000, hsnCode: '6205' });
    const oldAbove = await insertTestProduct({ regularPricePaise: 105_001, hsnCode: '6205' });
    const before = await placeCod(
      shopper.id,
      [
        { _id: old, quantity: 1 },
        { _id: oldAbove, quantity: 1 },
        { _id: below, quantity: 1 },
      ],
      { now: new Date('2025-08-01T06:00:00Z') },
    );
    expect(await rateOf(before.orderId)).toEqual([5, 12, 12]);
  });

  it('takes the piece value after the coupon, so a discount can bring a shirt into the 5% band', async () => {
    const shopper = await insertShopper();
    const shirt = await insertTestProduct({ regularPricePaise: 280_000, hsnCode: '6205' });
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'GSTBAND200', kind: 'flat', value: 20_000 })
      .returning();
    const placed = await placeCod(shopper.id, [{ _id: shirt, quantity: 1 }], { couponCode: coupon!.code });
    const invoice = await getInvoice(placed.orderId);
    // ₹2,800 − ₹200 = ₹2,600 paid: ₹2,476.19 before 5% GST, inside the ₹2,500 band (halves of ₹61.905 round up).
    expect(invoice.lines[0]).toMatchObject({ gstRatePercent: 5, totalPaise: 260_000, cgstPaise: 6_191 });
    const full = await placeCod(shopper.id, [{ _id: shirt, quantity: 1 }]);
    expect(await rateOf(full.orderId)).toEqual([18]);
  });

  it('keeps furniture at 18% and falls back to the product rate for a code the table lacks', async () => {
    const shopper = await insertShopper();
    const sofa = await insertTestProduct({
      regularPricePaise: 2_499_900,
      hsnCode: '9401',
      gstRatePercent: 12,
    });
    const bed = await insertTestProduct({
      regularPricePaise: 1_899_900,
      hsnCode: '9403',
      gstRatePercent: 12,
    });
    const unknown = await insertTestProduct({
      regularPricePaise: 100_000,
      hsnCode: '4202',
      gstRatePercent: 12,
    });
    const placed = await placeCod(shopper.id, [
      { _id: sofa, quantity: 1 },
      { _id: bed, quantity: 1 },
      { _id: unknown, quantity: 1 },
    ]);
    expect(await rateOf(placed.orderId)).toEqual([18, 18, 12]);
    const stored = await db
      .select({ rate: orderItems.gstRatePercent })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.orderId))
      .orderBy(orderItems.lineNo);
    expect(stored.map((s) => s.rate)).toEqual([18, 18, 12]);
  });
});
