import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { listProducts } from './support/shop';

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shop page', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('product page, both tabs', async ({ page, request }) => {
    const [blazer] = await listProducts(request, {
      category: "Men's Suits And Blazers",
      hasReviews: 'true',
      limit: '1',
    });
    await page.goto(`/product/${blazer!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('collection page', async ({ page }) => {
    await page.goto('/collection');
    await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
