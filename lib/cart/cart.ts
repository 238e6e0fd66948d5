import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { cartLines, products, productVariants } from '@/models';
import {
  localCartLines,
  planCartMerge,
  resolveColor,
  resolveSize,
  toApiCartLines,
  toCartData,
  variantStock,
} from './merge';
import type { AddToCartInput, UpdateCartInput } from './schemas';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  variantKey,
  type ApiCartLine,
  type CartData,
  type CartLine,
  type CartProduct,
} from './types';

export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';

const productColumns = {
  id: products.id,
  sizes: products.sizes,
  colors: products.colors,
  published: products.published,
  available: products.available,
  stock: products.stock,
};

async function loadProducts(ids: readonly string[]): Promise<Map<string, CartProduct>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [rows, variantRows] = await Promise.all([
    db.select(productColumns).from(products).where(inArray(products.id, unique)),
    db.select().from(productVariants).where(inArray(productVariants.productId, unique)),
  ]);
  const variants = new Map<string, Map<string, number>>();
  for (const v of variantRows) {
    const map = variants.get(v.productId) ?? new Map<string, number>();
    map.set(variantKey(v.color, v.size), v.stock);
    variants.set(v.productId, map);
  }
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, available: row.available ?? false, variants: variants.get(row.id) ?? null },
    ]),
  );
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

function requireColor(product: CartProduct, wanted: string | undefined): string {
  const resolved = resolveColor(product, wanted);
  if (resolved !== null) return resolved;
  throw badRequest(
    product.colors.length === 0
      ? 'This product does not come in colours; leave the colour out.'
      : `Please select a valid colour: ${product.colors.join(', ')}.`,
  );
}

async function readLines(userId: string): Promise<CartLine[]> {
  return db
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      color: cartLines.color,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.size), asc(cartLines.color));
}

type LineState = { color: string; size: string; existing: number; otherLines: number; lineCount: number };

/** What the cart holds around one line: its quantity, the product's other lines, and the number of lines. */
async function lineState(userId: string, productId: string, size: string, color: string): Promise<LineState> {
  const lines = await readLines(userId);
  let existing = 0;
  let otherLines = 0;
  for (const line of lines) {
    if (line.productId !== productId) continue;
    if (line.size === size && line.color === color) existing = line.quantity;
    else otherLines += line.quantity;
  }
  return { color, size, existing, otherLines, lineCount: lines.length };
}

/**
 * Refuses raising a line to `quantity` when the product (or its colour and size) is out of stock, short
 * of stock, or the cart is full.
 */
function assertCanIncrease(product: CartProduct, state: LineState, quantity: number): void {
  if (!product.available) throw conflict(OUT_OF_STOCK_MESSAGE);
  const variant = variantStock(product, state.color, state.size);
  if (variant !== null && quantity > variant) {
    const what = [state.color, state.size === 'default' ? '' : `size ${state.size}`]
      .filter(Boolean)
      .join(', ');
    throw conflict(
      variant === 0
        ? `This product is sold out in ${what}.`
        : `Only ${variant} of this product in ${what} ${variant === 1 ? 'is' : 'are'} left in stock.`,
    );
  }
  if (quantity > MAX_LINE_QUANTITY) {
    throw conflict(`You can have at most ${MAX_LINE_QUANTITY} of this item in your cart.`);
  }
  if (product.stock !== null && state.otherLines + quantity > product.stock) {
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

/** The user's cart as the spec's map `{ [productId]: { [size]: quantity } }` (colours of a size summed). */
export async function getCart(userId: string): Promise<CartData> {
  return toCartData(await readLines(userId));
}

/** The user's cart both ways: the spec's `cartData`, and `cartLines` with each line's colour. */
export async function getCartWithLines(
  userId: string,
): Promise<{ cartData: CartData; cartLines: ApiCartLine[] }> {
  const lines = await readLines(userId);
  return { cartData: toCartData(lines), cartLines: toApiCartLines(lines) };
}

const lineTarget = [cartLines.userId, cartLines.productId, cartLines.size, cartLines.color];

/**
 * Adds one unit of a product in a size and colour (none: its first colour); refuses unknown products,
 * wrong sizes or colours, and products out of stock.
 */
export async function addToCart(
  userId: string,
  { itemId, size: wantedSize, color: wantedColor }: AddToCartInput,
): Promise<number> {
  const product = await requireProduct(itemId);
  const size = requireSize(product, wantedSize);
  const color = requireColor(product, wantedColor);
  const state = await lineState(userId, product.id, size, color);
  assertCanIncrease(product, state, state.existing + 1);
  const [row] = await writing(() =>
    db
      .insert(cartLines)
      .values({ userId, productId: product.id, size, color, quantity: 1 })
      .onConflictDoUpdate({
        target: lineTarget,
        set: { quantity: sql`${cartLines.quantity} + 1`, updatedAt: new Date() },
        // Two adds at once must not push a line past the cap.
        setWhere: sql`${cartLines.quantity} < ${MAX_LINE_QUANTITY}`,
      })
      .returning({ quantity: cartLines.quantity }),
  );
  if (!row) throw conflict(`You can have at most ${MAX_LINE_QUANTITY} of this item in your cart.`);
  return row.quantity;
}

async function setLine(userId: string, productId: string, size: string, color: string, quantity: number) {
  if (quantity === 0) {
    await db
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          eq(cartLines.productId, productId),
          eq(cartLines.size, size),
          eq(cartLines.color, color),
        ),
      );
    return;
  }
  await writing(() =>
    db
      .insert(cartLines)
      .values({ userId, productId, size, color, quantity })
      .onConflictDoUpdate({ target: lineTarget, set: { quantity, updatedAt: new Date() } }),
  );
}

