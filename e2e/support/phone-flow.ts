import { expect, test, type Locator, type Page } from '@playwright/test';
import { listProducts, navCart, rupees, type ListedProduct } from './shop';

/**
 * Issue 12 point 3: shopping on a phone, judged by what is on the screen (bounding boxes against
 * the viewport), not by what is in the DOM. Shared by both catalogues' specs.
 */

type Box = { x: number; y: number; width: number; height: number };

/** The element's box lies wholly inside the viewport (and below `top`, e.g. the fixed header). */
async function onScreen(page: Page, locator: Locator, top = 0): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= top - 0.5 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

async function expectOnScreen(page: Page, locator: Locator, what: string, top = 0): Promise<void> {
  await expect
    .poll(() => onScreen(page, locator, top), { message: `${what} is wholly on screen` })
    .toBe(true);
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** The bottom edge of the fixed header: what lies above it is hidden behind the header. */
async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = [...document.querySelectorAll('header')].find(
      (h) => getComputedStyle(h).position === 'fixed',
    );
    return header ? header.getBoundingClientRect().bottom : 0;
  });
}

/** Scrolls to a fraction of the page's height at once (the page scrolls smoothly by default). */
async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate(
    (f) => window.scrollTo({ top: document.documentElement.scrollHeight * f, behavior: 'instant' }),
    fraction,
  );
}

