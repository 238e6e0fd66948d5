import { expect, type Locator, type Page } from '@playwright/test';

/** The page scrolls only up and down: nothing pushes it wider than the screen. */
export async function expectNoSideways(page: Page, what = 'the page'): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is no wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/** Wholly on screen: inside the viewport's width and height, not merely scrolled into it. */
export async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** The phone and the desktop every back-office journey is walked at. */
export const PHONE_AND_DESKTOP = [
  { label: '390 px', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;
