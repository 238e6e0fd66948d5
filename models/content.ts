import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

export const menuItemTypes = ['logo', 'theme', 'icon', 'link'] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

export const menuItems = pgTable('menu_items', {
  id: idColumn(),
  type: text('type', { enum: menuItemTypes }).notNull(),
  title: text('title').notNull().default(''),
  /** The title in Hindi; null shows `title`. */
  titleHi: text('title_hi'),
  link: text('link').notNull().default(''),
  image: text('image').notNull().default(''),
  position: integer('position').notNull().default(0),
  bgColor: text('bg_color').notNull().default(''),
  textColor: text('text_color').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const footerLinks = pgTable('footer_links', {
  id: idColumn(),
  title: text('title').notNull(),
  /** The title in Hindi; null shows `title`. */
  titleHi: text('title_hi'),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull().default('footer'),
    /** Double opt-in: set when the address's owner follows the confirmation link; null until then. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Set when they follow the unsubscribe link in any newsletter e-mail; a later sign-up clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /** sha256 of the confirmation link's token (the link itself is only in the e-mail). */
    confirmTokenHash: text('confirm_token_hash'),
    /** sha256 of the unsubscribe links' token: it stays valid for the life of the subscription. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    /** The welcome coupon made for this address on its first confirmation; never a second one. */
    welcomeCouponId: text('welcome_coupon_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_key').on(t.unsubscribeTokenHash),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  /** The owner opened it in the back office inbox (unread ones are counted there). */
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
});

/** India Post directory used for checkout autofill (one row per post office). */
export const postOffices = pgTable(
  'post_offices',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
  },
  (t) => [index('post_offices_pincode_idx').on(t.pincode)],
);

export type MenuItemRow = typeof menuItems.$inferSelect;
export type FooterLinkRow = typeof footerLinks.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
