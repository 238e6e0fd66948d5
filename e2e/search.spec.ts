import { expect, test } from '@playwright/test';
import { expectFinds, expectNoMatch, openSearchBox, searchFor } from './support/search';
import { cardNames, listProducts } from './support/shop';

// The fashion store (Kapas & Co.): the words of issue 17 find its clothes, and furniture words say "no match".

const finds = [
  ['tshrit', { names: /t-shirt|tee/i, leading: 5, corrected: 't-shirt' }],
  ['kurtha', { names: /kurta|kurti/i, leading: 5, corrected: 'kurta' }],
  ['कुर्ता', { names: /kurta|kurti/i, leading: 5, understoodAs: 'kurta' }],
  ['watchs', { names: /watch|chronograph/i, leading: 10 }],
] as const;

for (const [word, expected] of finds) {
  test(`"${word}" finds the right clothes${'corrected' in expected ? ', with the correction named' : ''}`, async ({
    page,
  }) => {
    await expectFinds(page, word, expected);
  });
}

test('"Search instead for" searches the exact words, and says nothing matched', async ({ page }) => {
  await searchFor(page, 'tshrit');
  await page.getByTestId('search-correction').getByRole('link', { name: 'tshrit' }).click();
  await expect(page).toHaveURL(/[?&]q=tshrit\b.*[?&]exact=true|[?&]exact=true.*[?&]q=tshrit\b/);
  const notice = page.getByTestId('search-no-match');
  await expect(notice).toContainText('No products match “tshrit”.');
  // The correction is offered as a search of its own: following it finds T-shirts again.
  await notice.getByRole('link', { name: 't-shirt', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=t-shirt(&|$)/);
  expect((await cardNames(page.getByTestId('results').getByTestId('product-card'))).length).toBeGreaterThan(
    0,
  );
});

for (const word of ['chair', 'chiar', 'almirah', 'wardrobe', 'palang', 'kursi']) {
  test(`"${word}" says "no match" in a clothes shop instead of showing shirts`, async ({ page }) => {
    await expectNoMatch(page, word);
    if (word === 'chair') {
      // The categories to browse instead lead to real listings.
      await page.getByTestId('search-no-match').getByRole('link', { name: 'Watches' }).click();
      await expect(page).toHaveURL(/\/shop\?category=Watches$/);
    }
  });
}

test('suggestions appear while typing and can be chosen with the keyboard', async ({ page }) => {
  const box = await openSearchBox(page);
  await box.pressSequentially('kurt', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.first()).toContainText(/kurta|kurti/i);

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  const chosen = (await options.first().locator('span span').first().innerText()).trim();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
});

test('suggestions offer the correction and close with Escape', async ({ page }) => {
  const box = await openSearchBox(page);
  await box.pressSequentially('tshrit', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option').first()).toContainText('Did you mean');
  await expect(list.getByRole('option').first()).toContainText('t-shirt');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Men and Women in the menu lead to every product of their categories', async ({ page, request }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=Men$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
  const men = await listProducts(request, { category: 'Men', limit: '1000' });
  expect(new Set(men.map((p) => p.category))).toEqual(
    new Set(["Men's Suits And Blazers", 'T-Shirts & Shirts', 'Watches', "Men's Glasses"]),
  );
  await expect(page.getByText(`of ${men.length} products`)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Women', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shop\?category=Women$/);
  const women = await listProducts(request, { category: 'Women', limit: '1000' });
  expect(new Set(women.map((p) => p.category))).toEqual(new Set(["Women's Western Styles"]));
});

test('a shirt’s related products are shirts first, not suits and watches', async ({ page, request }) => {
  const shirts = await listProducts(request, { category: 'T-Shirts & Shirts' });
  const shirt = shirts.find((p) => /formal shirt/i.test(p.name))!;
  await page.goto(`/product/${shirt._id}`);
  const related = page.getByRole('region', { name: 'You may also like' }).getByTestId('product-card');
  const names = await cardNames(related);
  expect(names.length).toBeGreaterThan(0);
  const sameCategory = new Set(shirts.map((p) => p.name));
  for (const name of names) expect(sameCategory.has(name), name).toBe(true);
  // Same subcategory first: formal shirts lead.
  expect(names[0]).toMatch(/shirt/i);
});
