import { expect, test } from '@playwright/test';
import { expectFinds, expectNoMatch, openSearchBox } from './support/search';
import { cardNames, listProducts } from './support/shop';

// The furniture store (Kaath Home): Hinglish, Hindi and misspelt furniture words find its furniture,
// and clothes words say "no match".

const finds = [
  ['sofaa', { names: /sofa/i, leading: 10, corrected: 'sofa' }],
  ['chiar', { names: /chair/i, leading: 10, corrected: 'chair' }],
  ['kursi', { names: /chair/i, leading: 10, understoodAs: 'chair' }],
  ['palang', { names: /\bbed\b/i, leading: 10, understoodAs: 'bed' }],
  ['almirah', { names: /wardrobe/i, leading: 5, understoodAs: 'wardrobe' }],
  ['wardrobe', { names: /wardrobe/i, leading: 5 }],
] as const;

for (const [word, expected] of finds) {
  test(`"${word}" finds the right furniture${'corrected' in expected ? ', with the correction named' : ''}`, async ({
    page,
  }) => {
    await expectFinds(page, word, expected);
  });
}

test('every wardrobe is found by almirah, and only wardrobes', async ({ page, request }) => {
  const wardrobes = await listProducts(request, { category: 'wardrobes' });
  expect(wardrobes.length).toBeGreaterThan(0);
  const names = await (async () => {
    await page.goto('/shop?q=almirah');
    return cardNames(page.getByTestId('results').getByTestId('product-card'));
  })();
  expect(names.sort()).toEqual(wardrobes.map((p) => p.name).sort());
});

for (const word of ['tshrit', 'kurtha', 'कुर्ता', 'watchs']) {
  test(`"${word}" says "no match" in a furniture store`, async ({ page }) => {
    await expectNoMatch(page, word);
  });
}

test('suggestions appear while typing a Hinglish word and can be chosen with the keyboard', async ({
  page,
}) => {
  // The chosen suggestion's page answers slowly, so the results page that the box follows (350 ms after
  // the last key, on /shop) would be asked for while it loads and win: choosing must cancel it.
  await page.route(/\/(product\/[0-9a-f]{24}|shop\?category=wardrobes)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const box = await openSearchBox(page);
  await box.pressSequentially('almi', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect(options.first()).toContainText(/wardrobe/i);
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/(product\/[0-9a-f]{24}|shop\?category=wardrobes)$/);
});

test('a chair’s related products are chairs', async ({ page, request }) => {
  const chairs = await listProducts(request, { category: 'chairs' });
  await page.goto(`/product/${chairs[0]!._id}`);
  const names = await cardNames(
    page.getByRole('region', { name: 'You may also like' }).getByTestId('product-card'),
  );
  expect(names.length).toBe(5);
  for (const name of names) expect(name).toMatch(/chair/i);
});
