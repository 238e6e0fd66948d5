import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';
import { listProducts, newShopper, registerViaApi, toast, type ListedProduct } from './shop';

// Issue 27 point 2: the owner's colour × size stock grid. A product with one colour and size sold out; the
// shop offers it as unavailable; the owner restocks that one cell in the grid; the shopper can then buy it.

const VIEWPORTS = [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

type Catalogue = {
  store: 'fashion' | 'furniture';
  category: string;
  colors: [string, string];
  /** Empty for a piece without sizes (a sofa): the grid then has one column. */
  sizes: string[];
};

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

async function expectInsideWidth(page: Page, locator: Locator, what: string): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box, what).not.toBeNull();
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

export function variantGridJourney(c: Catalogue) {
  const [first, soldOut] = c.colors;
  const size = c.sizes.at(-1) ?? 'default';
  const cellName = c.sizes.length > 0 ? `Stock for ${soldOut} / ${size}` : `Stock for ${soldOut}`;
  const cells = c.colors.flatMap((color) =>
    (c.sizes.length > 0 ? c.sizes : ['default']).map((s) => ({
      color,
      size: s,
      stock: color === soldOut && s === size ? 0 : 5,
    })),
  );
  const startTotal = 5 * (cells.length - 1);

  for (const [label, viewport] of VIEWPORTS) {
    test(`${c.store}: the owner restocks one sold-out colour${c.sizes.length ? ' and size' : ''} in the grid and the shopper can buy it (${label})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(180_000);
      const owner = await (
        await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })
      ).newPage();
      await page.setViewportSize(viewport);
      await signInAsAdmin(owner, '/admin/products');
      const listed = (await listProducts(page.request, { category: c.category })) as (ListedProduct & {
        image: string[];
      })[];
      const photo = listed[0]!.image[0];
      const created = await owner.request.post('/api/admin/products', {
        data: {
          name: `Grid ${c.store} ${label} ${Date.now().toString(36)}`,
          category: c.category,
          regularPrice: 1499,
          hsnCode: c.store === 'fashion' ? '6205' : '9401',
          gstRatePercent: c.store === 'fashion' ? 5 : 18,
          colors: c.colors,
          sizes: c.sizes,
          image: [photo],
          variantStock: cells,
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { product } = (await created.json()) as { product: { _id: string; stock: number } };
      expect(product.stock).toBe(startTotal);

      // The shop: the sold-out combination cannot be chosen.
      await registerViaApi(page, newShopper(`grid-${c.store}`));
      await page.goto(`/product/${product._id}`);
      const swatches = page.getByRole('radiogroup', { name: /Colour/ });
      const soldOutSwatch = swatches.locator(`[data-colour="${soldOut}"]`);
      const sizeButton = page.getByTestId('size-picker').getByRole('button', { name: size, exact: true });
      if (c.sizes.length > 0) {
        await soldOutSwatch.click();
        await expect(soldOutSwatch).toHaveAttribute('aria-checked', 'true');
        await expect(sizeButton).toBeDisabled();
        await expect(sizeButton).toHaveAttribute('title', `${size} is sold out in ${soldOut}`);
      } else {
        await expect(soldOutSwatch).toHaveText(`${soldOut} (sold out)`);
        await expect(soldOutSwatch).toHaveAttribute('aria-disabled', 'true');
      }

      // The back office: the grid shows the sold-out cell and the total; the owner restocks that one cell.
      await owner.goto(`/admin/products/${product._id}`);
      const grid = owner.getByTestId('stock-grid');
      await expect(owner.getByLabel('Stock per colour and size')).toBeChecked();
      const cell = grid.getByLabel(cellName, { exact: true });
      await expect(cell).toHaveValue('0');
      await expect(grid.getByLabel(`Stock for ${first}${c.sizes.length ? ` / ${size}` : ''}`)).toHaveValue(
        '5',
      );
      await expect(owner.getByTestId('stock-total')).toHaveText(
        `Total in stock: ${startTotal} (the sum of the grid)`,
      );
      const galleries = owner.getByRole('region', { name: 'Images per colour' });
      await expect(galleries.getByRole('group', { name: `${soldOut} images` })).toBeVisible();
      await expect(galleries.getByRole('list', { name: `${first} images` })).toBeVisible();
      await galleries.scrollIntoViewIfNeeded();
      await expectInsideWidth(owner, galleries, 'the images per colour');
      await galleries.screenshot({
        path: test.info().outputPath(`colour-images-${c.store}-${viewport.width}.png`),
      });
      await cell.scrollIntoViewIfNeeded();
      await expectInsideWidth(owner, grid, 'the stock grid');
      await expectInsideWidth(owner, cell, 'the sold-out cell');
      await expectNoSidewaysScroll(owner);
      await cell.fill('7');
      await expect(owner.getByTestId('stock-total')).toContainText(`Total in stock: ${startTotal + 7}`);
      await grid.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: test.info().outputPath(`grid-${c.store}-${viewport.width}.png`) });
      await owner.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(owner, 'Product saved.')).toBeVisible();
      await owner.reload();
      await expect(owner.getByTestId('stock-grid').getByLabel(cellName, { exact: true })).toHaveValue('7');
      await expect(owner.getByTestId('stock-total')).toContainText(`Total in stock: ${startTotal + 7}`);
      await expectNoSidewaysScroll(owner);
      await owner.context().close();

      // The shop again: that colour and size can be chosen and goes into the cart.
      await page.goto(`/product/${product._id}`);
      await expect(soldOutSwatch).toHaveText(soldOut);
      await expect(soldOutSwatch).not.toHaveAttribute('aria-disabled', 'true');
      await soldOutSwatch.click();
      await expect(page.getByTestId('chosen-colour')).toHaveText(`Colour: ${soldOut}`);
      if (c.sizes.length > 0) {
        await expect(sizeButton).toBeEnabled();
        await sizeButton.click();
        await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
      }
      await expectNoSidewaysScroll(page);
      await page.getByTestId('add-to-cart').click();
      await expect(toast(page, '✅ Added to cart!')).toBeVisible();
      await page.goto('/cart');
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('line-options')).toHaveText(
        c.sizes.length > 0 ? `Colour: ${soldOut} · Size: ${size}` : `Colour: ${soldOut}`,
      );
    });
  }
}
