import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { conflict, notFound } from '@/lib/errors';
import { products, wishlistItems } from '@/models';

/** Most products one wishlist holds. */
export const MAX_WISHLIST_ITEMS = 200;
export const ALREADY_IN_WISHLIST_MESSAGE = 'Product already in wishlist!';

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The user's wishlist: product ids, newest first. */
export async function getWishlist(userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

async function countItems(userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}

/** Adds a published product; a product already there is a 409 with the spec's message. */
export async function addToWishlist(userId: string, productId: string): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  if (!product) throw notFound('Product not found.');
  if ((await countItems(userId)) >= MAX_WISHLIST_ITEMS) {
    const [present] = await db
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (present) throw conflict(ALREADY_IN_WISHLIST_MESSAGE);
    throw conflict(`Your wishlist is full (${MAX_WISHLIST_ITEMS} products). Remove something to add more.`);
  }
  let inserted: { productId: string }[];
  try {
    inserted = await db
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
  } catch (error) {
    // The product was deleted between the check and the insert.
    if (pgErrorCode(error) === '23503') throw notFound('Product not found.');
    throw error;
  }
  if (inserted.length === 0) throw conflict(ALREADY_IN_WISHLIST_MESSAGE);
}

/** Removes a product; removing one that is not there succeeds (the client may hold a stale copy). */
export async function removeFromWishlist(userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

/** Empties the user's wishlist. */
export async function clearWishlist(userId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/**
 * Unites a visitor's local wishlist with the user's at sign-in. Entries that are not ids of published
 * products are skipped, and the list stops growing at MAX_WISHLIST_ITEMS. Returns the merged list.
 */
export async function mergeWishlist(
  userId: string,
  ids: readonly unknown[],
): Promise<{ wishlist: string[]; skipped: number }> {
  const valid = ids.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64);
  const wanted = [...new Set(valid)];
  const current = new Set(await getWishlist(userId));
  const candidates = wanted.filter((id) => !current.has(id));
  let added: string[] = [];
  if (candidates.length > 0) {
    const known = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, candidates), eq(products.published, true)));
    const knownIds = new Set(known.map((p) => p.id));
    const room = Math.max(0, MAX_WISHLIST_ITEMS - current.size);
    // Keep the client's order so the first local entry is the newest after the merge.
    added = candidates.filter((id) => knownIds.has(id)).slice(0, room);
    if (added.length > 0) {
      const now = Date.now();
      await db
        .insert(wishlistItems)
        .values(added.map((productId, i) => ({ userId, productId, createdAt: new Date(now - i) })))
        .onConflictDoNothing();
    }
  }
  // Skipped: entries that are not ids, and ids of unknown or unpublished products (or beyond the cap).
  const skipped = ids.length - valid.length + candidates.length - added.length;
  return { wishlist: await getWishlist(userId), skipped };
}
