import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { listProducts } from './support/shop';

test.describe('accessibility (axe), furniture store: no serious or critical violations', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('collection page with the menu open', async ({ page }) => {
    await page.goto('/collection?category=sofa');
    await expect(page.getByRole('heading', { level: 1, name: 'Sofa Collection' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Collection', exact: true })
      .hover();
    await expect(page.getByText('Shop Categories')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('product page', async ({ page, request }) => {
    const [sofa] = await listProducts(request, { category: 'sofa', limit: '1' });
    await page.goto(`/product/${sofa!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shop page', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
