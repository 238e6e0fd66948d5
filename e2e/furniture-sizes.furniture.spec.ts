import { expect, test, type Page } from '@playwright/test';

/** Issue 24, points 3, 4, 5 and 8 in the furniture store, at a phone's width and a desktop's. */
const screens = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

type SizedProduct = {
  _id: string;
  name: string;
  price: number;
  sizes: string[];
  sizeVariants: { size: string; price: number; dimensions: { width: number | null } }[];
};

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The box is on screen, inside the viewport's width (no sideways scrolling to reach it). */
async function expectInViewport(page: Page, box: { x: number; width: number } | null) {
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const screen of screens) {
  test.describe(`at ${screen.name} width`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('the collection chips are the furniture categories, Wardrobes included', async ({ page }) => {
      await page.goto('/collection');
      const chips = page.getByRole('navigation', { name: 'Collections' }).getByRole('link');
      await expect(chips).toHaveText(['All', 'Bed', 'Sofa', 'Chairs', 'Wardrobes']);
      for (const chip of await chips.all()) await expectInViewport(page, await chip.boundingBox());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screen.width,
      );
      await page.screenshot({ path: `docs/screenshots/collection-furniture-${screen.name}.png` });
      await chips.filter({ hasText: 'Wardrobes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wardrobes Collection' })).toBeVisible();
      await expect(page.getByTestId('results').getByTestId('product-card').first()).toBeVisible();
    });

    test('a bed size shows its own price and dimensions, and the card reads "from"', async ({ page }) => {
      const res = await page.request.get('/api/product/list', {
        params: { category: 'bed', limit: '200', sort: 'name-asc' },
      });
      const { products } = (await res.json()) as { products: SizedProduct[] };
      const bed = products.find((p) => p.sizeVariants.length >= 2 && p.price != null);
      expect(bed, 'a bed sold in two sizes or more').toBeTruthy();
      const [small, large] = [bed!.sizeVariants[0]!, bed!.sizeVariants.at(-1)!];
      // The API's price is the cheapest size's: what the card shows after "from".
      expect(bed!.price).toBe(Math.min(...bed!.sizeVariants.map((v) => v.price)));
      expect(large.price).toBeGreaterThan(small.price);

      await page.goto(`/shop?q=${encodeURIComponent(bed!.name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: bed!.name }).first();
      await expect(card).toContainText(new RegExp(`from\\s*${rupees(bed!.price)}`));
      await page.goto(`/product/${bed!._id}`);
      await expect(page.getByRole('heading', { level: 1, name: bed!.name })).toBeVisible();
      const picker = page.getByTestId('size-picker');
      const details = page.getByTestId('size-details');
      for (const v of [small, large]) {
        await picker.getByRole('button', { name: v.size, exact: true }).click();
        await expect(details).toContainText(`${v.size}: ${rupees(v.price)}`);
        await expect(details).toContainText(`${v.dimensions.width} ×`);
        await expectInViewport(page, await details.boundingBox());
        if (screen.name === 'phone')
          await expect(page.getByTestId('buy-bar-price')).toHaveText(rupees(v.price));
      }
      expect(small.dimensions.width).not.toBe(large.dimensions.width);
    });

    test('Wardrobes is in the collection menu, the phone menu and the footer', async ({ page }) => {
      await page.goto('/');
      if (screen.name === 'desktop') {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Collection', exact: true }).hover();
        const link = nav.getByRole('link', { name: 'Wardrobes', exact: true });
        await expect(link).toBeVisible();
        await expectInViewport(page, await link.boundingBox());
        await expect(link).toHaveAttribute('href', '/collection?category=wardrobes');
      } else {
        await page.goto('/menu');
        const link = page.getByRole('main').getByRole('link', { name: 'Wardrobes', exact: true });
        await expect(link).toBeVisible();
        await expectInViewport(page, await link.boundingBox());
        await expect(link).toHaveAttribute('href', '/collection?category=wardrobes');
      }
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Wardrobes', exact: true });
      await footerLink.scrollIntoViewIfNeeded();
      await expect(footerLink).toBeVisible();
      await expectInViewport(page, await footerLink.boundingBox());
      await footerLink.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wardrobes Collection' })).toBeVisible();
    });

    test('the return policy speaks of furniture, not washing or tags', async ({ page }) => {
      await page.goto('/return-policy');
      const main = page.getByRole('main');
      await expect(main.getByText('free of damage and returned with all their parts')).toBeVisible();
      await expect(main).not.toContainText('unwashed');
      await expect(main).not.toContainText('tags attached');
    });
  });
}
