import { expect, test } from '@playwright/test';

const categoryTiles = [
  "Men's Suits And Blazers",
  'T-Shirts & Shirts',
  'Watches',
  "Men's Glasses",
  "Women's Western Styles",
];

test('the home page shows seeded products with rupee prices', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Kapas/);
  const prices = page.getByText(/₹\d/);
  await expect(prices.first()).toBeVisible();
  expect(await prices.count()).toBeGreaterThan(3);
});

test('the health check reports the database in use', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  const json = await res.json();
  expect(json.success).toBe(true);
  expect(['pglite', 'postgres']).toContain(json.db);
});

test('the home page has its hero, featured products, latest collection and five category tiles', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');

  const hero = main.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
  const thumbnails = hero.getByRole('list', { name: 'Popular right now' }).getByRole('link');
  await expect(thumbnails).toHaveCount(3);
  for (const href of await thumbnails.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/product\/[\w-]+$/);
  }

  const featured = main.locator('section[aria-labelledby="featured-title"]');
  await expect(featured.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(featured.getByRole('listitem')).toHaveCount(6);
  await expect(featured.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');

  const latest = main.locator('section[aria-labelledby="latest-title"]');
  await expect(latest.getByRole('heading', { name: 'Latest Collection' })).toBeVisible();
  await expect(latest.getByTestId('product-card')).toHaveCount(8);

  await expect(main.getByRole('heading', { name: 'Easy Exchange Policy' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '7 Days Return Policy' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Best Customer Support' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Subscribe & Save 20%' })).toBeVisible();

  const tiles = main.getByTestId('category-tile');
  await expect(tiles).toHaveText(categoryTiles);
  for (const [i, category] of categoryTiles.entries()) {
    await expect(tiles.nth(i)).toHaveAttribute('href', `/shop?category=${encodeURIComponent(category)}`);
  }
  await expect(main.getByRole('heading', { name: 'Premium Watches & Eyewear' })).toBeVisible();
});

test('the featured carousel advances by itself and with the arrow keys', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured products', exact: true });
  await expect(carousel).toHaveAttribute('data-selected', '0');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
  await expect(carousel.getByRole('group')).toHaveCount(1);

  // Autoplay moves on every 5 seconds while nobody hovers or focuses it.
  await expect(carousel).not.toHaveAttribute('data-selected', '0', { timeout: 12_000 });

  const next = carousel.getByRole('button', { name: 'Next slide' });
  await next.focus();
  const before = Number(await carousel.getAttribute('data-selected'));
  await page.keyboard.press('ArrowRight');
  await expect(carousel).toHaveAttribute('data-selected', String((before + 1) % 5));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(carousel).toHaveAttribute('data-selected', String((before + 4) % 5));
  await expect(
    carousel.getByRole('button', { name: `Go to slide ${((before + 4) % 5) + 1}` }),
  ).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '0');
  // Only the shown slide is exposed to assistive technology and the keyboard.
  await expect(carousel.getByRole('group', { name: '1 of 5' })).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'View product' })).toHaveCount(1);
});

test('a category tile opens the shop filtered to that category', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-tile').filter({ hasText: 'Watches' }).click();
  await expect(page).toHaveURL(/\/shop\?category=Watches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Watches' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''))) {
    expect(text).toContain('Watches');
  }
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Watches' })).toBeChecked();
});
