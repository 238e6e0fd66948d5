import { beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { db } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { contactMessages, newsletterSubscribers } from '@/models';
import { CONTACT_LIMITS, NEWSLETTER_LIMITS, submitContactForm, submitNewsletterForm } from './forms';

// The server actions (lib/marketing/actions.ts) only read the form and the visitor's address and call
// these; test/resilience/front-door.resilience.test.ts drives the actions themselves on a real server.

const ADDRESS = '203.0.113.50';

const contact = (overrides: Record<string, string> = {}, address = ADDRESS) =>
  submitContactForm(
    {
      name: 'Ravi Menon',
      email: 'ravi@example.in',
      phone: '+91 98450 12345',
      message: 'Do you ship to Kochi?',
      ...overrides,
    },
    address,
  );

async function contactRows() {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

async function subscriberRows() {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

beforeEach(async () => {
  resetRateLimits();
  await db.delete(contactMessages);
  await db.delete(newsletterSubscribers);
});

describe('newsletter and contact forms', () => {
  it('refuses an invalid newsletter address without storing it', async () => {
    const answer = await submitNewsletterForm({ email: 'not-an-email', source: 'footer' }, ADDRESS);
    expect(answer).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    expect(await subscriberRows()).toBe(0);
  });

  it('stores contact messages and validates them', async () => {
    const bad = await contact({ name: 'Ravi', message: 'hi' });
    expect(bad?.ok).toBe(false);
    expect(await contact()).toMatchObject({ ok: true });
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('Do you ship to Kochi?');
  });
});

describe('form flooding (issue 14 point 12)', () => {
  it('stops a burst of contact messages from one address after the limit, storing only those', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => contact({ email: `sender${i}@example.in` })),
    );
    const accepted = answers.filter((a) => a?.ok).length;
    expect(accepted).toBe(CONTACT_LIMITS.perAddress.limit);
    expect(answers.find((a) => !a?.ok)?.message).toMatch(
      /Too many attempts\. Please try again in \d+ minutes?/,
    );
    expect(await contactRows()).toBe(CONTACT_LIMITS.perAddress.limit);
    // Another visitor is not affected.
    expect(await contact({ email: 'someone.else@example.in' }, '198.51.100.23')).toMatchObject({ ok: true });
  });

  it('limits one sender e-mail across rotating addresses', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await contact({}, `192.0.2.${i + 1}`));
    expect(answers.filter((a) => a?.ok)).toHaveLength(CONTACT_LIMITS.perEmail.limit);
    expect(await contactRows()).toBe(CONTACT_LIMITS.perEmail.limit);
  });

  it('stops a burst of newsletter sign-ups from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        submitNewsletterForm({ email: `reader${i}@example.in`, source: 'home' }, ADDRESS),
      ),
    );
    expect(answers.filter((a) => a?.ok)).toHaveLength(NEWSLETTER_LIMITS.perAddress.limit);
    expect(await subscriberRows()).toBe(NEWSLETTER_LIMITS.perAddress.limit);
  });

  it('does not count a form refused as invalid', async () => {
    for (let i = 0; i < 10; i++) expect((await contact({ message: 'short' }))?.ok).toBe(false);
    expect(await contact()).toMatchObject({ ok: true });
  });
});
