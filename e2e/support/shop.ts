import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The fields of `GET /api/product/list` the journeys rely on. */
export type ListedProduct = {
  _id: string;
  name: string;
  price: number | null;
  category: string;
  sizes: string[];
  stock: number | null;
  inStock: boolean;
  allowCustomerReviews: boolean;
  totalReviews: number;
};

export type Shopper = { name: string; email: string; password: string };

export const PASSWORD = 'Journey@2024';

/** A fresh shopper per test, so no test depends on another's account, cart or orders. */
export function newShopper(label: string): Shopper {
  const id = `${Date.now().toString(36)}${randomUUID().slice(0, 8)}`;
  return { name: `Asha ${label} Verma`, email: `e2e-${label}-${id}@example.in`, password: PASSWORD };
}

/** Lists published products through the public API (sorted by name, so the choice is stable). */
export async function listProducts(
  request: APIRequestContext,
  params: Record<string, string>,
): Promise<ListedProduct[]> {
  const res = await request.get('/api/product/list', {
    params: { sort: 'name-asc', limit: '200', ...params },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const json = (await res.json()) as { products: ListedProduct[] };
  return json.products;
}

/**
 * Products that can be bought several times over (in stock, priced, stock untracked or plentiful).
 * `skip` lets each spec file take its own products, so files running side by side never share one.
 */
export async function buyableProducts(
  request: APIRequestContext,
  opts: { category: string; sized?: boolean; count: number; skip?: number },
): Promise<ListedProduct[]> {
  const all = await listProducts(request, { category: opts.category });
  const fit = all.filter(
    (p) =>
      p.inStock &&
      p.price != null &&
      (p.stock == null || p.stock >= 10) &&
      (opts.sized === undefined || p.sizes.length > 0 === opts.sized),
  );
  const chosen = fit.slice(opts.skip ?? 0, (opts.skip ?? 0) + opts.count);
  expect(chosen, `${opts.count} buyable products in ${opts.category}`).toHaveLength(opts.count);
  return chosen;
}

/**
 * The products a spec file keeps for itself, chosen once before its tests (`buyableProducts`); the
 * returned function gives the i-th of them.
 */
export function productsOfFile(opts: Parameters<typeof buyableProducts>[1]): (i: number) => ListedProduct {
  let products: ListedProduct[] = [];
  test.beforeAll(async ({ request }) => {
    products = await buyableProducts(request, opts);
  });
  return (i) => {
    const p = products[i];
    if (!p) throw new Error(`No product ${i} of ${opts.category}`);
    return p;
  };
}

/** Creates the account through the API; the session cookie lands in the page's browser context. */
export async function registerViaApi(page: Page, shopper: Shopper): Promise<void> {
  const res = await page.request.post('/api/user/register', { data: shopper });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function logoutViaApi(page: Page): Promise<void> {
  const res = await page.request.post('/api/user/logout', { data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Adds a line to the signed-in shopper's server cart through the API. */
export async function addToCartViaApi(page: Page, productId: string, size = 'default'): Promise<void> {
  const res = await page.request.post('/api/cart/add', { data: { itemId: productId, size } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function addToWishlistViaApi(page: Page, productId: string): Promise<void> {
  const res = await page.request.post('/api/wishlist/add', { data: { productId } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs in through the /login form and waits for the home page. */
export async function loginViaForm(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Logs out from the profile dropdown in the navigation bar. */
export async function logoutViaMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

/** Rupees as the store prints them: ₹1,23,456 for whole rupees, ₹1,234.50 otherwise. */
export function rupees(amount: number): string {
  const digits = Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 };
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...digits }).format(amount);
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

export function navCart(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, \d+ items$/ });
}

export function navWishlist(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Wishlist, \d+ items$/ });
}

// Text content, not innerText: cards below the screen are not rendered until scrolled near
// (content-visibility: auto), and a not-yet-rendered element has no innerText.

/** The effective (first) rupee price shown on each priced product card, in page order. */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.flatMap((t) => {
    if (t.includes('Price not available')) return [];
    const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(t);
    if (!match?.[1]) throw new Error(`No price on card: ${t}`);
    return [Number(match[1].replace(/,/g, ''))];
  });
}

export async function cardNames(cards: Locator): Promise<string[]> {
  return (await cards.locator('h3').allTextContents()).map((name) => name.trim());
}

/**
 * A delivery address that passes the checkout form's checks; the PIN code fills city and state. A
 * first-order coupon needs a phone no earlier order was delivered to (the offer is per phone too).
 */
export async function fillDeliveryForm(page: Page, phone = '9876543210'): Promise<void> {
  await page.getByLabel('Street').fill('14 Janpath Road');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('PIN code').fill('110001');
}
