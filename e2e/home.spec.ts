import { expect, test } from '@playwright/test';

test('the home page shows seeded products with rupee prices', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Kapas/);
  const prices = page.getByText(/₹\d/);
  await expect(prices.first()).toBeVisible();
  expect(await prices.count()).toBeGreaterThan(3);
});

test('the health check reports the database in use', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  const json = await res.json();
  expect(json.success).toBe(true);
  expect(['pglite', 'postgres']).toContain(json.db);
});
