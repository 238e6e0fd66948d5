import { expect, test, type Page } from '@playwright/test';
import { buyableProducts, cardNames, cardPrices, listProducts, toast } from './support/shop';

function filters(page: Page) {
  return page.getByRole('complementary', { name: 'Filters' });
}

function results(page: Page) {
  return page.getByTestId('results');
}

/** The total in the results line, "Showing 1–20 of 146 products". */
async function shownTotal(page: Page): Promise<number> {
  const line = page.getByText(/^Showing \d+–\d+ of \d+ products?$/);
  const text = (await line.textContent()) ?? '';
  return Number(/of (\d+)/.exec(text)![1]);
}

test('filtering by price and colour shows only matching products', async ({ page }) => {
  await page.goto('/shop');
  const cards = results(page).getByTestId('product-card');
  await expect(cards).toHaveCount(20);
  const all = await shownTotal(page);

  await filters(page).getByLabel('Minimum price').fill('1000');
  await filters(page).getByLabel('Maximum price').fill('3000');
  await expect(page).toHaveURL(/minPrice=1000/);
  await expect(page).toHaveURL(/maxPrice=3000/);
  await expect(filters(page).getByLabel('Minimum price')).toHaveValue('1000');
  await expect.poll(() => shownTotal(page)).toBeLessThan(all);
  for (const price of await cardPrices(cards)) {
    expect(price).toBeGreaterThanOrEqual(1000);
    expect(price).toBeLessThanOrEqual(3000);
  }
  const inRange = await shownTotal(page);

  await filters(page).getByText('Navy', { exact: true }).click();
  await expect(page).toHaveURL(/colors=Navy/);
  await expect(filters(page).getByRole('checkbox', { name: 'Navy', exact: true })).toBeChecked();
  // The colour narrows the price range's results: fewer products, every one of them in Navy.
  await expect.poll(() => shownTotal(page)).toBeLessThan(inRange);
  const navy = await shownTotal(page);
  expect(navy).toBeGreaterThan(0);
  const count = Math.min(navy, 20);
  await expect(cards).toHaveCount(count);
  for (const price of await cardPrices(cards)) {
    expect(price).toBeGreaterThanOrEqual(1000);
    expect(price).toBeLessThanOrEqual(3000);
  }
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i).getByRole('img', { name: /^Colours: / })).toHaveAccessibleName(/\bNavy\b/);
  }
  await expect(page.getByText(`Showing 1–${count} of ${navy} products`, { exact: true })).toBeVisible();
});

