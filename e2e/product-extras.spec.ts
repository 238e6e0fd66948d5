import { expect, test } from '@playwright/test';
import { listProducts, toast } from './support/shop';

test('recently viewed products follow the shopper from product to product and home, on a phone', async ({
  page,
  request,
}) => {
  const [first, second, third] = (await listProducts(request, { category: 'Watches' })).slice(0, 3);
  expect(third).toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  const strip = page.getByRole('region', { name: 'Recently viewed' });

  // The first product page has nothing to show: the product on screen is never in its own strip.
  await page.goto(`/product/${first!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(strip).toHaveCount(0);

  await page.goto(`/product/${second!._id}`);
  await expect(strip.getByRole('link')).toHaveText([new RegExp(first!.name)]);
  await page.goto(`/product/${third!._id}`);
  // Most recent first, without the product on screen.
  await expect(strip.getByRole('link')).toHaveText([new RegExp(second!.name), new RegExp(first!.name)]);

  await page.goto('/');
  await expect(strip.getByRole('link')).toHaveText([third, second, first].map((p) => new RegExp(p!.name)));
  await strip.scrollIntoViewIfNeeded();
  const box = (await strip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A link in the strip opens that product.
  await strip.getByRole('link', { name: new RegExp(first!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first!._id}$`));
});

test('Share copies the product link where there is no share sheet', async ({ page, context, request }) => {
  const [product] = await listProducts(request, { category: 'Watches' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/product/${product!._id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(`/product/${product!._id}`);
});

test('the main product image zooms where it is clicked, follows the pointer, and zooms out', async ({
  page,
  request,
}) => {
  const [product] = await listProducts(request, { category: 'Watches' });
  await page.goto(`/product/${product!._id}`);
  const zoom = page.getByTestId('gallery-zoom');
  const image = zoom.locator('img');
  const frame = (await zoom.boundingBox())!;
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await zoom.click({ position: { x: frame.width * 0.25, y: frame.height * 0.25 } });
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect(zoom).toHaveAccessibleName(`Zoom out of ${product!.name}`);
  // The image is drawn 2.5× larger than its frame, which still clips it to the same place on screen.
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(frame.width * 2);
  expect((await zoom.boundingBox())!.width).toBeCloseTo(frame.width, 0);
  const origin = () => image.evaluate((img) => getComputedStyle(img).transformOrigin);
  const before = await origin();
  await page.mouse.move(frame.x + frame.width * 0.75, frame.y + frame.height * 0.75);
  await expect.poll(origin).not.toBe(before);
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await image.boundingBox())!.width).toBeLessThanOrEqual(frame.width + 1);
});
