import { expect, test } from '@playwright/test';
import { sizeChartTests } from './support/size-chart';
import { listProducts } from './support/shop';

// Issue 17 point 4: size charts per category.
sizeChartTests('fashion');

test('the owner edits a size chart row in the back office and the product page shows it', async ({
  page,
}) => {
  await page.goto('/admin/size-charts');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email', { exact: true }).fill('admin@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/size-charts$/);
  const row = page.getByRole('form', { name: "Women's Western Styles size XL" });
  await row.getByLabel('Chest (cm)').fill('103');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Size XL saved.')).toBeVisible();

  const product = (await listProducts(page.request, {})).find(
    (p) => p.category === "Women's Western Styles" && p.sizes.includes('XL'),
  );
  expect(product, "a women's western product in XL").toBeDefined();
  await page.goto(`/product/${product!._id}`);
  await page.getByRole('button', { name: 'Size chart' }).click();
  const xl = page.getByRole('dialog', { name: /Size chart/ }).getByRole('row', { name: /^XL/ });
  await expect(xl).toContainText('103 cm');
  await expect(xl).toContainText('40.6 in');
});
