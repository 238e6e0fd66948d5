import { expect, test, type Page } from '@playwright/test';
import { listProducts, newShopper, registerViaApi, toast, type ListedProduct } from './support/shop';

// Issue 14 point 8: the cart page's + button stops where the server's cart and orders stop — the per-line
// cap (20) and the stock left — instead of taking a visitor's line past either (a sofa ×13 with 12 left).

const CAP = 20;

function line(page: Page, p: ListedProduct) {
  return page.getByTestId('cart-line').filter({ hasText: p.name });
}

test('a visitor cannot raise a cart line past the per-line cap or the stock left', async ({
  page,
  request,
}) => {
  const unsized = (await listProducts(request, {})).filter(
    (p) => p.inStock && p.price != null && p.sizes.length === 0,
  );
  const plentiful = unsized.find((p) => p.stock == null || p.stock >= CAP + 5);
  const scarce = unsized.find((p) => p.stock != null && p.stock >= 3 && p.stock < CAP);
  if (!plentiful || !scarce) throw new Error('the seeded catalogue needs a plentiful and a scarce product');
  const scarceStock = scarce.stock ?? 0;

  // The visitor's cart lives in the browser: two lines, a little below their limits.
  await page.goto('/');
  await page.evaluate((cart) => localStorage.setItem('cartItems', JSON.stringify(cart)), {
    [plentiful._id]: { default: CAP - 2 },
    [scarce._id]: { default: scarceStock - 2 },
  });
  await page.goto('/cart');

  for (const [product, max] of [
    [plentiful, CAP],
    [scarce, scarceStock],
  ] as const) {
    const plus = line(page, product).getByRole('button', { name: `Increase quantity of ${product.name}` });
    const quantity = line(page, product).getByTestId('line-quantity');
    await expect(quantity).toHaveText(String(max - 2));
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveText(String(max));
    await expect(plus).toBeDisabled();
  }
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '{}') as unknown);
  expect(stored).toEqual({ [plentiful._id]: { default: CAP }, [scarce._id]: { default: scarceStock } });
});

// A signed-in shopper's first click can come before the page knows who is signed in (a slow phone, or the
// session check still on its way). Put into the visitor's local cart then, it was lost once the shopper's
// own cart loaded: the page showed "Added to cart!" and the cart was empty (found by the variant-grid test).
test('a signed-in shopper who adds to the cart before the session is known keeps the item', async ({
  page,
  request,
}) => {
  const [product] = (await listProducts(request, {})).filter(
    (p) => p.inStock && p.price != null && p.sizes.length === 0,
  );
  if (!product) throw new Error('the seeded catalogue needs a product without sizes in stock');
  await registerViaApi(page, newShopper('early-click'));
  // The session check answers two seconds late, as on a slow connection.
  let held = 0;
  await page.route('**/api/user/info', async (route) => {
    held++;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/product/${product._id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(toast(page, '✅ Added to cart!')).toBeVisible();
  expect(held, 'the click came while the session check was held').toBeGreaterThan(0);

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(page.getByRole('link', { name: /^Cart, 1 items?$/ })).toBeVisible();
});
