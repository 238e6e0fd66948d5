import { expect, test, type Page, type Request } from '@playwright/test';
import {
  addToCartViaApi,
  addToWishlistViaApi,
  loginViaForm,
  logoutViaApi,
  logoutViaMenu,
  navCart,
  navWishlist,
  newShopper,
  productsOfFile,
  registerViaApi,
  rupees,
  toast,
  type ListedProduct,
} from './support/shop';

/** Products of this file only (glasses: no size to pick, so one click adds them to the cart). */
const product = productsOfFile({ category: "Men's Glasses", sized: false, count: 6 });

async function addToCartAsShopper(page: Page, p: ListedProduct) {
  await page.goto(`/product/${p._id}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(toast(page, '✅ Added to cart!')).toBeVisible();
}

async function heartOnProductPage(page: Page, p: ListedProduct) {
  await page.goto(`/product/${p._id}`);
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: `Add ${p.name} to wishlist` })
    .first();
  await heart.click();
  await expect(toast(page, '❤️ Added to wishlist!')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${p.name} from wishlist` })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
}

function cartLine(page: Page, p: ListedProduct) {
  return page.getByTestId('cart-line').filter({ hasText: p.name });
}

function wishlistItem(page: Page, p: ListedProduct) {
  return page.getByTestId('wishlist-grid').getByRole('listitem').filter({ hasText: p.name });
}

