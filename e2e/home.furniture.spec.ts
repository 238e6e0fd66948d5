import { expect, test } from '@playwright/test';
import { cardNames } from './support/shop';

test('the furniture store home page shows its own catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Kaath Home/);
  await expect(page.getByText(/₹\d/).first()).toBeVisible();
});

test('the furniture home page renders its sections and none of the fashion ones', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Furniture that feels like home' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
  await expect(main.getByRole('list', { name: 'Popular right now' }).getByRole('link')).toHaveCount(3);
  const featured = main.locator('section[aria-labelledby="featured-title"]');
  await expect(featured.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(featured.getByRole('listitem')).toHaveCount(6);
  const latest = main.locator('section[aria-labelledby="latest-title"]');
  await expect(latest.getByRole('heading', { name: 'Latest Collection' })).toBeVisible();
  await expect(latest.getByTestId('product-card')).toHaveCount(8);
  await expect(main.getByRole('heading', { name: 'Easy Exchange Policy' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Subscribe & Save 20%' })).toBeVisible();
  await expect(main.getByTestId('category-tile')).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Featured products', exact: true })).toHaveCount(0);
});

test('the Collection menu opens on hover with Bed, Sofa, Chairs and Explore All Collections', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const sofa = nav.getByRole('link', { name: 'Sofa', exact: true });
  await expect(sofa).toBeHidden();
  await nav.getByRole('link', { name: 'Collection', exact: true }).hover();
  await expect(nav.getByText('Shop Categories')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bed', exact: true })).toHaveAttribute(
    'href',
    '/collection?category=bed',
  );
  await expect(sofa).toHaveAttribute('href', '/collection?category=sofa');
  await expect(nav.getByRole('link', { name: 'Chairs', exact: true })).toHaveAttribute(
    'href',
    '/collection?category=chairs',
  );
  await expect(nav.getByRole('link', { name: 'Explore All Collections →' })).toHaveAttribute(
    'href',
    '/collection',
  );

  await sofa.click();
  await expect(page).toHaveURL(/\/collection\?category=sofa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofa Collection' })).toBeVisible();
  const cards = page.getByTestId('results').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const names = await cardNames(cards);
  for (const name of names) expect(name).toMatch(/sofa/i);
  await expect(
    page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Sofa' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the collection page lists every category, and each tile narrows it', async ({ page }) => {
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
  const total = Number(
    (await page.getByText(/^Showing 1–\d+ of \d+ products$/).innerText()).match(/of (\d+)/)?.[1],
  );
  await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Chairs' }).click();
  await expect(page).toHaveURL(/\/collection\?category=chairs$/);
  const chairs = Number(
    (await page.getByText(/^Showing 1–\d+ of \d+ products$/).innerText()).match(/of (\d+)/)?.[1],
  );
  expect(chairs).toBeGreaterThan(0);
  expect(chairs).toBeLessThan(total);
});

test('searching for "sofaa" finds sofas', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search products' }).click();
  await page.getByRole('combobox', { name: 'Search products' }).fill('sofaa');
  await expect(page).toHaveURL(/[?&]q=sofaa\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “sofaa”' })).toBeVisible();
  const names = await cardNames(page.getByTestId('results').getByTestId('product-card'));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/sofa/i);
});
