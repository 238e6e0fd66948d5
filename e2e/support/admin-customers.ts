import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';
import { newShopper, type Shopper } from './shop';

// Issue 27 point 4: the owner finds a new shopper in /admin/customers, blocks them with a reason (their
// sign-in is refused with a message on screen), then unblocks them (sign-in works again).

const BLOCKED_MESSAGE = /This account has been blocked by the store/;

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  return context.newPage();
}

async function noSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element is on screen, scrolled to, and wholly inside the viewport's width. */
async function expectInsideViewport(locator: Locator, width: number): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

async function signUpViaForm(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(shopper.name);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // The first sign-up on a cold server compiles the home page: allow a busy machine its time.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

async function submitLogin(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The block-and-unblock journey at 1440 px and 390 px, in whichever catalogue the spec file runs. */
export function customerBlockJourneys(): void {
  for (const width of [1440, 390] as const) {
    test(`the owner finds a new shopper, blocks them with a reason (sign-in refused on screen), then unblocks them (${width} px)`, async ({
      browser,
    }, testInfo) => {
      // Two browsers, nine pages and two sign-ins on a shared 2-core machine took 2.6 min at worst.
      test.setTimeout(300_000);
      const shopperPage = await newPage(browser, width);
      const admin = await newPage(browser, width);
      const shopper = newShopper(`block-${width}`);
      try {
        await signUpViaForm(shopperPage, shopper);

        // The owner finds the shopper by e-mail in the Customers list.
        await signInAsAdmin(admin, '/admin/customers');
        await expect(admin.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
        await expect(
          admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Customers' }),
        ).toHaveAttribute('aria-current', 'page');
        await admin.getByLabel('Name, e-mail or phone').fill(shopper.email);
        await admin.getByRole('button', { name: 'Search' }).click();
        await expect(admin).toHaveURL((url) => url.searchParams.get('q') === shopper.email);
        const rows = admin.getByTestId('admin-customer-row');
        await expect(rows).toHaveCount(1);
        const row = rows.first();
        await expect(row).toContainText(shopper.email);
        await expect(row.getByRole('cell').nth(1)).toHaveText('0');
        await expect(row.getByRole('cell').nth(3)).toHaveText('₹0');
        await expect(row).toContainText('No orders yet');
        await expect(row).toContainText('Active');
        await noSideScroll(admin);
        if (width === 390)
          await admin.screenshot({ path: testInfo.outputPath('admin-customers-390.png'), fullPage: true });

        // Their page, then the block with a reason.
        const link = row.getByRole('link', { name: shopper.name });
        await expectInsideViewport(link, width);
        await link.click();
        await expect(admin.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
        const customerPath = new URL(admin.url()).pathname;
        await expect(admin.getByText(shopper.email).first()).toBeVisible();
        await expect(admin.getByText('No orders yet.')).toBeVisible();
        await expect(admin.getByText('No saved addresses.')).toBeVisible();
        const access = admin.getByRole('region', { name: 'Account access' });
        await access.getByLabel(/^Reason/).fill('Repeated fake COD orders');
        const blockButton = access.getByRole('button', { name: 'Block customer' });
        await expectInsideViewport(blockButton, width);
        await noSideScroll(admin);
        if (width === 390)
          await admin.screenshot({ path: testInfo.outputPath('admin-customer-390.png'), fullPage: true });
        await blockButton.click();
        await expect(access.getByTestId('customer-blocked-note')).toContainText('Repeated fake COD orders');
        await expect(access.getByRole('button', { name: 'Unblock customer' })).toBeVisible();
        await expect(admin.getByText('Blocked', { exact: true })).toBeVisible();

        // The shopper's open session ended: their profile asks them to sign in, and the API refuses the cookie.
        await shopperPage.goto('/profile');
        await expect(shopperPage.getByRole('heading', { name: 'Access Your Profile' })).toBeVisible();
        expect((await shopperPage.request.get('/api/user/info')).status()).toBe(401);
        // Signing in is refused, with the reason to contact the store on screen.
        await submitLogin(shopperPage, shopper);
        await expect(shopperPage.getByTestId('form-problem')).toHaveText(BLOCKED_MESSAGE);
        await expectInsideViewport(shopperPage.getByTestId('form-problem'), width);
        await expect(shopperPage).toHaveURL((url) => url.pathname === '/login');
        await noSideScroll(shopperPage);
        if (width === 390)
          await shopperPage.screenshot({ path: testInfo.outputPath('blocked-login-390.png') });

        // The list shows the account as blocked under the Blocked filter.
        await admin.goto(`/admin/customers?status=blocked&q=${encodeURIComponent(shopper.email)}`);
        await expect(admin.getByTestId('admin-customer-row')).toHaveCount(1);
        await expect(admin.getByTestId('admin-customer-row')).toContainText('Blocked');

        // The owner lifts the block; signing in works again.
        await admin.getByTestId('admin-customer-row').getByRole('link', { name: shopper.name }).click();
        const accessAgain = admin.getByRole('region', { name: 'Account access' });
        await accessAgain.getByLabel(/^Reason/).fill('Spoke to the shopper; genuine');
        await accessAgain.getByRole('button', { name: 'Unblock customer' }).click();
        await expect(accessAgain.getByRole('button', { name: 'Block customer' })).toBeVisible();
        await expect(admin.getByText('Active', { exact: true })).toBeVisible();

        await submitLogin(shopperPage, shopper);
        await expect(shopperPage).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
        await expect(shopperPage.getByRole('button', { name: 'Account menu' })).toBeVisible();

        // Both moves are in the audit log, newest first, each linking to the customer's page.
        await admin.goto('/admin/audit');
        const entries = admin
          .getByTestId('audit-entry')
          .filter({ has: admin.locator(`a[href="${customerPath}"]`) });
        await expect(entries).toHaveCount(2);
        await expect(entries.nth(0).locator('code')).toHaveText('user.unblock');
        await expect(entries.nth(1).locator('code')).toHaveText('user.block');
        await noSideScroll(admin);
      } finally {
        await shopperPage.context().close();
        await admin.context().close();
      }
    });
  }
}
