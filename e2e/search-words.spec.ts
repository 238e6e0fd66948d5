import { expect, test } from '@playwright/test';
import {
  everyProductOf,
  expectFirstCardOnScreen,
  expectOnScreen,
  keepScreenshot,
  SCREENS,
  searchResults,
  suggestedProducts,
  typeForSuggestions,
} from './support/search-words';
import { listProducts } from './support/shop';

// Issue 24, points 10 and 12, in the clothes shop (Kapas & Co.): price and "who for" words filter,
// a misspelt word is corrected and said so, and two words bring suggestions, on a phone and a desktop.

/** Shirts as the search table reads them (test/search/fashion.int.test.ts): shirts, T-shirts, polos, tees. */
const SHIRTISH = /shirt|polo|\btee\b/i;
const T_SHIRT = /t-shirt|polo|\btee\b/i;

for (const screen of SCREENS) {
  test.describe(`at ${screen.name}`, () => {
    test.use(screen.use);

    test('"shirt under 1000" lists only shirts at ₹1,000 or less and says it filtered by price', async ({
      page,
      request,
    }, testInfo) => {
      // Without the price words the shop has dearer shirts, so the bound has something to leave out.
      const shirts = await listProducts(request, { q: 'shirt' });
      expect(shirts.filter((p) => p.price !== null && p.price > 1000).length).toBeGreaterThan(0);

      const cards = await searchResults(page, 'shirt under 1000');
      expect(cards.length, 'some shirts cost ₹1,000 or less').toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.name, 'a shirt').toMatch(SHIRTISH);
        expect(card.price, `${card.name} shows a price`).not.toBeNull();
        expect(card.price!, `${card.name}’s price`).toBeLessThanOrEqual(1000);
      }
      const filtered = page.getByTestId('search-filters');
      await expect(filtered).toHaveText('Filtered by under 1000');
      await expectOnScreen(page, filtered, 'the price filter notice');
      await expectFirstCardOnScreen(page);
      if (screen.use.viewport.width < 500) await keepScreenshot(page, testInfo, 'shirt-under-1000-390');
    });

    test('"men shirt" lists only men’s shirts and "ladies kurti" only women’s kurtis', async ({
      page,
      request,
    }) => {
      const men = new Set((await everyProductOf(request, 'Men')).map((p) => p._id));
      const women = new Set((await everyProductOf(request, 'Women')).map((p) => p._id));

      const shirts = await searchResults(page, 'men shirt');
      expect(shirts.length).toBeGreaterThan(0);
      for (const card of shirts) {
        expect(card.name).toMatch(SHIRTISH);
        expect(men.has(card.id), `${card.name} is in Men`).toBe(true);
      }
      await expect(page.getByTestId('search-filters')).toHaveText('Filtered by men');
      await expectFirstCardOnScreen(page);

      const kurtis = await searchResults(page, 'ladies kurti');
      expect(kurtis.length).toBeGreaterThan(0);
      for (const card of kurtis) {
        expect(card.name).toMatch(/kurt[ai]/i);
        expect(women.has(card.id), `${card.name} is in Women`).toBe(true);
        expect(men.has(card.id), `${card.name} is not in Men`).toBe(false);
      }
      await expect(page.getByTestId('search-filters')).toHaveText('Filtered by ladies');
      await expectFirstCardOnScreen(page);
    });

    test('"tshrit" is corrected to t-shirt, says so, and lists only T-shirts', async ({ page }) => {
      const cards = await searchResults(page, 'tshrit');
      const correction = page.getByTestId('search-correction');
      await expect(correction).toHaveText('Showing results for t-shirt. Search instead for tshrit');
      await expectOnScreen(page, correction, 'the correction');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.name, 'a T-shirt').toMatch(T_SHIRT);
        // No formal or casual shirt (a "shirt" not preceded by "t-") and no kurta.
        expect(card.name, 'not a shirt').not.toMatch(/(?<!t-)shirt/i);
        expect(card.name, 'not a kurta').not.toMatch(/kurt[ai]/i);
      }
      await expectFirstCardOnScreen(page);
    });

    test('typing "men shirt" suggests men’s shirts in a panel on the screen', async ({ page, request }) => {
      const men = new Set((await everyProductOf(request, 'Men')).map((p) => p.name));
      const list = await typeForSuggestions(page, 'men shirt');
      const names = await suggestedProducts(list);
      expect(names.length, 'products are suggested').toBeGreaterThan(0);
      for (const name of names) {
        expect(name).toMatch(SHIRTISH);
        expect(men.has(name), `${name} is a men’s product`).toBe(true);
      }
      // The results behind the panel are headed by the words typed, not "All Products".
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “men shirt”');
    });
  });
}
