import { expect, test } from '@playwright/test';

test('the furniture store home page shows its own catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Kaath Home/);
  await expect(page.getByText(/₹\d/).first()).toBeVisible();
});
