import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from './admin';
import { addToCartViaApi, listProducts, newShopper, registerViaApi } from './shop';

// Issue 24 points 6, 7, 8 and 19: promises the store makes are kept, and filters say something.

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function noSideScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The box of a visible element sits inside the viewport's width. */
async function insideWidth(page: Page, selector: ReturnType<Page['getByRole']>, width: number) {
  const box = await selector.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** A signed-in store owner in a context of its own. */
async function ownerPage(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  return page;
}

/** The text of the newest outbox e-mail to `to` whose subject matches, read as the owner reads it. */
async function outboxText(owner: Page, to: string, subject: RegExp): Promise<string> {
  await owner.goto(`/admin/outbox?to=${encodeURIComponent(to)}`);
  const link = owner.getByTestId('outbox-entry').getByRole('link', { name: subject }).first();
  await expect(link).toBeVisible();
  await link.click();
  return (await owner.getByTestId('email-text').textContent()) ?? '';
}

function pathOf(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(text)?.[0];
  if (!link) throw new Error(`No ${path} link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Point 6: subscribe, confirm from the e-mail, receive a real code the cart accepts, unsubscribe. */
export function newsletterJourneys(): void {
  for (const viewport of VIEWPORTS) {
    test(`newsletter, ${viewport.name}: confirm link by e-mail, then a single-use 20% code the cart takes`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const email = `news-${viewport.name}-${Date.now()}@e2e.test`;
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(
        'Subscribe & Save 20%: confirm your e-mail and we send you a single-use code.',
      );
      const field = footer.getByLabel('Email address');
      await field.scrollIntoViewIfNeeded();
      await field.fill(email);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      const answer = footer.getByText('Almost there: we have sent you an e-mail.');
      await expect(answer).toBeVisible();
      await insideWidth(page, footer.getByRole('button', { name: 'Subscribe' }), viewport.width);
      await noSideScroll(page, viewport.width);

      const owner = await ownerPage(browser, viewport, '/admin/outbox');
      const confirmMail = await outboxText(owner, email, /Confirm your .* newsletter subscription/);
      await page.goto(pathOf(confirmMail, '/newsletter/confirm'));
      await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
      await noSideScroll(page, viewport.width);

      const welcome = await outboxText(owner, email, /Your 20% welcome code/);
      const code = /welcome code: (HELLO[A-Z0-9]{8})/.exec(welcome)?.[1];
      expect(code, welcome).toBeDefined();
      expect(welcome).toContain('20% off one order');

      // The code is real: the cart takes 20% off with it.
      const product = (await listProducts(page.request, { category: 'T-Shirts & Shirts' })).find(
        (p) => p.inStock && p.price != null && (p.stock == null || p.stock >= 10),
      );
      await registerViaApi(page, newShopper(`news-${viewport.name}`));
      await addToCartViaApi(page, product!._id, product!.sizes[0] ?? 'default');
      await page.goto('/cart');
      await page.getByLabel('Coupon code').fill(code!.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByTestId('coupon-applied')).toContainText(`${code} applied: you save ₹`);
      await noSideScroll(page, viewport.width);

      // The unsubscribe link in the welcome e-mail works.
      await page.goto(pathOf(welcome, '/newsletter/unsubscribe'));
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      await context.close();
      await owner.context().close();
    });
  }
}

/** Point 7: a contact message reaches the owner's inbox and e-mail, and the sender is acknowledged. */
export function contactJourneys(): void {
  for (const viewport of VIEWPORTS) {
    test(`contact form, ${viewport.name}: the owner reads it in the back office inbox, the sender gets a copy`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const email = `contact-${viewport.name}-${Date.now()}@e2e.test`;
      const words = `Does the ${viewport.name} order ship to Kochi by Friday? <b>thanks</b>`;
      await page.goto('/contact');
      await page.getByLabel('Name', { exact: true }).fill('Ravi Menon');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Subject (optional)').fill(`Kochi delivery ${viewport.name}`);
      await page.getByLabel('Message', { exact: true }).fill(words);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('We have e-mailed you a copy of your message.')).toBeVisible();
      await noSideScroll(page, viewport.width);

      const owner = await ownerPage(browser, viewport, '/admin/messages');
      await expect(owner.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      const row = owner.getByTestId('inbox-message').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('New');
      await insideWidth(
        owner,
        row.getByRole('link', { name: `Kochi delivery ${viewport.name}` }),
        viewport.width,
      );
      await noSideScroll(owner, viewport.width);
      await row.getByRole('link', { name: `Kochi delivery ${viewport.name}` }).click();
      await expect(owner.getByTestId('message-text')).toHaveText(words);
      await noSideScroll(owner, viewport.width);

      const ack = await outboxText(owner, email, /We have your message/);
      expect(ack).toContain(words);
      const toStore = await outboxText(
        owner,
        'care@',
        new RegExp(`Contact form: Kochi delivery ${viewport.name}`),
      );
      expect(toStore).toContain(words);
      await context.close();
      await owner.context().close();
    });
  }
}

/** Point 8, social links: real profile links where set (fashion has Instagram), none where unset. */
export function socialLinkChecks(expected: { instagram: string | null }): void {
  for (const viewport of VIEWPORTS) {
    test(`footer social links, ${viewport.name}: only real profiles, each a link`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const links = footer.getByTestId('social-link');
      if (expected.instagram) {
        await expect(links).toHaveCount(1);
        const link = footer.getByRole('link', { name: 'Instagram (opens in a new tab)' });
        await expect(link).toHaveAttribute('href', expected.instagram);
        const box = await link.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      } else {
        await expect(links).toHaveCount(0);
        await expect(footer.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
      }
      await context.close();
    });
  }
}

/** Point 8 on a product page: Helpful answers a visitor, the verified filter never empties, the offer in rupees. */
export function productPromiseChecks(): void {
  for (const viewport of VIEWPORTS) {
    test(`product page, ${viewport.name}: Helpful asks a visitor to log in, no empty verified filter, offer in whole rupees`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const reviewed = (await listProducts(page.request, { hasReviews: 'true' })).filter(
        (p) => p.totalReviews >= 3 && p.price != null && Math.round(p.price * 100) % 1000 !== 0,
      );
      const product = reviewed[viewport.name === 'phone' ? 0 : 1]!;
      expect(product, 'a reviewed product whose 10% off has paise').toBeDefined();
      await page.goto(`/product/${product._id}`);
      const offer = page.getByTestId('product-offer');
      await expect(offer).toBeVisible();
      await expect(offer).toHaveText(/^Use \w+( on your first order)?: ₹[\d,]+$/);

      await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
      const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
      const reviews = panel.getByTestId('review');
      await expect(reviews.first()).toBeVisible();
      const verified = await panel.getByTestId('verified-buyer').count();
      const filter = panel.getByLabel('Verified buyers only');
      if (verified === 0) await expect(filter).toHaveCount(0);
      else {
        await filter.check();
        await expect(reviews).toHaveCount(verified);
      }

      const helpful = reviews.first().getByRole('button', { name: /Helpful/ });
      await helpful.click();
      const prompt = reviews.first().getByTestId('helpful-login');
      await expect(prompt).toBeVisible();
      await expect(prompt).toHaveText('Log in to mark reviews helpful.');
      await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(`/product/${product._id}`)}`,
      );
      const box = await prompt.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await noSideScroll(page, viewport.width);
      await context.close();
    });
  }
}

/** Point 19: the shop's filters show only what tells this catalogue's products apart. */
export function filterChecks(expected: { shown: string[]; hidden: string[]; flagsHidden: string[] }): void {
  for (const viewport of VIEWPORTS) {
    test(`shop filters, ${viewport.name}: no filter that says nothing`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/shop');
      const phone = viewport.name === 'phone';
      if (phone) await page.locator('details summary').filter({ hasText: 'Filters' }).click();
      const form = page.locator(phone ? 'details form' : 'aside form').first();
      await expect(form).toBeVisible();
      for (const title of expected.shown)
        await expect(form.getByRole('group', { name: title })).toBeVisible();
      for (const title of expected.hidden)
        await expect(form.getByRole('group', { name: title })).toHaveCount(0);
      for (const label of expected.flagsHidden) await expect(form.getByLabel(label)).toHaveCount(0);
      await noSideScroll(page, viewport.width);
      await context.close();
    });
  }
}
