import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { badRequest, conflict, notFound } from '@/lib/http/errors';
import { cartLines, products } from '@/models';
import { localCartLines, planCartMerge, resolveSize, toCartData } from './merge';
import { addToCartSchema, updateCartSchema, type AddToCartInput, type UpdateCartInput } from './schemas';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartData, type CartLine, type CartProduct } from './types';

export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';

const productColumns = {
  id: products.id,
  sizes: products.sizes,
  published: products.published,
  available: products.available,
  stock: products.stock,
};

async function loadProducts(ids: readonly string[]): Promise<Map<string, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { ...row, available: row.available ?? false }]));
}

/** A published product, else 404: unpublished products look unknown to shoppers. */
async function requireProduct(id: string): Promise<CartProduct> {
  const product = (await loadProducts([id])).get(id);
  if (!product || !product.published) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

function requireSize(product: CartProduct, size: string): string {
  const resolved = resolveSize(product, size);
  if (resolved !== null) return resolved;
  throw badRequest(
    product.sizes.length === 0
      ? 'This product does not come in sizes; use size "default".'
      : `Please select a valid size: ${product.sizes.join(', ')}.`,
  );
}

async function readLines(userId: string): Promise<CartLine[]> {
  return db
    .select({ productId: cartLines.productId, size: cartLines.size, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.size));
}

type LineState = { existing: number; otherSizes: number; lineCount: number };

/** What the cart holds around one line: its quantity, the product's other sizes, and the number of lines. */
async function lineState(userId: string, productId: string, size: string): Promise<LineState> {
  const lines = await readLines(userId);
  let existing = 0;
  let otherSizes = 0;
  for (const line of lines) {
    if (line.productId !== productId) continue;
    if (line.size === size) existing = line.quantity;
    else otherSizes += line.quantity;
  }
  return { existing, otherSizes, lineCount: lines.length };
}

/** Refuses raising a line to `quantity` when the product is out of stock, short of stock, or the cart is full. */
function assertCanIncrease(product: CartProduct, state: LineState, quantity: number): void {
  if (!product.available) throw conflict(OUT_OF_STOCK_MESSAGE);
  if (quantity > MAX_LINE_QUANTITY) {
    throw conflict(`You can have at most ${MAX_LINE_QUANTITY} of this item in your cart.`);
  }
  if (product.stock !== null && state.otherSizes + quantity > product.stock) {
    throw conflict(
      `Only ${product.stock} of this product ${product.stock === 1 ? 'is' : 'are'} left in stock.`,
    );
  }
  if (state.existing === 0 && state.lineCount >= MAX_CART_LINES) {
    throw conflict(`Your cart is full (${MAX_CART_LINES} items). Remove something to add more.`);
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a cart write; a product deleted meanwhile becomes a 404 rather than a database fault. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/** The user's cart as the spec's map: `{ [productId]: { [size]: quantity } }`. */
export async function getCart(userId: string): Promise<CartData> {
  return toCartData(await readLines(userId));
}

/** Adds one unit of a product in a size; refuses unknown products, wrong sizes and products out of stock. */
export async function addToCart(userId: string, input: AddToCartInput): Promise<number> {
  const { itemId, size: wantedSize } = addToCartSchema.parse(input);
  const product = await requireProduct(itemId);
  const size = requireSize(product, wantedSize);
  const state = await lineState(userId, product.id, size);
  assertCanIncrease(product, state, state.existing + 1);
  const [row] = await writing(() =>
    db
      .insert(cartLines)
      .values({ userId, productId: product.id, size, quantity: 1 })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId, cartLines.size],
        set: { quantity: sql`${cartLines.quantity} + 1`, updatedAt: new Date() },
        // Two adds at once must not push a line past the cap.
        setWhere: sql`${cartLines.quantity} < ${MAX_LINE_QUANTITY}`,
      })
      .returning({ quantity: cartLines.quantity }),
  );
  if (!row) throw conflict(`You can have at most ${MAX_LINE_QUANTITY} of this item in your cart.`);
  return row.quantity;
}

/** Sets a line's quantity (0 removes it, always allowed); increases are checked like additions. */
export async function updateCart(userId: string, input: UpdateCartInput): Promise<void> {
  const { itemId, size: wantedSize, quantity } = updateCartSchema.parse(input);
  if (quantity === 0) {
    await db
      .delete(cartLines)
      .where(
        and(eq(cartLines.userId, userId), eq(cartLines.productId, itemId), eq(cartLines.size, wantedSize)),
      );
    return;
  }
  const product = await requireProduct(itemId);
  const size = requireSize(product, wantedSize);
  const state = await lineState(userId, product.id, size);
  if (quantity > state.existing) assertCanIncrease(product, state, quantity);
  await writing(() =>
    db
      .insert(cartLines)
      .values({ userId, productId: product.id, size, quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId, cartLines.size],
        set: { quantity, updatedAt: new Date() },
      }),
  );
}

/**
 * Adds a visitor's local cart to the user's cart at sign-in (quantities add up, capped); lines for
 * unknown, unpublished or out-of-stock products and wrong sizes are skipped. Returns the merged cart.
 */
export async function mergeCart(
  userId: string,
  localCart: Record<string, unknown>,
): Promise<{ cartData: CartData; skipped: number }> {
  const local = localCartLines(localCart);
  if (local.length === 0) return { cartData: await getCart(userId), skipped: 0 };
  const productMap = await loadProducts(local.map((l) => l.productId));
  const plan = planCartMerge(await readLines(userId), local, productMap);
  if (plan.changes.length > 0) {
    await writing(() =>
      db.transaction(async (tx) => {
        for (const line of plan.changes) {
          await tx
            .insert(cartLines)
            .values({ userId, ...line })
            .onConflictDoUpdate({
              target: [cartLines.userId, cartLines.productId, cartLines.size],
              set: { quantity: line.quantity, updatedAt: new Date() },
            });
        }
      }),
    );
  }
  return { cartData: await getCart(userId), skipped: plan.skipped };
}

/** Empties the user's cart (after an order, or on request). */
export async function clearCart(userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}

/** Number of units in the cart (the navigation badge). */
export async function countCartItems(userId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return Number(row?.units ?? 0);
}
