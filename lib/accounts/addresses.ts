import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { AppError, conflict, notFound } from '@/lib/errors';
import { addressSchema } from '@/lib/orders/schemas';
import { addresses, users, type AddressRow } from '@/models';

/** A shopper keeps at most this many addresses. */
export const MAX_ADDRESSES = 10;
export const TOO_MANY_ADDRESSES_MESSAGE = `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`;

/** `POST /api/user/address` and `PATCH /api/user/address/{id}`: the checkout form's address, and whether it is the default. */
export const savedAddressSchema = z.object({
  address: addressSchema,
  isDefault: z.boolean({ error: 'must be true or false' }).optional(),
});
/** A saved address as savedAddressSchema parsed it (the API wrapper parses; the domain does not again). */
export type SavedAddressInput = z.output<typeof savedAddressSchema>;

/** A saved address as the API and the checkout form read it (both spellings of the apartment). */
export type ApiAddress = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  apartment: string;
  appartment: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
  isDefault: boolean;
};

export function toApiAddress(row: AddressRow): ApiAddress {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    street: row.street,
    apartment: row.apartment,
    appartment: row.apartment,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

/** The shopper's addresses, the default first, then newest first. */
export async function listAddresses(userId: string): Promise<ApiAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
  return rows.map(toApiAddress);
}

/** Serialises one shopper's address changes (the count limit and the single default hold under races). */
async function lockShopper(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('unauthorized', 'Not authorized. Please log in again.');
}

/** The address row if it is the shopper's: 404 unknown, 403 somebody else's. */
async function ownedAddress(tx: Tx, userId: string, id: string): Promise<AddressRow> {
  const [row] = isId(id) ? await tx.select().from(addresses).where(eq(addresses.id, id)).for('update') : [];
  if (!row) throw notFound('Address not found.');
  if (row.userId !== userId) throw new AppError('forbidden', 'This address belongs to another account.');
  return row;
}

type Fields = Omit<AddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

function fieldsOf({ address, isDefault }: SavedAddressInput): { fields: Fields; isDefault?: boolean } {
  return { fields: address, isDefault };
}

const sameFields = (row: AddressRow, f: Fields) =>
  (Object.keys(f) as (keyof Fields)[]).every((k) => row[k] === f[k]);

async function clearDefault(tx: Tx, userId: string, except?: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        ...(except ? [ne(addresses.id, except)] : []),
      ),
    );
}

/**
 * Saves an address for the shopper (the first one becomes the default). Saving one already kept, field for
 * field, answers that one instead of a copy; an eleventh is refused (409).
 */
export async function createAddress(userId: string, input: SavedAddressInput): Promise<ApiAddress> {
  const { fields, isDefault } = fieldsOf(input);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const existing = await tx.select().from(addresses).where(eq(addresses.userId, userId));
    const same = existing.find((row) => sameFields(row, fields));
    if (same) {
      if (isDefault && !same.isDefault) {
        await clearDefault(tx, userId);
        const [row] = await tx
          .update(addresses)
          .set({ isDefault: true })
          .where(eq(addresses.id, same.id))
          .returning();
        return toApiAddress(row ?? same);
      }
      return toApiAddress(same);
    }
    if (existing.length >= MAX_ADDRESSES) throw conflict(TOO_MANY_ADDRESSES_MESSAGE);
    const makeDefault = existing.length === 0 || Boolean(isDefault);
    if (makeDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault: makeDefault })
      .returning();
    if (!row) throw new Error('saving the address returned no row');
    return toApiAddress(row);
  });
}

/** Replaces one of the shopper's addresses; `isDefault: true` makes it the default. */
export async function updateAddress(
  userId: string,
  id: string,
  input: SavedAddressInput,
): Promise<ApiAddress> {
  const { fields, isDefault } = fieldsOf(input);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const row = await ownedAddress(tx, userId, id);
    if (isDefault) await clearDefault(tx, userId, row.id);
    // The only address stays the default; a default is changed by choosing another one.
    const [updated] = await tx
      .update(addresses)
      .set({ ...fields, isDefault: row.isDefault || Boolean(isDefault) })
      .where(eq(addresses.id, row.id))
      .returning();
    if (!updated) throw notFound('Address not found.');
    return toApiAddress(updated);
  });
}

/** Deletes one of the shopper's addresses; when it was the default, the newest other one becomes it. */
export async function deleteAddress(userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const row = await ownedAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/** How many addresses the shopper keeps. */
export async function countAddresses(userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}
