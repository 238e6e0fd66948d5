import { expect, test, type Page } from '@playwright/test';
import { cardNames, cardPrices, listProducts } from './support/shop';

/** Every step below is a plain link or a GET form: a full page load rendered by the server. */
test.describe('the catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const cards = (page: Page) => page.getByTestId('results').getByTestId('product-card');
  const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

  test('browsing from the home page to a category and a product', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(cards(page)).toHaveCount(20);

    await page.goto('/');
    await page.getByTestId('category-tile').filter({ hasText: "Men's Glasses" }).click();
    await expect(page).toHaveURL(/\/shop\?category=Men%27s(%20|\+)Glasses$/);
    await expect(page.getByRole('heading', { level: 1, name: "Men's Glasses" })).toBeVisible();
    const first = cards(page).first();
    const name = await first.locator('h3').innerText();
    await first.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Both tab panels are in the page when no script can switch them.
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeVisible();
    // The tabs are links to their panels: the tapped one shows alone, below the fixed top bar, so a tap
    // before the script has run is not lost either.
    await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/#panel-reviews$/);
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
    const reviews = page.getByRole('tabpanel', { name: /^Reviews/ });
    await expect(reviews).toBeVisible();
    const top = (await reviews.boundingBox())!.y;
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(top, 'the panel starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.getByRole('tab', { name: 'Description' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();
    await expect(reviews).toBeHidden();
  });

  test('filtering with the Apply button', async ({ page }) => {
    await page.goto('/shop');
    await filters(page).getByLabel('Minimum price').fill('2000');
    await filters(page).getByLabel('Maximum price').fill('8000');
    await filters(page).getByText('Black', { exact: true }).click();
    await filters(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/minPrice=2000/);
    await expect(page).toHaveURL(/maxPrice=8000/);
    await expect(page).toHaveURL(/colors=Black/);
    await expect(filters(page).getByLabel('Minimum price')).toHaveValue('2000');
    await expect(filters(page).getByRole('checkbox', { name: 'Black', exact: true })).toBeChecked();

    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (const price of await cardPrices(cards(page))) {
      expect(price).toBeGreaterThanOrEqual(2000);
      expect(price).toBeLessThanOrEqual(8000);
    }
    for (let i = 0; i < count; i++) {
      await expect(
        cards(page)
          .nth(i)
          .getByRole('img', { name: /^Colours: / }),
      ).toHaveAccessibleName(/\bBlack\b/);
    }
  });

  test('sorting with the Sort button keeps the filters', async ({ page }) => {
    await page.goto('/shop?category=Watches');
    await page.getByLabel('Sort by').selectOption('high-low');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sort=high-low/);
    await expect(page).toHaveURL(/categor(y|ies)=Watches/);
    await expect(page.getByLabel('Sort by')).toHaveValue('high-low');
    const prices = await cardPrices(cards(page));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const text of await cards(page).evaluateAll((els) => els.map((e) => e.textContent ?? ''))) {
      expect(text).toContain('Watches');
    }
  });

  test('paging with the page links', async ({ page }) => {
    await page.goto('/shop?sort=name-asc');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const firstPage = await cardNames(cards(page));
    expect(firstPage).toHaveLength(20);

    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=name-asc/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    const secondPage = await cardNames(cards(page));
    expect(secondPage).toHaveLength(20);
    expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);

    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('3');
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    expect(await cardNames(cards(page))).toEqual(secondPage);
  });

  test('searching from the header with a plain GET form', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary[aria-label="Search products"]').click();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('watch');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=watch$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('the ☰ menu is a page listing every category and link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    const main = page.getByRole('main');
    for (const name of ["Men's Suits And Blazers", "Women's Western Styles", 'Cart', 'Orders', 'Login']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await main.getByRole('searchbox', { name: 'Search products' }).fill('shirt');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\?q=shirt$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Watches', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Watches' })).toBeVisible();
  });

  test('the pages that need JavaScript say so instead of loading for ever', async ({ page }) => {
    for (const path of ['/cart', '/wishlist', '/login', '/orders', '/profile', '/place-order']) {
      await page.goto(path);
      await expect(page.getByRole('note'), path).toContainText('This needs JavaScript.');
      await expect(page.getByText(/Loading/).filter({ visible: true }), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    const [product] = await listProducts(page.request, { limit: '1' });
    await page.goto(`/product/${product!._id}`);
    await expect(page.getByRole('note')).toContainText('Add to cart and the wishlist need JavaScript');
  });
});
