import { expect, test, type Page } from '@playwright/test';
import {
  fillDeliveryForm,
  listProducts,
  newShopper,
  registerViaApi,
  toast,
  type ListedProduct,
} from './shop';

type ColouredProduct = ListedProduct & { colors: string[]; image: string[] };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The page scrolls sideways when its content is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Every swatch lies inside the screen's width. */
async function expectSwatchesOnScreen(page: Page, width: number): Promise<void> {
  const radios = page.getByTestId('colour-swatches').getByRole('radio');
  const count = await radios.count();
  for (let i = 0; i < count; i++) {
    const box = await radios.nth(i).boundingBox();
    expect(box, `swatch ${i}`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}

/**
 * Colour as a real choice, in one catalogue: a shopper picks a colour with the keyboard (and a size when
 * the product has sizes), adds it to the cart, sees both in the cart, places a cash-on-delivery order and
 * sees both on /orders; on a phone and on a desktop screen.
 */
export function colourJourneys(opts: { category: string; sized: boolean; store: string }) {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${opts.store}: pick a colour with the keyboard${opts.sized ? ' and a size' : ''}, the cart and the order show it (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const fit = (
        (await listProducts(page.request, { category: opts.category })) as ColouredProduct[]
      ).filter(
        (p) =>
          p.inStock &&
          p.price != null &&
          p.price <= 40_000 &&
          p.colors.length >= 2 &&
          (p.stock == null || p.stock >= 10) &&
          p.sizes.length > 0 === opts.sized,
      );
      // From the end of the list, one per screen: the other journeys take theirs from the start.
      const product = fit.at(label === 'phone' ? -1 : -2);
      expect(product, `a product with colours in ${opts.category}`).toBeTruthy();
      const shopper = newShopper(`colours-${label}`);
      await registerViaApi(page, shopper);

      await page.goto(`/product/${product!._id}`);
      const swatches = page.getByRole('radiogroup', { name: /Colour/ });
      await expect(swatches).toBeVisible();
      await expect(swatches.getByRole('radio')).toHaveCount(product!.colors.length);
      const first = swatches.getByRole('radio', { checked: true });
      await expect(first).toHaveCount(1);
      const firstName = (await first.getAttribute('data-colour'))!;

      // The keyboard: one tab stop on the chosen swatch, an arrow key moves the choice to the next colour.
      await first.focus();
      await page.keyboard.press('ArrowRight');
      const chosen = swatches.getByRole('radio', { checked: true });
      const colour = (await chosen.getAttribute('data-colour'))!;
      expect(colour).not.toBe(firstName);
      await expect(chosen).toBeFocused();
      await expect(page.getByTestId('chosen-colour')).toHaveText(`Colour: ${colour}`);
      await expectSwatchesOnScreen(page, viewport.width);
      await expectNoSidewaysScroll(page);

      let size = '';
      if (opts.sized) {
        const sizeButton = page
          .getByTestId('size-picker')
          .getByRole('button')
          .and(page.locator(':enabled'))
          .first();
        size = (await sizeButton.innerText()).trim();
        await sizeButton.click();
      }
      if (label === 'phone') {
        await swatches.screenshot({ path: test.info().outputPath('swatches-390.png') });
        await page.screenshot({ path: test.info().outputPath('product-390.png') });
      }
      await page.getByTestId('add-to-cart').click();
      await expect(toast(page, '✅ Added to cart!')).toBeVisible();

      const options = opts.sized ? `Colour: ${colour} · Size: ${size}` : `Colour: ${colour}`;
      await page.goto('/cart');
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('line-options')).toHaveText(options);
      await expectNoSidewaysScroll(page);
      if (label === 'phone')
        await page.screenshot({ path: test.info().outputPath('cart-390.png'), fullPage: true });

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/place-order$/);
      await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(options);
      await fillDeliveryForm(page);
      await expect(page.getByLabel('State')).toHaveValue('Delhi');
      await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await expect(page).toHaveURL(/\/orders$/);
      const order = page.getByTestId('order-card').first();
      await expect(order).toContainText(product!.name);
      await expect(order.getByTestId('order-line-options').first()).toContainText(options);
      await expectNoSidewaysScroll(page);
    });
  }
}

/**
 * A product with a gallery per colour: choosing another colour shows that colour's images (main image and
 * thumbnails), on a phone, and choosing the first colour again brings its images back.
 */
export function galleryFollowsColour(opts: { store: string }) {
  test(`${opts.store}: the gallery follows the chosen colour (phone)`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const candidates = ((await listProducts(page.request, {})) as ColouredProduct[]).filter(
      (p) => p.colors.length >= 2 && p.image.length >= 2,
    );
    let productId: string | undefined;
    for (const p of candidates) {
      const html = await (await page.request.get(`/product/${p._id}`)).text();
      if (html.includes('data-follows-colour')) {
        productId = p._id;
        break;
      }
    }
    expect(productId, 'a product with a gallery per colour').toBeTruthy();
    await page.goto(`/product/${productId}`);
    const gallery = page.getByTestId('gallery');
    const main = gallery.getByTestId('gallery-zoom').locator('img');
    const thumbs = gallery.getByRole('list', { name: 'Product images' }).locator('img');
    await expect(main).toBeVisible();
    const before = { main: await main.getAttribute('src'), thumb: await thumbs.first().getAttribute('src') };

    const swatches = page.getByRole('radiogroup', { name: /Colour/ });
    const otherName = (await swatches
      .getByRole('radio', { checked: false })
      .first()
      .getAttribute('data-colour'))!;
    const other = swatches.locator(`[data-colour="${otherName}"]`);
    await other.click();
    await expect(other).toHaveAttribute('aria-checked', 'true');
    await expect(main).not.toHaveAttribute('src', before.main!);
    // The photos are of that colour (the store's images are named by shape, colour and view).
    const slug = otherName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await expect(main).toHaveAttribute('src', new RegExp(`-${slug}-`));
    await expect(thumbs.first()).not.toHaveAttribute('src', before.thumb!);
    // The new main image is really shown: loaded, inside the screen's width, with a visible height.
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await main.scrollIntoViewIfNeeded();
    const box = (await main.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThan(200);
    expect(box.y).toBeLessThan(PHONE.height);
    expect(box.y + box.height).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('gallery-colour-390.png') });

    await swatches.getByRole('radio').first().click();
    await expect(main).toHaveAttribute('src', before.main!);
  });
}
