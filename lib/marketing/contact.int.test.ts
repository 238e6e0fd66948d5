import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { insertShopper } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { contactMessages, emails } from '@/models';
import { call } from '@/test/api';
import { createTestAdmin } from '@/test/fixtures/admin';
import type { TestUser } from '@/test/fixtures/accounts';
import { GET as listRoute } from '@/app/api/admin/messages/route';
import { GET as oneRoute } from '@/app/api/admin/messages/[id]/route';
import { CONTACT_LIMITS, submitContactForm } from './forms';

// Issue 24 point 7: "we'll reply in one business day" needs the message to reach the owner: stored for the
// back office inbox, e-mailed to the store, and acknowledged to the sender.

const ADDRESS = '203.0.113.70';
const HOSTILE = 'Is this <script>alert(1)</script> <a href="https://evil.example">real</a>? Size M please.';

const send = (overrides: Record<string, string> = {}, address = ADDRESS) =>
  submitContactForm(
    {
      name: 'Ravi Menon',
      email: 'ravi@example.in',
      subject: 'Kochi delivery',
      message: HOSTILE,
      ...overrides,
    },
    address,
  );

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});
beforeEach(async () => {
  resetRateLimits();
  await db.delete(contactMessages);
  await db.delete(emails);
});

describe('contact messages reach the owner', () => {
  it('stores the message, e-mails the store and acknowledges the sender with their text as data only', async () => {
    const answer = await send();
    expect(answer).toMatchObject({ ok: true, message: expect.stringContaining('e-mailed you a copy') });
    const [stored] = await db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Ravi Menon',
      email: 'ravi@example.in',
      message: HOSTILE,
      read: false,
    });

    const [toStore] = await db.select().from(emails).where(eq(emails.kind, 'contact_store'));
    expect(toStore).toMatchObject({ to: env.STORE_EMAIL, subject: 'Contact form: Kochi delivery' });
    expect(toStore!.text).toContain(HOSTILE);
    expect(toStore!.text).toContain(`/admin/messages/${stored!.id}`);

    const [ack] = await db.select().from(emails).where(eq(emails.kind, 'contact_ack'));
    expect(ack?.to).toBe('ravi@example.in');
    expect(ack!.text).toContain(HOSTILE);
    // In the HTML part the sender's words are escaped text: no script, no link of theirs.
    expect(ack!.html).not.toContain('<script');
    expect(ack!.html).not.toContain('href="https://evil.example"');
    expect(ack!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(toStore!.html).not.toContain('<script');
  });

  it('limits messages per visitor address and per sender, sending no e-mail for a refused one', async () => {
    const answers = [];
    for (let i = 0; i < CONTACT_LIMITS.perAddress.limit + 2; i++)
      answers.push(await send({ email: `sender${i}@example.in` }));
    expect(answers.filter((a) => a?.ok)).toHaveLength(CONTACT_LIMITS.perAddress.limit);
    expect(answers.at(-1)?.message).toMatch(/Too many attempts/);
    const acks = await db.select().from(emails).where(eq(emails.kind, 'contact_ack'));
    expect(acks).toHaveLength(CONTACT_LIMITS.perAddress.limit);
  });

  it('shows the messages in the back office inbox to an admin only, and marks one read when opened', async () => {
    await send();
    const anonymous = await call(listRoute, '/api/admin/messages');
    expect(anonymous.status).toBe(401);
    const shopper = await insertShopper();
    expect((await call(listRoute, '/api/admin/messages', { token: shopper.token })).status).toBe(403);

    const list = await call<{ messages: { id: string; message: string; read: boolean }[]; unread: number }>(
      listRoute,
      '/api/admin/messages',
      { token: admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.json.unread).toBe(1);
    expect(list.json.messages).toEqual([expect.objectContaining({ message: HOSTILE, read: false })]);
    const id = list.json.messages[0]!.id;

    expect((await call(oneRoute, `/api/admin/messages/${id}`, { params: { id } })).status).toBe(401);
    expect(
      (await call(oneRoute, `/api/admin/messages/${id}`, { params: { id }, token: shopper.token })).status,
    ).toBe(403);
    const one = await call<{ message: { read: boolean } }>(oneRoute, `/api/admin/messages/${id}`, {
      params: { id },
      token: admin.token,
    });
    expect(one.json.message.read).toBe(true);
    const after = await call<{ unread: number }>(listRoute, '/api/admin/messages', { token: admin.token });
    expect(after.json.unread).toBe(0);
    const missing = await call(oneRoute, '/api/admin/messages/x', {
      params: { id: 'x' },
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });
});
