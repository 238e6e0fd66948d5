import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAdminOrder } from '@/lib/admin';
import { getColourOptions } from '@/lib/catalog';
import { getInvoiceForUser } from '@/lib/orders';
import { db } from '@/lib/db';
import { insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { cartLines, emails, orderItems, products, productVariants } from '@/models';
import { call } from '@/test/api';
import { POST as cancel } from '../order/cancel/route';
import { POST as placeCod } from '../order/place/route';
import { POST as userOrders } from '../order/userorders/route';
import { POST as batchProducts } from '../product/batch/route';
import { POST as add } from './add/route';
import { POST as get } from './get/route';
import { POST as lines } from './lines/route';
import { POST as merge } from './merge/route';
import { POST as update } from './update/route';

type Shopper = Awaited<ReturnType<typeof insertShopper>>;
type Lines = { cartData: Record<string, Record<string, number>>; cartLines: unknown[] };

const kurtaFields = { colors: ['Rust', 'Navy'], sizes: ['S', 'M'] };

const addLine = (s: Shopper, body: Record<string, unknown>) =>
  call(add, '/api/cart/add', { token: s.token, body });
const setLine = (s: Shopper, body: Record<string, unknown>) =>
  call(update, '/api/cart/update', { token: s.token, body });
const linesOf = async (s: Shopper) =>
  (await call<Lines>(lines, '/api/cart/lines', { token: s.token, body: {} })).json;
const specCart = async (s: Shopper) =>
  (await call<{ cartData: unknown }>(get, '/api/cart/get', { token: s.token, body: {} })).json;

async function variantStock(productId: string, color: string, size: string) {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.color, color),
        eq(productVariants.size, size),
      ),
    );
  return row?.stock;
}

beforeEach(async () => {
  await resetRateLimits();
});

