import { expect, test, type Locator, type Page } from '@playwright/test';
import { getDeliveryPromise } from '@/lib/delivery';
import { STORE_POLICY } from '@/lib/store-policy';
import { addToCartViaApi, listProducts, newShopper, registerViaApi, type ListedProduct } from './shop';

/**
 * Issue 17 point 2: the delivery promise by PIN code on the product page, and cash on delivery
 * following it to checkout. Judged by what is on the screen, at 390 px and on a desktop.
 */

const VIEWPORTS = [
  { name: 'phone 390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const;

/** An unsized product the shopper may pay for in cash (under the COD limit). */
async function codProduct(page: Page, skip: number): Promise<ListedProduct> {
  const fit = (await listProducts(page.request, {})).filter(
    (p) =>
      p.inStock &&
      p.price != null &&
      p.price <= STORE_POLICY.codMaxOrderRupees &&
      p.sizes.length === 0 &&
      (p.stock == null || p.stock >= 10),
  );
  const product = fit[skip];
  expect(product, 'an unsized product under the COD limit').toBeDefined();
  return product!;
}

/** The element's box lies wholly inside the viewport's width once scrolled to. */
async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, 'inside the screen width').toBe(true);
}

async function checkPin(page: Page, pin: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Check delivery' });
  await section.getByLabel('PIN code').fill(pin);
  await section.getByRole('button', { name: 'Check' }).click();
}

export function deliveryTests() {
  for (const [i, viewport] of VIEWPORTS.entries()) {
    test.describe(`delivery promise, ${viewport.name}`, () => {
      test.use(viewport.use);

      test('a metro PIN code shows the date and cash on delivery, and is remembered', async ({ page }) => {
        const product = await codProduct(page, i);
        await page.goto(`/product/${product._id}`);
        await checkPin(page, '560038');
        const expected = getDeliveryPromise('560038');
        expect(expected.deliverable).toBe(true);
        const date = page.getByTestId('delivery-date');
        await expect(date).toHaveText(
          `Deliver to 560038 · by ${expected.deliverable ? expected.dateText : ''}`,
        );
        await expect(page.getByTestId('delivery-cod')).toHaveText('Cash on delivery available');
        await expectOnScreen(page, date);
        await expectOnScreen(page, page.getByTestId('delivery-cod'));
        // Another product page on this device: the PIN code and its answer are already there.
        const other = await codProduct(page, i + 2);
        await page.goto(`/product/${other._id}`);
        await expect(page.getByLabel('PIN code')).toHaveValue('560038');
        await expect(page.getByTestId('delivery-date')).toContainText('Deliver to 560038 · by ');
      });

      test('an islands PIN code: no cash on delivery on the product page, nor at checkout', async ({
        page,
      }) => {
        const product = await codProduct(page, i + 4);
        await registerViaApi(page, newShopper(`delivery${i}`));
        await addToCartViaApi(page, product._id);
        await page.goto(`/product/${product._id}`);
        await checkPin(page, '744101');
        await expect(page.getByTestId('delivery-date')).toContainText('Deliver to 744101 · by ');
        const cod = page.getByTestId('delivery-cod');
        await expect(cod).toHaveText(
          'Cash on delivery is not available for PIN code 744101 (Islands). Please pay by UPI or card.',
        );
        await expectOnScreen(page, cod);

        await page.goto('/place-order');
        const form = page.getByRole('form', { name: 'Checkout' });
        await expect(form.getByLabel('PIN code')).toHaveValue('744101');
        await expect(page.getByTestId('cod-refusal')).toContainText('not available for PIN code 744101');
        await expectOnScreen(page, page.getByTestId('cod-refusal'));
        await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);
        await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
        // A metro PIN code brings cash on delivery back.
        await form.getByLabel('PIN code').fill('560038');
        await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeVisible();
        await expect(page.getByTestId('cod-refusal')).toHaveCount(0);
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the PIN code form reloads the page with the answer', async ({ page }) => {
      const product = await codProduct(page, 6);
      await page.goto(`/product/${product._id}`);
      await checkPin(page, '194101');
      await expect(page).toHaveURL(new RegExp(`/product/${product._id}\\?pin=194101`));
      await expect(page.getByTestId('delivery-date')).toContainText('Deliver to 194101 · by ');
      await expect(page.getByTestId('delivery-cod')).toContainText('not available for PIN code 194101');
      await expect(page.getByLabel('PIN code')).toHaveValue('194101');
    });
  });
}
