import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Optional contact number the shopper keeps on their profile (10-digit Indian mobile). */
    phone: text('phone'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** Signed into every session token; raising it (logout, password change) revokes all of them. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set while the store has blocked the account: no sign-in, no session, no order (lib/admin/customers). */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
    /** The owner's reason for the block, kept for the back office (never shown to the shopper). */
    blockedReason: text('blocked_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Single-use password reset links: only the SHA-256 of the random token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** A shopper's saved delivery addresses (at most MAX_ADDRESSES each), one of them the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    country: text('country').notNull().default('India'),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
