import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, newPasswordSchema, refusePersonalPassword } from '@/lib/accounts';
import type { Db } from '@/lib/db';
import { badRequest, invalidField } from '@/lib/errors';
import { users } from '@/models';
import { writeAudit } from './audit';
import { firstIssueMessage } from './pagination';

const adminAccountSchema = z
  .object({
    email: z
      .string({ error: 'is required' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be a valid email address' }).max(254)),
    password: newPasswordSchema.optional(),
    name: z.string().trim().max(80, 'must be at most 80 characters').optional(),
  })
  .superRefine(refusePersonalPassword('password', (v) => v.password));

export type AdminAccountInput = z.input<typeof adminAccountSchema>;
export type AdminAccountResult = {
  id: string;
  email: string;
  name: string;
  /** created: a new admin account; promoted: an existing shopper became an admin; updated: already an admin. */
  outcome: 'created' | 'promoted' | 'updated';
  passwordReset: boolean;
};

/**
 * `npm run admin:create`: creates an administrator, or makes an existing account one (resetting its
 * password when a password is given, and its name when a name is given). Hashes like sign-up does.
 */
export async function createOrPromoteAdmin(db: Db, input: AdminAccountInput): Promise<AdminAccountResult> {
  const parsed = adminAccountSchema.safeParse(input);
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  const { email, password, name } = parsed.data;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!existing) {
      if (!passwordHash) throw invalidField('password', 'is required to create a new admin account');
      const displayName = name || email.split('@')[0] || 'Store Admin';
      const [row] = await tx
        .insert(users)
        .values({ email, name: displayName, passwordHash, role: 'admin' })
        .returning({ id: users.id });
      if (!row) throw new Error('Creating the admin returned no row');
      await writeAudit(tx, {
        actorUserId: null,
        action: 'user.create_admin',
        entity: 'user',
        entityId: row.id,
        after: { email, role: 'admin' },
      });
      return { id: row.id, email, name: displayName, outcome: 'created', passwordReset: false };
    }
    await tx
      .update(users)
      .set({
        role: 'admin',
        // A new password signs out every session of the account (lib/accounts/session.ts).
        ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        ...(name ? { name } : {}),
      })
      .where(eq(users.id, existing.id));
    const outcome = existing.role === 'admin' ? 'updated' : 'promoted';
    await writeAudit(tx, {
      actorUserId: null,
      action: outcome === 'promoted' ? 'user.promote' : 'user.update_admin',
      entity: 'user',
      entityId: existing.id,
      before: { role: existing.role, ...(name ? { name: existing.name } : {}) },
      after: { role: 'admin', ...(name ? { name } : {}), ...(passwordHash ? { password: 'reset' } : {}) },
    });
    return {
      id: existing.id,
      email,
      name: name || existing.name,
      outcome,
      passwordReset: Boolean(passwordHash),
    };
  });
}
