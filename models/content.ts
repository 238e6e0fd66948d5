import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

export const menuItemTypes = ['logo', 'theme', 'icon', 'link'] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

export const menuItems = pgTable('menu_items', {
  id: idColumn(),
  type: text('type', { enum: menuItemTypes }).notNull(),
  title: text('title').notNull().default(''),
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
);

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
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
