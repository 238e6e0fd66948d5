import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from './admin';
import { newShopper, registerViaApi } from './shop';

const NEW_PASSWORD = 'Monsoon-Ledger-88';

/** The store owner reads the newest e-mail to `to` in the back-office outbox and returns its reset link. */
async function resetLinkFromOutbox(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/outbox');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'E-mails', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'E-mails' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Recipient').fill(to);
  await page.getByRole('button', { name: 'Filter' }).click();
  // A plain GET form: its page has to land before a link is followed (else it lands afterwards).
  await expect(page).toHaveURL((url) => url.searchParams.get('to') === to);
  const entry = page.getByTestId('outbox-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`To ${to}`);
  await entry.getByRole('link', { name: /Reset your .* password/ }).click();
  const text = (await page.getByTestId('email-text').textContent()) ?? '';
  await context.close();
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The forgotten-password journey at 390 px and desktop, in whichever catalogue the spec file runs. */
export function passwordResetJourneys(): void {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`forgotten password, ${viewport.name}: link from /login, reset e-mail in the outbox, new password works once`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const shopper = newShopper(`reset-${viewport.name}`);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await registerViaApi(page, shopper);
      await context.clearCookies();

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByTestId('forgot-message')).toHaveText(
        /If an account exists for this e-mail, we have sent it a link/,
      );
      // The button and the message fit the screen, on a phone too.
      const box = await page.getByRole('button', { name: 'Send reset link' }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

      const link = await resetLinkFromOutbox(browser, shopper.email);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('password');
      await page.getByLabel('Confirm new password').fill('password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByTestId('form-problem')).toContainText('New password');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

      // The link works once.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('Another-Ledger-99');
      await page.getByLabel('Confirm new password').fill('Another-Ledger-99');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByTestId('form-problem')).toHaveText(/invalid, has expired or was already used/);

      // The old password is refused, the new one signs in.
      await signIn(page, shopper.email, shopper.password);
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password.' }),
      ).toBeVisible();
      await signIn(page, shopper.email, NEW_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await context.close();
    });
  }
}
