import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { openSearchBox } from './search';
import { cardPrices, listProducts, type ListedProduct } from './shop';

/**
 * Issue 24, points 9-12, as a shopper sees them: each search at a phone's width and a desktop's.
 * What is asserted is on the screen (text, cards, boxes inside the viewport, no sideways scroll).
 */
export const SCREENS = [
  { name: '390 px phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1440 px desktop', use: { viewport: { width: 1440, height: 900 } } },
] as const;

/**
 * Every published product of a category, including those shown only in search results (the
 * category's own page leaves those out), from the public API.
 */
export async function everyProductOf(request: APIRequestContext, category: string): Promise<ListedProduct[]> {
  return listProducts(request, { category, limit: '1000', visibility: 'visible,catalog,search' });
}

/** A product card as the results show it: its address, name, effective price and stock badge. */
export type ShownCard = { id: string; name: string; price: number | null; outOfStock: boolean };

const results = (page: Page) => page.getByTestId('results').getByTestId('product-card');

/**
 * Opens the results of a search as a shared link would, checks the page is headed by the words
 * searched (never "All Products") and fits the screen, and returns the cards in page order.
 */
export async function searchResults(page: Page, q: string): Promise<ShownCard[]> {
  await page.goto(`/shop?q=${encodeURIComponent(q)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Results for “${q}”`);
  await expectOnScreen(page, heading, 'the heading');
  await expectNoSideways(page);
  return shownCards(page);
}

/** The cards of the results, read from their text (cards below the screen are not laid out yet). */
export async function shownCards(page: Page): Promise<ShownCard[]> {
  const cards = results(page);
  const rows = await cards.evaluateAll((articles) =>
    articles.map((a) => ({
      id: a.querySelector('a[href^="/product/"]')?.getAttribute('href')?.split('/').pop() ?? '',
      name: a.querySelector('h3')?.textContent?.trim() ?? '',
      outOfStock: (a.textContent ?? '').includes('Out of stock'),
      unpriced: (a.textContent ?? '').includes('Price not available'),
    })),
  );
  const prices = await cardPrices(cards);
  let next = 0;
  return rows.map(({ unpriced, ...card }) => ({
    ...card,
    price: unpriced ? null : (prices[next++] ?? null),
  }));
}

/** The first card is on the screen, as wide as it fits, with its name readable. */
export async function expectFirstCardOnScreen(page: Page): Promise<void> {
  const first = results(page).first();
  await expectOnScreen(page, first.locator('h3'), 'the first card’s name');
  await expectOnScreen(page, first, 'the first card', { whole: false });
}

/**
 * The element is visible, scrolled to, and its box lies inside the viewport's width and (`whole`)
 * height. A pixel of slack: a box scrolled into view may end a fraction of one past the edge.
 */
export async function expectOnScreen(
  page: Page,
  locator: Locator,
  what: string,
  { whole = true }: { whole?: boolean } = {},
): Promise<void> {
  await expect(locator, `${what} is visible`).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  await expect(locator, `${what} is on the screen`).toBeInViewport();
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the right edge (${width} px)`).toBeLessThanOrEqual(
    width + 1,
  );
  if (!whole) return;
  expect(box!.y, `${what} starts below the top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends above the bottom edge (${height} px)`).toBeLessThanOrEqual(
    height + 1,
  );
}

/** The page scrolls only up and down. */
export async function expectNoSideways(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(innerWidth);
}

/**
 * Types a search into the header's box, key by key, and returns the suggestion panel once it lists
 * products, checked to lie wholly inside the screen.
 */
export async function typeForSuggestions(page: Page, text: string): Promise<Locator> {
  const box = await openSearchBox(page);
  await box.pressSequentially(text, { delay: 60 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expectOnScreen(page, list, 'the suggestion panel');
  await expectNoSideways(page);
  return list;
}

/** The product names a suggestion panel lists (options showing a price), in order. */
export async function suggestedProducts(list: Locator): Promise<string[]> {
  const options = await list
    .getByRole('option')
    .evaluateAll((items) =>
      items.map((li) => Array.from(li.querySelectorAll('span span')).map((s) => s.textContent?.trim() ?? '')),
    );
  return options.filter(([, detail]) => detail?.startsWith('₹')).map(([name]) => name ?? '');
}

/** A screenshot of what the screen shows, kept with the test's results for a person to look at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
