import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';
import { products } from './catalog';

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** Shoppers who found the review helpful: the count of its rows in review_votes, kept in step. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /**
     * Set when the store hid the review (moderation): it leaves the product's rating and count and is
     * shown to its author alone, with `hiddenReason`. Null while the review is public.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_hidden_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    // The back office's review list, newest first across every product.
    index('reviews_created_idx').on(t.createdAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** "Helpful" votes: one per shopper and review; gone with the review or the shopper. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);
