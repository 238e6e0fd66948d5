import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '@/lib/db/ids';

/** String primary key shaped like the original store's ObjectId `_id` (24 hex characters). */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