test('a visitor keeps a cart and a wishlist, and signing up carries them into the new account', async ({
  page,
}) => {
  const shopper = newShopper('signup');
  await page.goto('/');
  await expect(navCart(page)).toHaveAccessibleName('Cart, 0 items');

  await addToCartAsShopper(page, product(0));
  await expect(navCart(page)).toHaveAccessibleName('Cart, 1 items');
  await expect(navCart(page)).toHaveText('1');
  await heartOnProductPage(page, product(1));
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 1 items');

  const stored = await page.evaluate(() => [
    localStorage.getItem('cartItems'),
    localStorage.getItem('wishlist'),
  ]);
  expect(JSON.parse(stored[0] ?? '{}')).toEqual({ [product(0)._id]: { default: 1 } });
  expect(JSON.parse(stored[1] ?? '[]')).toEqual([product(1)._id]);

  // A visitor's cart asks them to log in before checking out.
  await page.goto('/cart');
  await expect(cartLine(page, product(0))).toBeVisible();
  await page.getByRole('link', { name: 'Login to Continue' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(shopper.name);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(cartLine(page, product(0))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 1 items');

  // The local copies moved to the server.
  expect(
    await page.evaluate(() => [localStorage.getItem('cartItems'), localStorage.getItem('wishlist')]),
  ).toEqual([null, null]);
  const server = await page.request.post('/api/cart/get', { data: {} });
  expect((await server.json()).cartData).toEqual({ [product(0)._id]: { default: 1 } });
  const wish = await page.request.get('/api/wishlist/get');
  expect((await wish.json()).wishlist).toEqual([product(1)._id]);
});

test('logging in merges the visitor copy with the saved one; quantities, removal, logout and login again', async ({
  page,
}) => {
  const shopper = newShopper('merge');
  // The account already holds a cart line and a wishlist item from an earlier visit.
  await registerViaApi(page, shopper);
  await addToCartViaApi(page, product(2)._id);
  await addToWishlistViaApi(page, product(3)._id);
  await logoutViaApi(page);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await addToCartAsShopper(page, product(4));
  await heartOnProductPage(page, product(5));
  await expect(navCart(page)).toHaveAccessibleName('Cart, 1 items');

  // The login answer carries the merged cart and wishlist: no merge or reload call follows it.
  const followUps: string[] = [];
  const followUp = /\/api\/(cart\/(merge|lines)|wishlist\/(merge|get)|user\/info)$/;
  const record = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (followUp.test(path)) followUps.push(path);
  };
  page.on('request', record);
  await loginViaForm(page, shopper);
  await expect(navCart(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 2 items');
  expect(followUps).toEqual([]);
  page.off('request', record);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(cartLine(page, product(2))).toBeVisible();
  await expect(cartLine(page, product(4))).toBeVisible();
  await page.goto('/wishlist');
  await expect(wishlistItem(page, product(3))).toBeVisible();
  await expect(wishlistItem(page, product(5))).toBeVisible();

  // Quantities and removal are saved on the server: a reload shows them unchanged.
  await page.goto('/cart');
  const kept = cartLine(page, product(2));
  await kept.getByRole('button', { name: `Increase quantity of ${product(2).name}` }).click();
  await expect(kept.getByTestId('line-quantity')).toHaveText('2');
  await kept.getByRole('button', { name: `Increase quantity of ${product(2).name}` }).click();
  await expect(kept.getByTestId('line-quantity')).toHaveText('3');
  await kept.getByRole('button', { name: `Decrease quantity of ${product(2).name}` }).click();
  await expect(kept.getByTestId('line-quantity')).toHaveText('2');
  // The page shows a change at once and saves it after the writes before it; wait for the last save
  // (the removal) before reloading, as a reload would cancel a save still on its way.
  const removalSaved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/cart/update') &&
      (r.request().postDataJSON() as { quantity?: number } | null)?.quantity === 0,
  );
  await cartLine(page, product(4))
    .getByRole('button', { name: `Remove ${product(4).name} from cart` })
    .click();
  await expect(cartLine(page, product(4))).toHaveCount(0);
  expect((await removalSaved).ok()).toBe(true);
  await expect(navCart(page)).toHaveAccessibleName('Cart, 2 items');
  const expectedSubtotal = (product(2).price ?? 0) * 2;
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(expectedSubtotal));

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(cartLine(page, product(2)).getByTestId('line-quantity')).toHaveText('2');

  // Logging out clears everything the browser shows.
  await logoutViaMenu(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(navCart(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(navCart(page)).toHaveText('');
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 0 items');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart Feels Lonely' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();

  // Signing in again brings the saved copy back.
  await loginViaForm(page, shopper);
  await expect(navCart(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 2 items');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(cartLine(page, product(2)).getByTestId('line-quantity')).toHaveText('2');
});

test('the heart on a product card toggles the wishlist both ways', async ({ page }) => {
  await page.goto('/shop?category=' + encodeURIComponent("Men's Glasses"));
  const card = page.getByTestId('product-card').first();
  const heart = card.getByTestId('wishlist-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(toast(page, '❤️ Added to wishlist!')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 1 items');
  // The heart sits on the card's link but does not follow it.
  await expect(page).toHaveURL(/\/shop\?/);
  await heart.click();
  await expect(toast(page, '💔 Removed from wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 0 items');
});

test('a failed wishlist save rolls the heart back and says so', async ({ page }) => {
  const shopper = newShopper('wishfail');
  await registerViaApi(page, shopper);
  await page.goto(`/product/${product(0)._id}`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.route('**/api/wishlist/add', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'boom' }),
    }),
  );
  const heart = page.getByRole('main').getByTestId('wishlist-toggle').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(toast(page, 'Failed to add to wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(navWishlist(page)).toHaveAccessibleName('Wishlist, 0 items');
  const wish = await page.request.get('/api/wishlist/get');
  expect((await wish.json()).wishlist).toEqual([]);
});

test.describe('the profile page', () => {
  test('asks a visitor to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Access Your Profile' })).toBeVisible();
    await expect(page.getByText('Please sign in to view your profile, orders, and cart.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('shows loading, then the name, e-mail, recent orders and cart', async ({ page }) => {
    const shopper = newShopper('profile');
    await registerViaApi(page, shopper);
    await addToCartViaApi(page, product(1)._id);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/info', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/profile');
    await expect(page.getByText('Loading profile...')).toBeVisible();
    release();
    await expect(page.getByTestId('profile-name')).toHaveText(shopper.name);
    await expect(page.getByTestId('profile-email')).toHaveText(shopper.email);
    await expect(page.getByText('Loading profile...')).toHaveCount(0);

    const orders = page.getByRole('button', { name: 'Recent Orders' });
    await expect(orders).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Orders →' })).toHaveAttribute('href', '/orders');
    await orders.click();
    await expect(orders).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('No orders yet.')).toBeHidden();

    await expect(page.getByRole('button', { name: 'My Cart' })).toHaveAttribute('aria-expanded', 'true');
    const cart = page.getByTestId('profile-cart');
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await expect(cart).toContainText(product(1).name);
    await expect(cart).toContainText('Qty 1');
    await expect(page.getByRole('link', { name: 'View Full Cart →' })).toHaveAttribute('href', '/cart');
  });
});
