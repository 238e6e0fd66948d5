import { expect, type Page } from '@playwright/test';

// The administrator scripts/lib/e2e-server.ts creates with `npm run admin:create` after seeding.
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin@12345' };

/** Opens a back-office page as a visitor: the login page sends the administrator back to it. */
export async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The guard's redirect can take a while on a busy machine.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path, {
    timeout: 30_000,
  });
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signing in and loading the back office can take a while on a busy machine too.
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 30_000 });
}

/** Shipped needs the courier and the AWB number: the form asks for them once Shipped is picked. */
export async function fillShipment(admin: Page, courier = 'Delhivery', awb = '7755001122'): Promise<void> {
  await admin.getByLabel('Courier').selectOption({ label: courier });
  await admin.getByLabel('AWB number').fill(awb);
}

/** The administrator moves an order to Delivered through its back-office page, one allowed step at a time. */
export async function deliverInBackOffice(admin: Page, orderId: string): Promise<void> {
  await admin.goto(`/admin/orders/${orderId}`);
  for (const status of ['Processing', 'Shipped', 'Out for delivery', 'Delivered']) {
    await admin.getByLabel('Move to').selectOption(status);
    if (status === 'Shipped') await fillShipment(admin);
    await admin.getByRole('button', { name: 'Update status' }).click();
    await expect(admin.getByText(`Now: ${status}`)).toBeVisible();
  }
}
