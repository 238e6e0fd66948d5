import { expect, test } from '@playwright/test';

/** Issue 24, point 3 in the fashion store: its collections are its own categories, never furniture. */
for (const screen of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const) {
  test.describe(`at ${screen.name} width`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('the collection chips are the fashion categories and each lists products', async ({ page }) => {
      await page.goto('/collection');
      const chips = page.getByRole('navigation', { name: 'Collections' }).getByRole('link');
      const names = await chips.allInnerTexts();
      expect(names[0]).toBe('All');
      expect(names).toEqual(expect.arrayContaining(["Men's Suits And Blazers", 'Watches']));
      for (const furniture of ['Bed', 'Sofa', 'Chairs', 'Wardrobes']) expect(names).not.toContain(furniture);
      for (const chip of await chips.all()) {
        const box = await chip.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(screen.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screen.width,
      );
      await page.screenshot({ path: `docs/screenshots/collection-fashion-${screen.name}.png` });
      await chips.filter({ hasText: 'Watches' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Watches Collection' })).toBeVisible();
      await expect(page.getByText(/of [1-9]\d* products?$/)).toBeVisible();
    });

    test('a dress description names no size the dress is not sold in', async ({ page }) => {
      const res = await page.request.get('/api/product/list', { params: { q: 'dress', limit: '100' } });
      const { products } = (await res.json()) as {
        products: { _id: string; subCategory: string; sizes: string[]; description: string }[];
      };
      const dresses = products.filter((p) => p.subCategory === 'Dresses');
      expect(dresses.length).toBeGreaterThan(0);
      for (const d of dresses) {
        if (!d.sizes.includes('XS')) expect(d.description, d._id).not.toMatch(/\bXS\b/);
      }
      const dress = dresses.find((d) => !d.sizes.includes('XS')) ?? dresses[0]!;
      await page.goto(`/product/${dress._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (!dress.sizes.includes('XS')) await expect(page.getByRole('main')).not.toContainText(/choose XS/);
    });
  });
}