function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function buyable(page: Page, sized: boolean): Promise<ListedProduct | undefined> {
  const products = await listProducts(page.request, { inStock: 'true' });
  return products.find(
    (p) => p.price != null && (p.stock == null || p.stock >= 5) && p.sizes.length > 0 === sized,
  );
}

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** The sticky Add to cart bar, the inline size message and the filter drawer, at 360 and 390 px. */
export function phoneFlowTests(opts: { sizedProducts: boolean; unsizedProducts: boolean }) {
  for (const viewport of PHONES) {
    test.describe(`on a ${viewport.width} px phone`, () => {
      test.use({ viewport, isMobile: true, hasTouch: true });

      if (opts.sizedProducts) {
        test('the Add to cart bar stays on screen, asks for a size inline, then adds', async ({ page }) => {
          const product = await buyable(page, true);
          expect(product, 'an in-stock product with sizes').toBeDefined();
          const dialogs = collectDialogs(page);
          await page.goto(`/product/${product!._id}`);
          const bar = page.getByTestId('buy-bar');
          await expect(bar).toContainText(rupees(product!.price!));
          await expect(bar.getByTestId('buy-bar-size')).toHaveText('Select a size');

          // Halfway down the page (the sizes scrolled away) the bar is still wholly on screen, at its foot.
          await scrollToFraction(page, 0.5);
          await expectOnScreen(page, bar, 'the Add to cart bar');
          const box = (await bar.boundingBox()) as Box;
          expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
          const sizes = page.getByTestId('size-picker');
          expect(await onScreen(page, sizes), 'sizes scrolled out of view first').toBe(false);

          await bar.getByRole('button', { name: 'Add to cart', exact: true }).click();
          const message = sizes.getByRole('alert');
          await expect(message).toHaveText('Please select a size');
          await expectOnScreen(page, message, 'the size message', await headerBottom(page));
          await expectOnScreen(page, sizes, 'the sizes', await headerBottom(page));
          // Next to the sizes: inside their group, right under the buttons.
          const group = (await sizes.boundingBox()) as Box;
          const said = (await message.boundingBox()) as Box;
          expect(said.y).toBeGreaterThanOrEqual(group.y);
          expect(said.y + said.height).toBeLessThanOrEqual(group.y + group.height + 1);
          await expect(sizes.getByRole('button').first()).toBeFocused();
          await expect(bar.getByTestId('buy-bar-size')).toHaveText('Select a size');
          await expect(navCart(page)).toHaveAccessibleName('Cart, 0 items');

          const size = product!.sizes[0]!;
          await sizes.getByRole('button', { name: size, exact: true }).click();
          await expect(sizes.getByTestId('size-message')).toBeEmpty();
          await expect(bar.getByTestId('buy-bar-size')).toHaveText(`Size ${size}`);
          await bar.getByRole('button', { name: 'Add to cart', exact: true }).click();
          await expect(navCart(page)).toHaveAccessibleName('Cart, 1 items');
          expect(dialogs, 'native dialogs').toEqual([]);
          await expectNoSideScroll(page);
        });
      }

      if (opts.unsizedProducts) {
        test('a product without sizes has a bar with no size state, and adds at once', async ({ page }) => {
          const product = await buyable(page, false);
          expect(product, 'an in-stock product without sizes').toBeDefined();
          const dialogs = collectDialogs(page);
          await page.goto(`/product/${product!._id}`);
          const bar = page.getByTestId('buy-bar');
          await expect(bar).toContainText(rupees(product!.price!));
          await expect(bar.getByTestId('buy-bar-size')).toHaveCount(0);
          await scrollToFraction(page, 0.5);
          await expectOnScreen(page, bar, 'the Add to cart bar');
          await bar.getByRole('button', { name: 'Add to cart', exact: true }).click();
          await expect(navCart(page)).toHaveAccessibleName('Cart, 1 items');
          expect(dialogs, 'native dialogs').toEqual([]);
          await expectNoSideScroll(page);
        });
      }

      test('at the end of a product page the footer is not under the bar', async ({ page }) => {
        const [product] = await listProducts(page.request, { sort: 'featured', limit: '1' });
        await page.goto(`/product/${product!._id}`);
        const bar = page.getByTestId('buy-bar');
        const footer = page.getByRole('contentinfo');
        await expect
          .poll(async () => {
            await scrollToFraction(page, 1);
            const [b, f] = await Promise.all([bar.boundingBox(), footer.boundingBox()]);
            return b && f ? f.y + f.height <= b.y + 0.5 : false;
          })
          .toBe(true);
        await expectNoSideScroll(page);
      });

      test('ticking a filter folds the panel onto the results, with a chip that removes it', async ({
        page,
      }) => {
        const [first] = await listProducts(page.request, { sort: 'featured', limit: '1' });
        const category = first!.category;
        await page.goto('/shop');
        const drawer = page.locator('details').filter({ hasText: 'Filters' });
        await drawer.locator('summary').click();
        const box = drawer.getByRole('checkbox', { name: displayed(category), exact: true });
        // A click, not check(): the ticked box leaves the page with the panel it folds away.
        await box.click();

        await expect(page).toHaveURL(/category=/);
        await expect(drawer).not.toHaveAttribute('open');
        await expect(box).toBeHidden();
        await expect(
          page.getByRole('region', { name: 'Products' }),
          'focus moves to the results',
        ).toBeFocused();
        const chips = page.getByRole('list', { name: 'Active filters' });
        const chip = chips.getByRole('link', { name: `Remove filter: ${displayed(category)}` });
        await expect(chip).toBeVisible();
        const top = await headerBottom(page);
        const card = page.getByTestId('results').getByTestId('product-card').first();
        await expectOnScreen(page, card, 'the first result', top);
        await expectOnScreen(page, chip, 'the filter chip', top);
        await expect(drawer.getByTestId('active-filter-count')).toHaveText('1');
        await expectNoSideScroll(page);

        await chip.click();
        await expect(page).not.toHaveURL(/categor/);
        await expect(chips).toHaveCount(0);
        await expect(drawer.getByTestId('active-filter-count')).toHaveCount(0);
        await expectNoSideScroll(page);
      });
    });
  }

  test('on a desktop the Add to cart button stays in the page, without the phone bar', async ({ page }) => {
    const [product] = await listProducts(page.request, { sort: 'featured', limit: '1' });
    await page.goto(`/product/${product!._id}`);
    const bar = page.getByTestId('buy-bar');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await expect(bar.getByTestId('buy-bar-size')).toBeHidden();
    await scrollToFraction(page, 1);
    await expect(
      bar.getByRole('button', { name: /Add to cart|Out of stock|Not available/ }),
    ).not.toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filter chips show on a desktop too, and work as plain links', async ({ page }) => {
      await page.goto('/shop?inStock=true&minRating=1');
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByRole('link')).toHaveText([/1★ & above/, /In stock only/, 'Clear all']);
      await chips.getByRole('link', { name: 'Remove filter: In stock only' }).click();
      await expect(page).toHaveURL(/\/shop\?minRating=1$/);
      await expect(chips.getByRole('link')).toHaveText([/1★ & above/, 'Clear all']);
      await chips.getByRole('link', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/shop$/);
      await expect(chips).toHaveCount(0);
    });
  });
}

/** A category as the filter form shows it (displayName). */
function displayed(value: string): string {
  const text = value.trim();
  return text !== text.toLowerCase() ? text : text.charAt(0).toLocaleUpperCase('en-IN') + text.slice(1);
}