test('the colour filter offers every colour of the catalogue, not only the most common', async ({
  page,
  request,
}) => {
  // Every colour of every listed product, through the public API, a page at a time.
  const counts = new Map<string, number>();
  for (let n = 1; ; n++) {
    const res = await request.get('/api/product/list', { params: { limit: '100', page: String(n) } });
    expect(res.ok()).toBe(true);
    const { products } = (await res.json()) as { products: { colors: string[] }[] };
    for (const p of products) for (const c of p.colors) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    if (products.length < 100) break;
  }
  expect(counts.size, 'colours in the catalogue').toBeGreaterThan(8);

  await page.goto('/shop');
  const colours = filters(page).getByRole('group', { name: 'Colours' }).getByRole('checkbox');
  await expect(colours).toHaveCount(counts.size);
  // The rarest colour is offered and filters to its products.
  const [rarest, rarestCount] = [...counts].sort((a, b) => a[1] - b[1])[0]!;
  await filters(page).getByText(rarest, { exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`colors=${encodeURIComponent(rarest).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect.poll(() => shownTotal(page)).toBe(rarestCount);
});

test('sorting by price orders the products on the page', async ({ page }) => {
  await page.goto('/shop');
  const cards = results(page).getByTestId('product-card');
  await expect(cards).toHaveCount(20);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=low-high/);
  await expect(page.getByTestId('results-skeleton')).toHaveCount(0);
  const ascending = await cardPrices(cards);
  expect(ascending.length).toBeGreaterThanOrEqual(19);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/sort=high-low/);
  await expect(page.getByTestId('results-skeleton')).toHaveCount(0);
  await expect.poll(async () => (await cardPrices(cards))[0]).toBeGreaterThan(ascending.at(-1)!);
  const descending = await cardPrices(cards);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await expect(page.getByLabel('Sort by')).toHaveValue('high-low');
});

test("the size filter lists the catalogue's sizes in order and narrows to products in a size", async ({
  page,
  request,
}) => {
  await page.goto('/shop');
  const sizes = filters(page).getByRole('group', { name: 'Sizes' });
  const names = await sizes
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
  // Letters small to large before the numbered (blazer) sizes.
  expect(names.slice(0, 3)).toEqual(['XS', 'S', 'M']);
  expect(names).toContain('40');
  expect(names.indexOf('XXL')).toBeLessThan(names.indexOf('38'));
  const all = await shownTotal(page);

  await sizes.getByText('XL', { exact: true }).click();
  await expect(page).toHaveURL(/sizes=XL/);
  const api = await request.get('/api/product/list', { params: { sizes: 'XL', limit: '20' } });
  const { total: totalProducts } = (await api.json()) as { total: number };
  expect(totalProducts).toBeGreaterThan(0);
  expect(totalProducts).toBeLessThan(all);
  await expect.poll(() => shownTotal(page)).toBe(totalProducts);
  // A chip says what narrowed the list, and removing it brings every product back.
  await page.getByRole('link', { name: /Size XL/ }).click();
  await expect(page).not.toHaveURL(/sizes=/);
  await expect.poll(() => shownTotal(page)).toBe(all);
});

test('"Better discount" puts the biggest share off first', async ({ page }) => {
  await page.goto('/shop');
  await page.getByLabel('Sort by').selectOption({ label: 'Better discount' });
  await expect(page).toHaveURL(/sort=discount/);
  await expect(page.getByTestId('results-skeleton')).toHaveCount(0);
  const offs = await results(page)
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((c) => Number(/(\d+)% off/i.exec(c.textContent ?? '')?.[1] ?? 0)));
  expect(offs[0]).toBeGreaterThan(0);
  expect(offs).toEqual([...offs].sort((a, b) => b - a));
});

test('pagination shows first, last and a window of pages, and each page holds other products', async ({
  page,
}) => {
  // Four of the five categories: the back-office journey adds a women's product while this runs.
  const categories = ["Men's Suits And Blazers", 'T-Shirts & Shirts', 'Watches', "Men's Glasses"];
  await page.goto(`/shop?category=${encodeURIComponent(categories.join(','))}`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const cards = results(page).getByTestId('product-card');
  await expect(cards).toHaveCount(20);
  const total = Number(
    (await page.getByText(/^Showing 1–20 of \d+ products$/).innerText()).match(/of (\d+)/)?.[1],
  );
  const last = Math.ceil(total / 20);
  expect(last).toBeGreaterThanOrEqual(6);

  // Page 1: 1 2 3 … last, and Next.
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 3', exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 4', exact: true })).toHaveCount(0);
  await expect(pager.getByText('…')).toHaveCount(1);
  await expect(pager.getByRole('link', { name: `Page ${last}`, exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  // By address, not name: two products of one line may share a name (their colours differ).
  const cardLinks = () =>
    cards.evaluateAll((els) =>
      els.map((el) => el.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? ''),
    );
  const firstPage = await cardLinks();

  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page).toHaveURL(/Watches/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.getByText(`Showing 21–40 of ${total} products`)).toBeVisible();
  const secondPage = await cardLinks();
  expect(secondPage).toHaveLength(20);
  expect(new Set(secondPage).size).toBe(20);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

  // A middle page: 1 … p-2 p-1 p p+1 p+2 … last (ellipses only where pages are skipped).
  await pager.getByRole('link', { name: 'Page 4', exact: true }).click();
  await expect(pager.locator('[aria-current="page"]')).toHaveText('4');
  for (const p of [1, 2, 3, 5, 6])
    await expect(pager.getByRole('link', { name: `Page ${p}`, exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: `Page ${last}`, exact: true })).toBeVisible();

  await pager.getByRole('link', { name: `Page ${last}`, exact: true }).click();
  await expect(pager.locator('[aria-current="page"]')).toHaveText(String(last));
  await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: `Page ${last - 2}`, exact: true })).toBeVisible();
  await expect(pager.getByText('…')).toHaveCount(1);
  await expect(cards).toHaveCount(total - (last - 1) * 20);

  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(pager.locator('[aria-current="page"]')).toHaveText(String(last - 1));
});

test('searching with a typo still finds blazers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.fill('blazr');
  await expect(page).toHaveURL(/[?&]q=blazr\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “blazr”' })).toBeVisible();
  // Blazers come first; jackets whose description mentions a blazer may follow.
  const names = await cardNames(results(page).getByTestId('product-card'));
  const blazers = names.filter((name) => /blazer/i.test(name));
  expect(blazers.length).toBeGreaterThanOrEqual(5);
  expect(names.slice(0, blazers.length)).toEqual(blazers);

  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(box).toHaveCount(0);
});

test('a product page shows related products, and asks for a size before adding to the cart', async ({
  page,
  request,
}) => {
  const [blazer] = await buyableProducts(request, {
    category: "Men's Suits And Blazers",
    sized: true,
    count: 1,
    skip: 6,
  });
  await page.goto('/shop?category=' + encodeURIComponent("Men's Suits And Blazers"));
  await page.getByTestId('product-card').filter({ hasText: blazer!.name }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${blazer!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: blazer!.name })).toBeVisible();

  const related = page.locator('section[aria-labelledby="related-title"]').getByTestId('product-card');
  const relatedCount = await related.count();
  expect(relatedCount).toBeGreaterThan(0);
  expect(relatedCount).toBeLessThanOrEqual(5);
  await expect(related.filter({ hasText: blazer!.name })).toHaveCount(0);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const sizes = page.getByRole('group', { name: 'Select Size' });
  await expect(sizes.getByRole('alert')).toHaveText('Please select a size');
  await expect(sizes.getByRole('button').first()).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  const size = blazer!.sizes[0]!;
  await page
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: size, exact: true })
    .click();
  await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(toast(page, '✅ Added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  await expect(sizes.getByTestId('size-message')).toBeEmpty();
  expect(dialogs, 'no native alert()').toEqual([]);
});

test('the Description and Reviews tabs switch panels', async ({ page, request }) => {
  const [watch] = await listProducts(request, { category: 'Watches', limit: '1' });
  await page.goto(`/product/${watch!._id}`);
  const description = page.getByRole('tabpanel', { name: 'Description' });
  await expect(description).toBeVisible();
  await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(description).toBeHidden();
  await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeVisible();
  // The address names the open tab, so a shared or reloaded link opens it.
  await expect(page).toHaveURL(/#panel-reviews$/);
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(description).toBeVisible();
  await expect(page).toHaveURL(/#panel-description$/);
  await page.goto(`/product/${watch!._id}#panel-reviews`);
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(description).toBeHidden();
});

test('the rating under the name opens the Reviews tab and brings it on screen', async ({ page, request }) => {
  const [reviewed] = await listProducts(request, { hasReviews: 'true', limit: '1' });
  await page.goto(`/product/${reviewed!._id}`);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('a[href="#panel-reviews"]:not([role=tab])').click();
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel).toBeInViewport();
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
});

test('an unknown product id shows the 404 page', async ({ page }) => {
  const res = await page.goto('/product/no-such-product-123');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that product' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters fold away with a count of the active ones, and the menu reaches the shop', async ({
    page,
  }) => {
    await page.goto('/shop?colors=Navy&minRating=4');
    // One filter form on the page: folded on a phone until its summary is tapped.
    const drawer = filters(page).locator('details');
    await expect(drawer.getByTestId('active-filter-count')).toHaveText('2');
    await expect(drawer.getByRole('button', { name: 'Apply filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply filters', includeHidden: true })).toHaveCount(1);
    await drawer.locator('summary').click();
    await expect(drawer.getByRole('checkbox', { name: 'Navy', exact: true })).toBeChecked();
    await expect(drawer.getByRole('button', { name: 'Apply filters' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'View All Products →' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
