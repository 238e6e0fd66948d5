import { expect, type Page } from '@playwright/test';
import { cardNames } from './shop';

/** Opens the shop's results for a search, as a link or a submitted search form would. */
export async function searchFor(page: Page, q: string, extra = ''): Promise<string[]> {
  await page.goto(`/shop?q=${encodeURIComponent(q)}${extra}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${q}”` })).toBeVisible();
  return cardNames(page.getByTestId('results').getByTestId('product-card'));
}

/**
 * The search finds products whose names answer it, and they lead the results. `corrected` is the
 * correction the page must name ("Showing results for …"), when the words needed one.
 */
export async function expectFinds(
  page: Page,
  q: string,
  expected: { names: RegExp; leading?: number; corrected?: string; understoodAs?: string },
): Promise<void> {
  const names = await searchFor(page, q);
  const leading = Math.min(expected.leading ?? 3, names.length);
  expect(names.length, `"${q}" finds products`).toBeGreaterThanOrEqual(1);
  for (const name of names.slice(0, leading)) expect(name, `"${q}"`).toMatch(expected.names);
  const correction = page.getByTestId('search-correction');
  if (expected.corrected) {
    await expect(correction).toHaveText(`Showing results for ${expected.corrected}. Search instead for ${q}`);
    await expect(correction.getByRole('link', { name: q, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`[?&]exact=true\\b`),
    );
  } else {
    await expect(correction).toHaveCount(0);
  }
  if (expected.understoodAs)
    await expect(page.getByText(`Also searched as ${expected.understoodAs}`)).toBeVisible();
  await expect(page.getByTestId('search-no-match')).toHaveCount(0);
}

/** The search says plainly that nothing matched, lists no products and offers something to try. */
export async function expectNoMatch(page: Page, q: string): Promise<void> {
  const names = await searchFor(page, q);
  expect(names, `"${q}" lists no products`).toEqual([]);
  const notice = page.getByTestId('search-no-match');
  await expect(notice).toContainText(`No products match “${q}”.`);
  await expect(notice.getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('search-correction')).toHaveCount(0);
}

/** Opens the navigation's search box (from any page) and returns it. */
export async function openSearchBox(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search products' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  return box;
}
