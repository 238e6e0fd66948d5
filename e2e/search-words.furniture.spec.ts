import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectFirstCardOnScreen,
  expectNoSideways,
  everyProductOf,
  expectOnScreen,
  keepScreenshot,
  SCREENS,
  searchResults,
  shownCards,
  suggestedProducts,
  typeForSuggestions,
  type ShownCard,
} from './support/search-words';
import { listProducts } from './support/shop';

// Issue 24, points 9, 11 and 12, in the furniture store (Kaath Home): every word counts ("wooden
// bed" is beds, "study table" in a store without tables is nothing), in-stock products come first,
// and two words bring suggestions, on a phone and a desktop.
//
// What is checked is the result cards, never text anywhere on the page: a desktop's filter sidebar
// lists every category ("Sofa", "Chairs") and its header the collections, whatever was searched.

/** The ids of a category's products, from the public API. */
async function idsOf(request: APIRequestContext, category: string): Promise<Set<string>> {
  return new Set((await everyProductOf(request, category)).map((p) => p._id));
}

/** Every card of the results, following "Next page" to the last page. */
async function allPages(page: Page, first: ShownCard[]): Promise<ShownCard[]> {
  const cards = [...first];
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const next = pagination.getByRole('link', { name: 'Next page' });
  for (let shown = 2; (await next.count()) > 0; shown++) {
    const before = page.url();
    await next.click();
    // A page of search results is rendered for each request; on a CI machine running both stores and
    // their tests it took 2-7 s and once over 10 (measured). Its speed is the bench's business, not this
    // test's, so the wait is generous.
    await expect(page).not.toHaveURL(before, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for “/);
    // The heading is the same on every page: only the pagination marking the next page current shows that
    // the new page's cards are the ones on screen.
    await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(shown));
    cards.push(...(await shownCards(page)));
  }
  return cards;
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.name}`, () => {
    test.use(screen.use);

    test('"bed", "wooden bed" and "king size bed" show beds and nothing else', async ({
      page,
      request,
    }, testInfo) => {
      const beds = await idsOf(request, 'bed');
      const others = new Set([
        ...(await idsOf(request, 'wardrobes')),
        ...(await idsOf(request, 'sofa')),
        ...(await idsOf(request, 'chairs')),
      ]);
      expect(others.size, 'the store sells more than beds').toBeGreaterThan(0);

      for (const q of ['bed', 'wooden bed', 'king size bed']) {
        const cards = await searchResults(page, q);
        expect(cards.length, `"${q}" finds beds`).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.name, `"${q}"`).toMatch(/\bbed\b/i);
          expect(beds.has(card.id), `"${q}": ${card.name} is a bed`).toBe(true);
          expect(others.has(card.id), `"${q}": ${card.name} is no wardrobe, sofa or chair`).toBe(false);
        }
        await expectFirstCardOnScreen(page);
        if (q === 'king size bed') {
          // "king" and "size" are in bed descriptions, but no bed has all three words: the page says so.
          await expect(page.getByTestId('search-partial')).toHaveText(
            'No product has all your words: showing bed products, the closest matches first',
          );
        }
        if (q === 'wooden bed') {
          // The wood beds lead; "wooden" is read as wood, and the page says so.
          expect(cards[0]!.name).toMatch(/\bwood\b/i);
          await expect(page.getByTestId('search-correction')).toHaveText(
            'Showing results for wood bed. Search instead for wooden bed',
          );
          if (screen.use.viewport.width < 500) await keepScreenshot(page, testInfo, 'wooden-bed-390');
        }
      }
    });

    test('"study table" in a store without tables says "table" matched nothing and shows no chairs', async ({
      page,
      request,
    }) => {
      // The store does have study furniture ("study" alone finds it), so the empty page is the rule at work.
      expect((await listProducts(request, { q: 'study' })).length).toBeGreaterThan(0);

      const cards = await searchResults(page, 'study table');
      expect(cards, 'no products').toEqual([]);
      const unmatched = page.getByTestId('search-unmatched');
      await expect(unmatched).toHaveText('No products matched “table”');
      await expectOnScreen(page, unmatched, 'the word that matched nothing');
      const notice = page.getByTestId('search-no-match');
      await expect(notice).toContainText('No products match “study table”.');
      await expectOnScreen(page, notice, 'the no-match notice', { whole: false });
      await expect(page.getByText('0 products', { exact: true })).toBeVisible();
    });

    test('"sofa cum bed" shows sofas and beds, no wardrobes or chairs', async ({ page, request }) => {
      const cards = await allPages(page, await searchResults(page, 'sofa cum bed'));
      // Read after the search: other tests add sofas while this one runs (the stock-grid journey), and a
      // sofa listed before the search would be missing from a set read earlier.
      const sofas = await idsOf(request, 'sofa');
      const beds = await idsOf(request, 'bed');
      expect(
        cards.some((c) => sofas.has(c.id)),
        'a sofa is shown',
      ).toBe(true);
      expect(
        cards.some((c) => beds.has(c.id)),
        'a bed is shown',
      ).toBe(true);
      for (const card of cards) {
        expect(sofas.has(card.id) || beds.has(card.id), `${card.name} is a sofa or a bed`).toBe(true);
        expect(card.name).not.toMatch(/wardrobe|chair/i);
      }
      await expectNoSideways(page);
    });

    test('"palang" shows beds in stock first, out-of-stock ones after them', async ({ page, request }) => {
      const outOfStockBeds = (await everyProductOf(request, 'bed')).filter((p) => !p.inStock);
      expect(outOfStockBeds.length, 'the store has beds out of stock').toBeGreaterThan(0);

      const first = await searchResults(page, 'palang');
      await expect(page.getByText('Also searched as bed')).toBeVisible();
      expect(first[0]?.outOfStock, 'the first result is in stock').toBe(false);
      // The first card on the screen carries no "Out of stock" badge.
      const firstCard = page.getByTestId('results').getByTestId('product-card').first();
      await expectFirstCardOnScreen(page);
      await expect(firstCard.getByText('Out of stock')).toHaveCount(0);

      const cards = await allPages(page, first);
      const firstOut = cards.findIndex((c) => c.outOfStock);
      expect(firstOut, 'out-of-stock beds are listed too').toBeGreaterThan(0);
      expect(
        cards
          .slice(firstOut)
          .filter((c) => !c.outOfStock)
          .map((c) => c.name),
        'no bed in stock after one that is not',
      ).toEqual([]);
    });

    test('typing "wooden bed" suggests wood beds in a panel on the screen', async ({ page, request }) => {
      const beds = new Set((await everyProductOf(request, 'bed')).map((p) => p.name));
      const list = await typeForSuggestions(page, 'wooden bed');
      const names = await suggestedProducts(list);
      expect(names.length, 'products are suggested').toBeGreaterThan(0);
      for (const name of names) {
        expect(beds.has(name), `${name} is a bed`).toBe(true);
        expect(name).toMatch(/\bwood\b.*\bbed\b/i);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “wooden bed”');
    });
  });
}
