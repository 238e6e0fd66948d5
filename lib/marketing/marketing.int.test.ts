import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { db } from '@/lib/db';
import { contactMessages, newsletterSubscribers } from '@/models';
import { contactAction, subscribeAction } from './actions';

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

describe('newsletter and contact forms', () => {
  it('stores a newsletter address once and answers a repeat kindly', async () => {
    const first = await subscribeAction(null, form({ email: '  Asha.Rao@Example.in ', source: 'home' }));
    expect(first).toEqual({ ok: true, message: expect.stringContaining('Thanks for subscribing') });
    const again = await subscribeAction(null, form({ email: 'asha.rao@example.in' }));
    expect(again).toEqual({ ok: true, message: expect.stringContaining('already subscribed') });
    const [row] = await db.select({ n: count() }).from(newsletterSubscribers);
    expect(row?.n).toBe(1);
  });

  it('refuses an invalid newsletter address without storing it', async () => {
    const answer = await subscribeAction(null, form({ email: 'not-an-email' }));
    expect(answer).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    const [row] = await db.select({ n: count() }).from(newsletterSubscribers);
    expect(row?.n).toBe(1);
  });

  it('stores contact messages and validates them', async () => {
    const bad = await contactAction(null, form({ name: 'Ravi', email: 'ravi@example.in', message: 'hi' }));
    expect(bad?.ok).toBe(false);
    const good = await contactAction(
      null,
      form({
        name: 'Ravi Menon',
        email: 'ravi@example.in',
        phone: '+91 98450 12345',
        message: 'Do you ship to Kochi?',
      }),
    );
    expect(good?.ok).toBe(true);
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('Do you ship to Kochi?');
  });
});
