import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '@/test/fixtures/accounts';
import { loginUser, getRequestUser, verifyPassword } from '@/lib/accounts';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { auditLog, users } from '@/models';
import { createOrPromoteAdmin } from './users';

const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

describe('createOrPromoteAdmin (npm run admin:create)', () => {
  it('creates an admin who can sign in with the password, hashed like sign-up', async () => {
    const result = await createOrPromoteAdmin(db, {
      email: '  Owner@Kapas.IN ',
      password: 'Admin@12345',
      name: 'Store Owner',
    });
    expect(result).toMatchObject({ email: 'owner@kapas.in', name: 'Store Owner', outcome: 'created' });
    const row = await userByEmail('owner@kapas.in');
    expect(row).toMatchObject({ role: 'admin', name: 'Store Owner' });
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    const { token } = await loginUser({ email: 'owner@kapas.in', password: 'Admin@12345' });
    const session = await getRequestUser(new Request('http://localhost', { headers: { token } }));
    expect(session).toMatchObject({ email: 'owner@kapas.in', role: 'admin' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, result.id));
    expect(audit).toMatchObject({
      action: 'user.create_admin',
      actorUserId: null,
      after: { email: 'owner@kapas.in', role: 'admin' },
    });
  });

  it('promotes an existing shopper, keeping the password unless a new one is given', async () => {
    const shopper = await createTestUser({ name: 'Meera Iyer' });
    const promoted = await createOrPromoteAdmin(db, { email: shopper.email });
    expect(promoted).toMatchObject({
      id: shopper.id,
      outcome: 'promoted',
      passwordReset: false,
      name: 'Meera Iyer',
    });
    let row = await userByEmail(shopper.email);
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(shopper.password, row!.passwordHash)).toBe(true);

    const again = await createOrPromoteAdmin(db, {
      email: shopper.email,
      password: 'N3w-password!',
      name: 'Meera I.',
    });
    expect(again).toMatchObject({ outcome: 'updated', passwordReset: true, name: 'Meera I.' });
    row = await userByEmail(shopper.email);
    expect(await verifyPassword('N3w-password!', row!.passwordHash)).toBe(true);
    expect(await verifyPassword(shopper.password, row!.passwordHash)).toBe(false);
    expect(row?.name).toBe('Meera I.');
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, shopper.id))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.promote', { role: 'customer' }, { role: 'admin' }],
      [
        'user.update_admin',
        { role: 'admin', name: 'Meera Iyer' },
        { role: 'admin', name: 'Meera I.', password: 'reset' },
      ],
    ]);
    // The audit log never holds a password or its hash.
    expect(JSON.stringify(audits)).not.toContain('N3w-password!');
  });

  it('refuses a bad e-mail, a short password, and a new account without a password', async () => {
    const attempts = [
      [{ email: 'not-an-email', password: 'Admin@12345' }, 'email: must be a valid email address'],
      [{ email: 'new@kapas.in', password: 'short' }, 'password: must be at least 8 characters'],
      [{ email: 'new@kapas.in' }, 'password: is required to create a new admin account'],
    ] as const;
    for (const [input, message] of attempts) {
      const error = await createOrPromoteAdmin(db, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe(message);
    }
    expect(await userByEmail('new@kapas.in')).toBeUndefined();
  });
});
