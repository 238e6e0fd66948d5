import { expect, test, type Locator, type Page } from '@playwright/test';
import { listProducts } from './shop';

/**
 * Issue 12: the store as a phone shows it. These tests measure what is on the screen (bounding
 * boxes, scroll widths, pixels), because the DOM held every menu link while the open menu was a
 * 32 px strip and the cart icon sat past the right edge.
 */

export const PHONE_WIDTHS = [320, 360, 390, 412] as const;
const HEIGHT = 800;

const phone = (width: number) => ({
  viewport: { width, height: HEIGHT },
  isMobile: true,
  hasTouch: true,
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** A product the catalogue lists first by name: stable across runs of the seeded store. */
async function productPath(page: Page): Promise<string> {
  const [first] = await listProducts(page.request, { limit: '1' });
  expect(first, 'a product').toBeDefined();
  return `/product/${first!._id}`;
}

/** Two cart lines and a wishlist entry, so the header's count badges show. */
async function fillBasket(page: Page): Promise<void> {
  const products = (await listProducts(page.request, {})).filter(
    (p) => p.inStock && p.price != null && p.sizes.length === 0,
  );
  const [a, b] = products;
  expect(b, 'two unsized products').toBeDefined();
  await page.addInitScript(
    ({ cart, wishlist }) => {
      localStorage.setItem('cartItems', JSON.stringify(cart));
      localStorage.setItem('wishlist', JSON.stringify(wishlist));
    },
    { cart: { [a!._id]: { default: 9 }, [b!._id]: { default: 3 } }, wishlist: [a!._id] },
  );
}

async function expectInsideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the right edge (${width} px)`).toBeLessThanOrEqual(width);
  expect(box!.width, `${what} is not squeezed away`).toBeGreaterThanOrEqual(16);
}

async function expectNoSideways(page: Page, path: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is no wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

async function openMenu(page: Page): Promise<Locator> {
  await menuButton(page).click();
  const dialog = menu(page);
  await expect(dialog).toBeVisible();
  // The panel's code loads on first open.
  await expect(dialog.getByRole('link', { name: 'Login' })).toBeAttached({ timeout: 30_000 });
  return dialog;
}

/** Header, overflow and menu geometry at the phone widths, in one store. */
export function phoneTests() {
  for (const width of PHONE_WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use(phone(width));

      test('every header control and count badge is inside the screen', async ({ page }) => {
        await fillBasket(page);
        await page.goto('/');
        const cart = nav(page).getByTestId('nav-cart');
        await expect(cart).toHaveAccessibleName(/^Cart, [1-9]\d* items$/);
        const controls: [string, Locator][] = [
          ['☰', menuButton(page)],
          ['the store name', nav(page).getByRole('link', { name: / home$/ })],
          ['search', nav(page).getByRole('link', { name: 'Search products' })],
          ['wishlist', nav(page).getByRole('link', { name: /^Wishlist/ })],
          ['account', nav(page).getByRole('link', { name: 'Sign in' })],
          ['cart', cart],
          ['the cart badge', cart.getByTestId('count-badge')],
          [
            'the wishlist badge',
            nav(page)
              .getByRole('link', { name: /^Wishlist/ })
              .getByTestId('count-badge'),
          ],
        ];
        for (const [what, locator] of controls) {
          await expect(locator, what).toBeVisible();
          await expectInsideViewport(page, locator, what);
        }
        await expect(cart.getByTestId('count-badge')).toHaveText(/^[1-9]\d*$/);
        // The name may end in … at 320 px, but a shopper still reads most of it.
        const name = await nav(page)
          .getByRole('link', { name: / home$/ })
          .boundingBox();
        expect(name!.width).toBeGreaterThanOrEqual(60);
      });

      test('no page scrolls sideways', async ({ page }) => {
        await fillBasket(page);
        for (const path of ['/', '/shop', await productPath(page), '/cart', '/wishlist', '/login', '/menu']) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expectNoSideways(page, path);
        }
      });
    });
  }

  for (const width of [360, 390] as const) {
    test.describe(`the menu at ${width} px`, () => {
      test.use(phone(width));

      test('covers the screen, scrolls, and every link in it can be reached and followed', async ({
        page,
      }) => {
        await page.goto('/');
        const dialog = await openMenu(page);
        const box = await dialog.boundingBox();
        expect(box!.height, 'the open menu is the height of the screen').toBeGreaterThanOrEqual(HEIGHT * 0.9);
        expect(box!.width).toBeGreaterThanOrEqual(width * 0.9);
        // The page behind does not scroll while the menu is open.
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

        const links = dialog.getByRole('link');
        const count = await links.count();
        expect(count).toBeGreaterThan(8);
        for (let i = 0; i < count; i++) {
          const link = links.nth(i);
          await link.scrollIntoViewIfNeeded();
          const linkBox = await link.boundingBox();
          const what = `menu link ${await link.innerText()}`;
          expect(linkBox, what).not.toBeNull();
          expect(linkBox!.y, what).toBeGreaterThanOrEqual(0);
          expect(linkBox!.y + linkBox!.height, what).toBeLessThanOrEqual(HEIGHT);
          await expectInsideViewport(page, link, what);
        }

        const last = links.last();
        const href = await last.getAttribute('href');
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(dialog).toBeHidden();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      });

      test('keeps focus inside while open and gives it back to ☰ on Escape and on close', async ({
        page,
      }) => {
        await page.goto('/');
        const dialog = await openMenu(page);
        const inside = () => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'));
        expect(await inside(), 'focus moves into the menu').toBe(true);
        const stops = await dialog.locator('a[href], button, input').count();
        for (let i = 0; i < stops + 3; i++) {
          await page.keyboard.press('Tab');
          expect(await inside(), `Tab ${i + 1} stays in the menu`).toBe(true);
        }
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press('Shift+Tab');
          expect(await inside(), `Shift+Tab ${i + 1} stays in the menu`).toBe(true);
        }

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(menuButton(page)).toBeFocused();

        await openMenu(page);
        await dialog.getByRole('button', { name: 'Close menu' }).click();
        await expect(dialog).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
      });
    });
  }
}

/** Pixel comparisons of the phone screens at 390 px; the baselines live in e2e/__screenshots__. */
export function phoneScreenshotTests() {
  test.describe('phone screens at 390 px', () => {
    test.use(phone(390));
    // Loose enough for font antialiasing, far too tight for a 32 px menu over the page.
    const options = { maxDiffPixelRatio: 0.03 };
    // Carousels move on their own; the home hero picks its image and three products at random.
    const moving = (page: Page) => [
      page.locator('[aria-roledescription="carousel"]'),
      page.getByTestId('hero-image'),
      page.getByRole('list', { name: 'Popular right now' }),
    ];

    test('home', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('home.png', { ...options, mask: moving(page) });
    });

    test('shop', async ({ page }) => {
      await page.goto('/shop');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('shop.png', { ...options, mask: moving(page) });
    });

    test('product', async ({ page }) => {
      await page.goto(await productPath(page));
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('product.png', { ...options, mask: moving(page) });
    });

    test('cart', async ({ page }) => {
      await fillBasket(page);
      await page.goto('/cart');
      await expect(page.getByText('Loading your cart…')).toBeHidden();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('cart.png', options);
    });

    test('open menu', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await openMenu(page);
      await expect(page).toHaveScreenshot('menu.png', options);
    });
  });
}
