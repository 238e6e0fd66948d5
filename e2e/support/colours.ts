import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';
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

/** The store's photo file names carry the colour's slug: `/media/products/<shape>-<colour>-<view>-a2.webp`. */
const colourSlug = (colour: string) => colour.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The file the browser really shows for an image (its `currentSrc`, after `srcset` picked one), once it has
 * loaded; an image that failed would show the placeholder instead.
 */
async function shownFile(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc !== ''),
    )
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

/** An image shows a photo of that colour (not another colour's photo, not the placeholder). */
async function expectPhotoOf(img: Locator, colour: string, where: string): Promise<void> {
  const file = await shownFile(img);
  expect(file, `${where} shows the ${colour} photo`).toMatch(
    new RegExp(`/media/products/[a-z-]+-${colourSlug(colour)}-(front|detail|room)-`),
  );
}

/** A product's name as shown, free of every colour the product comes in (the chosen one is in "Colour: …"). */
function expectNameWithoutColours(name: string, colours: readonly string[], where: string): void {
  // "Teak Wood" is the material, not the finish: a teak bed in a walnut finish stays a teak wood bed.
  const text = name.replace(/\b[\w-]+ wood\b/gi, '');
  for (const colour of colours) {
    expect(text, `${where}: "${name}" names ${colour}`).not.toMatch(new RegExp(`\\b${colour}\\b`, 'i'));
  }
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
      // The journey runs through the shop, the invoice, the back office and the outbox: minutes on a busy machine.
      test.setTimeout(180_000);
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
      // The photo is the chosen colour's, and the name names no colour (it would be another one's).
      const mainPhoto = page.getByTestId('gallery').getByTestId('gallery-zoom').locator('img');
      await expectPhotoOf(mainPhoto, colour, 'the product page');
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      expect(heading).toBe(product!.name);
      expectNameWithoutColours(heading, product!.colors, 'the product page');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/colour-${opts.store}-product-${label}.png` });
      if (label === 'phone') {
        // On a phone the swatches are below the photo: a second screen shows the thumbnails and the picker.
        await page.getByTestId('chosen-colour').evaluate((el) => el.scrollIntoView({ block: 'center' }));
        // Let the scroll and the header's slide settle, or the screen catches them half-way.
        await page.waitForTimeout(1_000);
        await page.screenshot({ path: `docs/screenshots/colour-${opts.store}-product-picker-${label}.png` });
      }

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
      await expectPhotoOf(line.locator('img').first(), colour, 'the cart');
      await expect(line.getByRole('link', { name: product!.name, exact: true })).toBeVisible();
      expectNameWithoutColours(product!.name, product!.colors, 'the cart');
      await page.screenshot({ path: `docs/screenshots/colour-${opts.store}-cart-${label}.png` });

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/place-order$/);
      await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(options);
      await fillDeliveryForm(page);
      await expect(page.getByLabel('State')).toHaveValue('Delhi');
      await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      // Placing the order and loading /orders takes a while on a busy machine.
      await expect(page).toHaveURL(/\/orders$/, { timeout: 30_000 });
      const order = page.getByTestId('order-card').first();
      await expect(order).toContainText(product!.name);
      await expect(order.getByTestId('order-line-options').first()).toContainText(options);
      await expectNoSidewaysScroll(page);
      const orderLine = order.getByTestId('order-line-options').first().locator('xpath=ancestor::li[1]');
      await expectPhotoOf(orderLine.locator('img').first(), colour, '/orders');
      await expectPhotoOf(order.locator('button img').first(), colour, "/orders' summary");

      const listed = await page.request.post('/api/order/userorders', { data: {} });
      const orderId = ((await listed.json()) as { orders: { _id: string }[] }).orders[0]!._id;
      const title = `${product!.name} (${options})`;

      // The GST invoice: the line's photo and its name with the colour bought.
      await page.goto(`/orders/${orderId}/invoice`);
      // A table on a desktop, one card per line on a phone: whichever the shopper sees.
      const invoiceLine = (
        label === 'phone' ? page.getByTestId('invoice-line-card') : page.getByRole('row')
      ).filter({ hasText: title });
      await expect(invoiceLine).toHaveCount(1);
      await expect(invoiceLine).toBeVisible();
      await expectPhotoOf(invoiceLine.locator('img'), colour, 'the invoice');

      // The back office, in the store owner's own browser: the order page and the e-mail in the outbox.
      const ownerContext = await page
        .context()
        .browser()!
        .newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const owner = await ownerContext.newPage();
      await signInAsAdmin(owner, `/admin/orders/${orderId}`);
      const adminLine = owner.getByTestId('order-item-photo').first().locator('xpath=ancestor::li[1]');
      await expect(adminLine).toContainText(product!.name);
      await expect(adminLine).toContainText(options);
      await expectPhotoOf(owner.getByTestId('order-item-photo').first(), colour, 'the back office order');
      await expectNoSidewaysScroll(owner);

      await owner.goto('/admin/outbox');
      await owner.getByLabel('Recipient').fill(shopper.email);
      await owner.getByRole('button', { name: 'Filter' }).click();
      // The filter is a plain GET form: wait for its page, or the link below is clicked on the old one and
      // the form's navigation lands afterwards, replacing the e-mail page under the test.
      await expect(owner).toHaveURL((url) => url.searchParams.get('to') === shopper.email);
      const entry = owner.getByTestId('outbox-entry').filter({ hasText: /placed/ });
      await expect(entry).toHaveCount(1);
      await entry.getByRole('link', { name: /placed/ }).click();
      await expect(owner.getByTestId('email-text')).toContainText(title);
      // An iframe below the fold gets no animation frames, so bring it on screen before reading inside it.
      await owner.locator('iframe[title="HTML version"]').scrollIntoViewIfNeeded();
      const mail = owner.frameLocator('iframe[title="HTML version"]');
      const mailRow = mail.locator('tr').filter({ hasText: title });
      await expect(mailRow).toHaveCount(1);
      await expectPhotoOf(mailRow.locator('img'), colour, 'the order e-mail');
      await ownerContext.close();
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
