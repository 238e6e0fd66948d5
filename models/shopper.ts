import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { products } from './catalog';

/** The shopper a row belongs to and the product it names; the row goes with either. */
const shopperAndProduct = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
});

/**
 * One line per user, product, size ('default' when the product has no sizes) and colour ('' when the
 * product has no colours).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    ...shopperAndProduct(),
    size: text('size').notNull().default('default'),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size, t.color] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    ...shopperAndProduct(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_user_idx').on(t.userId, t.createdAt),
  ],
);

export type CartLineRow = typeof cartLines.$inferSelect;
export type WishlistItemRow = typeof wishlistItems.$inferSelect;