describe('colours in the cart', () => {
  it('keeps two colours of one size as two lines; cartData adds them up as the spec shows', async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    expect((await addLine(s, { itemId: kurta, size: 'M', color: 'Rust' })).status).toBe(200);
    expect((await addLine(s, { itemId: kurta, size: 'M', color: 'navy' })).json).toMatchObject({
      quantity: 1,
    });
    await addLine(s, { itemId: kurta, size: 'M', color: 'Navy' });
    expect(await specCart(s)).toEqual({ success: true, cartData: { [kurta]: { M: 3 } } });
    expect(await linesOf(s)).toEqual({
      success: true,
      cartData: { [kurta]: { M: 3 } },
      cartLines: [
        { itemId: kurta, size: 'M', color: 'Rust', quantity: 1 },
        { itemId: kurta, size: 'M', color: 'Navy', quantity: 2 },
      ],
    });
    expect((await setLine(s, { itemId: kurta, size: 'M', color: 'Navy', quantity: 5 })).status).toBe(200);
    expect((await setLine(s, { itemId: kurta, size: 'M', color: 'Rust', quantity: 0 })).status).toBe(200);
    expect((await linesOf(s)).cartLines).toEqual([{ itemId: kurta, size: 'M', color: 'Navy', quantity: 5 }]);
  });

  it('refuses a colour the product does not come in with a clear 400', async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    const plain = await insertTestProduct();
    const res = await addLine(s, { itemId: kurta, size: 'M', color: 'Green' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/valid colour: Rust, Navy/);
    expect((await addLine(s, { itemId: plain, size: 'default', color: 'Rust' })).status).toBe(400);
    expect((await setLine(s, { itemId: kurta, size: 'M', color: 'Green', quantity: 1 })).status).toBe(400);
  });

  it("serves the original clients as before: no colour means the product's first, the size's total is theirs", async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    const plain = await insertTestProduct();
    await addLine(s, { itemId: kurta, size: 'M' });
    await addLine(s, { itemId: plain, size: 'default' });
    expect((await linesOf(s)).cartLines).toEqual([
      { itemId: kurta, size: 'M', color: 'Rust', quantity: 1 },
      { itemId: plain, size: 'default', color: '', quantity: 1 },
    ]);
    // Mixed colours: the original client sees M: 3 and asks for 2; the newest colour gives the unit back.
    await addLine(s, { itemId: kurta, size: 'M', color: 'Navy' });
    await addLine(s, { itemId: kurta, size: 'M', color: 'Navy' });
    expect((await setLine(s, { itemId: kurta, size: 'M', quantity: 2 })).status).toBe(200);
    expect((await specCart(s)).cartData).toEqual({ [kurta]: { M: 2 }, [plain]: { default: 1 } });
    expect((await setLine(s, { itemId: kurta, size: 'M', quantity: 4 })).status).toBe(200);
    expect((await linesOf(s)).cartLines).toEqual([
      { itemId: kurta, size: 'M', color: 'Rust', quantity: 3 },
      { itemId: plain, size: 'default', color: '', quantity: 1 },
      { itemId: kurta, size: 'M', color: 'Navy', quantity: 1 },
    ]);
    // 0 removes every colour of the size, as the single row the original client shows.
    expect((await setLine(s, { itemId: kurta, size: 'M', quantity: 0 })).status).toBe(200);
    expect((await specCart(s)).cartData).toEqual({ [plain]: { default: 1 } });
  });

  it("merges a guest cart with colours at sign-in, and the spec's map with the first colour", async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    await addLine(s, { itemId: kurta, size: 'S', color: 'Navy' });
    const res = await call<Lines & { skipped: number }>(merge, '/api/cart/merge', {
      token: s.token,
      body: {
        cartData: { [kurta]: { S: 3, M: 1 } },
        cartLines: [
          { itemId: kurta, size: 'S', color: 'Navy', quantity: 2 },
          { itemId: kurta, size: 'M', color: 'Rust', quantity: 1 },
          { itemId: kurta, size: 'M', color: 'Green', quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.skipped).toBe(1);
    expect(res.json.cartData).toEqual({ [kurta]: { S: 3, M: 1 } });
    expect(res.json.cartLines).toEqual([
      { itemId: kurta, size: 'S', color: 'Navy', quantity: 3 },
      { itemId: kurta, size: 'M', color: 'Rust', quantity: 1 },
    ]);
    const other = await insertShopper();
    await call(merge, '/api/cart/merge', { token: other.token, body: { cartData: { [kurta]: { S: 2 } } } });
    expect((await linesOf(other)).cartLines).toEqual([
      { itemId: kurta, size: 'S', color: 'Rust', quantity: 2 },
    ]);
  });
});

describe('colours in orders', () => {
  it('stores the colour on the order line, shows it in the order list and empties that cart line', async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    await addLine(s, { itemId: kurta, size: 'M', color: 'Navy' });
    await addLine(s, { itemId: kurta, size: 'M', color: 'Rust' });
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: s.token,
      body: orderBody(
        [{ _id: kurta, size: 'M', color: 'Navy', quantity: 1 } as { _id: string; quantity: number }],
        1000,
      ),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.json.orderId));
    expect(item).toMatchObject({ size: 'M', color: 'Navy', quantity: 1 });
    const listed = await call<{ orders: { items: { size: string; color: string }[] }[] }>(
      userOrders,
      '/api/order/userorders',
      { token: s.token, body: {} },
    );
    expect(listed.json.orders[0]?.items[0]).toMatchObject({ size: 'M', color: 'Navy' });
    // Only the ordered colour leaves the cart.
    const left = await db.select().from(cartLines).where(eq(cartLines.userId, s.id));
    expect(left.map((l) => [l.size, l.color, l.quantity])).toEqual([['M', 'Rust', 1]]);
  });

  it("shows the chosen colour's photo on the order line, the order list, the back office, the e-mail, the invoice and the cart's batch answer", async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct({
      ...kurtaFields,
      name: 'Kapas Classic Cotton Kurta',
      images: ['/media/products/kurta-rust-front-a2.webp', '/media/products/kurta-rust-detail-a2.webp'],
      colorImages: {
        Rust: ['/media/products/kurta-rust-front-a2.webp', '/media/products/kurta-rust-detail-a2.webp'],
        Navy: ['/media/products/kurta-navy-front-a2.webp', '/media/products/kurta-navy-detail-a2.webp'],
      },
    });
    const navyFront = '/media/products/kurta-navy-front-a2.webp';
    const batch = await call<{ products: { colourPhotos?: Record<string, string>; image: string[] }[] }>(
      batchProducts,
      '/api/product/batch',
      { body: { ids: [kurta] } },
    );
    const [answered] = batch.json.products;
    expect(answered?.colourPhotos?.Navy).toMatch(/\/media\/products\/kurta-navy-front-a2\.webp$/);
    expect(answered?.colourPhotos?.Rust).toMatch(/kurta-rust-front-a2\.webp$/);

    await addLine(s, { itemId: kurta, size: 'M', color: 'Navy' });
    const body = orderBody(
      [{ _id: kurta, size: 'M', color: 'Navy', quantity: 1 } as { _id: string; quantity: number }],
      1000,
    );
    body.address = { ...body.address, email: 'navy-kurta@example.in' };
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', { token: s.token, body });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const orderId = placed.json.orderId;
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item?.images).toEqual([navyFront, '/media/products/kurta-navy-detail-a2.webp']);

    const listed = await call<{ orders: { items: { image: string[]; name: string }[] }[] }>(
      userOrders,
      '/api/order/userorders',
      { token: s.token, body: {} },
    );
    expect(listed.json.orders[0]?.items[0]?.image[0]).toMatch(/kurta-navy-front-a2\.webp$/);
    const admin = await getAdminOrder(orderId);
    expect(admin.order.items[0]?.image[0]).toMatch(/kurta-navy-front-a2\.webp$/);
    const invoice = await getInvoiceForUser(s.id, orderId);
    expect(invoice.lines[0]).toMatchObject({
      description: 'Kapas Classic Cotton Kurta (Colour: Navy · Size: M)',
      photo: navyFront,
    });
    const [mail] = await db.select().from(emails).where(eq(emails.to, s.email));
    expect(mail?.html).toMatch(/<img src="[^"]*\/media\/products\/kurta-navy-front-a2\.sm\.webp"/);
    expect(mail?.html).not.toContain('kurta-rust');
    expect(mail?.text).toContain('Kapas Classic Cotton Kurta (Colour: Navy · Size: M)');
  });

  it("gives an original client's order without a colour the product's first colour", async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: s.token,
      body: orderBody([{ _id: kurta, size: 'S', quantity: 2 }], 2000),
    });
    expect(placed.status).toBe(200);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.json.orderId));
    expect(item).toMatchObject({ size: 'S', color: 'Rust', quantity: 2 });
  });

  it('refuses an unknown colour with 400 and a clear message', async () => {
    const s = await insertShopper();
    const kurta = await insertTestProduct(kurtaFields);
    const res = await call(placeCod, '/api/order/place', {
      token: s.token,
      body: orderBody(
        [{ _id: kurta, size: 'S', color: 'Green', quantity: 1 } as { _id: string; quantity: number }],
        1000,
      ),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/does not come in Green\. Please choose one of: Rust, Navy\./);
  });

  it('sells the last unit of a colour and size once under concurrent orders, and cancelling puts it back', async () => {
    const sofa = await insertTestProduct({ colors: ['Teal', 'Grey'], stock: 10 });
    await db.insert(productVariants).values([
      { productId: sofa, color: 'Teal', size: 'default', stock: 1 },
      { productId: sofa, color: 'Grey', size: 'default', stock: 9 },
    ]);
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => insertShopper(`Buyer ${i}`)));
    const body = orderBody(
      [{ _id: sofa, color: 'Teal', quantity: 1 } as { _id: string; quantity: number }],
      1000,
    );
    const results = await Promise.all(
      shoppers.map((s) => call<{ orderId: string }>(placeCod, '/api/order/place', { token: s.token, body })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(1);
    expect(statuses.filter((st) => st === 409)).toHaveLength(5);
    expect(results.find((r) => r.status === 409)?.json.message).toMatch(/sold out in Teal/);
    expect(await variantStock(sofa, 'Teal', 'default')).toBe(0);
    expect(await variantStock(sofa, 'Grey', 'default')).toBe(9);
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, sofa));
    expect(row?.stock).toBe(9);
    // The cart refuses the sold-out colour too, and still sells the other.
    const late = shoppers[0]!;
    expect((await addLine(late, { itemId: sofa, size: 'default', color: 'Teal' })).status).toBe(409);
    expect((await addLine(late, { itemId: sofa, size: 'default', color: 'Grey' })).status).toBe(200);
    const winner = shoppers[statuses.indexOf(200)]!;
    const orderId = results[statuses.indexOf(200)]!.json.orderId;
    expect((await call(cancel, '/api/order/cancel', { token: winner.token, body: { orderId } })).status).toBe(
      200,
    );
    expect(await variantStock(sofa, 'Teal', 'default')).toBe(1);
  });
});

describe('colour options for the product page', () => {
  it('gives galleries only for colours the product has, and the stock of each colour and size', async () => {
    const kurta = await insertTestProduct({
      ...kurtaFields,
      images: ['/media/a.webp', '/media/b.webp'],
      colorImages: { Navy: ['/media/b.webp', '/media/a.webp'], Green: ['/media/c.webp'], Rust: [] },
    });
    await db.insert(productVariants).values([
      { productId: kurta, color: 'Navy', size: 'M', stock: 0 },
      { productId: kurta, color: 'Rust', size: 'S', stock: 4 },
    ]);
    expect(await getColourOptions(kurta, ['Rust', 'Navy'])).toEqual({
      images: { Navy: ['/media/b.webp', '/media/a.webp'] },
      variants: [
        { color: 'Navy', size: 'M', stock: 0 },
        { color: 'Rust', size: 'S', stock: 4 },
      ],
    });
    const plain = await insertTestProduct();
    expect(await getColourOptions(plain, [])).toEqual({ images: {}, variants: null });
  });
});