/**
 * Sets a line's quantity (0 removes it, always allowed); increases are checked like additions. Without a
 * colour (the original clients) the quantity is the size's total, as their `cartData` shows it: 0 removes
 * every colour of the size, a decrease is taken from the newest lines, an increase goes to the oldest line
 * of the size (or the product's first colour when there is none).
 */
export async function updateCart(
  userId: string,
  { itemId, size: wantedSize, color: wantedColor, quantity }: UpdateCartInput,
): Promise<void> {
  if (quantity === 0 && wantedColor === undefined) {
    await db
      .delete(cartLines)
      .where(
        and(eq(cartLines.userId, userId), eq(cartLines.productId, itemId), eq(cartLines.size, wantedSize)),
      );
    return;
  }
  if (quantity === 0) {
    await setLine(userId, itemId, wantedSize, wantedColor ?? '', 0);
    return;
  }
  const product = await requireProduct(itemId);
  const size = requireSize(product, wantedSize);
  if (wantedColor === undefined) {
    const ofSize = (await readLines(userId)).filter((l) => l.productId === product.id && l.size === size);
    const total = ofSize.reduce((sum, l) => sum + l.quantity, 0);
    if (ofSize.length > 1 && quantity < total) {
      let excess = total - quantity;
      for (const line of [...ofSize].reverse()) {
        if (excess === 0) break;
        const taken = Math.min(excess, line.quantity);
        excess -= taken;
        await setLine(userId, product.id, size, line.color, line.quantity - taken);
      }
      return;
    }
    const target = ofSize[0];
    const color = target?.color ?? requireColor(product, undefined);
    const state = await lineState(userId, product.id, size, color);
    const next = state.existing + quantity - total;
    if (next > state.existing) assertCanIncrease(product, state, next);
    await setLine(userId, product.id, size, color, next);
    return;
  }
  const color = requireColor(product, wantedColor);
  const state = await lineState(userId, product.id, size, color);
  if (quantity > state.existing) assertCanIncrease(product, state, quantity);
  await setLine(userId, product.id, size, color, quantity);
}

/**
 * Adds a visitor's local cart to the user's cart at sign-in (quantities add up, capped); lines for
 * unknown, unpublished or out-of-stock products and wrong sizes or colours are skipped. The local cart
 * comes as the spec's map, or as lines with colours (`cartLines`). Returns the merged cart.
 */
export async function mergeCart(
  userId: string,
  localCart: Record<string, unknown>,
  localLines?: unknown[],
): Promise<{ cartData: CartData; cartLines: ApiCartLine[]; skipped: number }> {
  const local = localCartLines(localCart, 500, localLines);
  if (local.length === 0) return { ...(await getCartWithLines(userId)), skipped: 0 };
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
              target: lineTarget,
              set: { quantity: line.quantity, updatedAt: new Date() },
            });
        }
      }),
    );
  }
  return { ...(await getCartWithLines(userId)), skipped: plan.skipped };
}

/**
 * Removes these product, size and colour lines from the user's saved cart, in the caller's transaction
 * (an order that took them, the moment it is placed or paid).
 */
export async function removeCartLines(
  tx: Tx,
  userId: string,
  lines: readonly { productId: string; size: string; color: string }[],
): Promise<void> {
  const matches = lines.map((l) =>
    and(eq(cartLines.productId, l.productId), eq(cartLines.size, l.size), eq(cartLines.color, l.color)),
  );
  if (matches.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), or(...matches)));
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
