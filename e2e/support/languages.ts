import { expect, test, type Page } from '@playwright/test';
import { listProducts } from './shop';
import { expectNoSideways, expectOnScreen, PHONE_AND_DESKTOP } from './screen';

// Issue 28, point 1: English at today's URLs, Hindi under /hi, each page with its language, canonical and
// hreflang alternates, and a plain link in the header and the footer to the same page in the other language.

/** The page's declared language, canonical URL and hreflang alternates, as a crawler reads them. */
async function languageTags(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [
        l.hreflang,
        l.getAttribute('href'),
      ]),
    ),
  }));
}

/** A product, and a listing of its category (one whose name needs no escaping beyond spaces). */
async function pagesToVisit(page: Page) {
  const products = await listProducts(page.request, {});
  const product = products.find((p) => /^[A-Za-z ]+$/.test(p.category)) ?? products[0]!;
  return {
    product: `/product/${product._id}`,
    listing: `/shop?category=${encodeURIComponent(product.category)}`,
  };
}

const pathOf = (href: string | null | undefined) => {
  const url = new URL(href ?? '', 'http://x');
  return `${url.pathname}${url.search}`;
};

export function languageChecks(): void {
  test('each page declares its language, its own canonical and both languages', async ({ page }) => {
    const { product, listing } = await pagesToVisit(page);
    for (const path of ['/', listing, '/about', product]) {
      const hindiPath = path === '/' ? '/hi' : `/hi${path}`;
      for (const [url, lang, canonical] of [
        [path, 'en-IN', path],
        [hindiPath, 'hi-IN', hindiPath],
      ] as const) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        const tags = await languageTags(page);
        expect(tags.lang, url).toBe(lang);
        expect(pathOf(tags.canonical), url).toBe(canonical);
        expect(
          Object.fromEntries(Object.entries(tags.alternates).map(([k, v]) => [k, pathOf(v)])),
          url,
        ).toEqual({ 'en-IN': path, 'hi-IN': hindiPath, 'x-default': path });
      }
    }
  });

  test('a visitor’s /en/... goes to the plain English URL, query kept; an unknown Hindi path is the store’s 404 page', async ({
    page,
  }) => {
    await page.goto('/en/shop?sort=low-high');
    expect(pathOf(page.url())).toBe('/shop?sort=low-high');
    const missing = await page.goto('/hi/no-such-page');
    expect(missing?.status()).toBe(404);
    // The store's 404 document (app/global-not-found.tsx, in English), whole in the HTML.
    expect(await missing?.text()).toContain('This page could not be found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });

  for (const { label, viewport } of PHONE_AND_DESKTOP) {
    test(`the header's language link leads to the same page in the other language and back (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const [product] = await listProducts(page.request, {});
      for (const path of [
        '/',
        '/shop?category=Men',
        `/product/${product!._id}`,
        '/cart',
        '/about',
        '/login',
      ]) {
        await page.goto(path);
        const toHindi = page.locator('header').getByTestId('language-switch');
        await expect(toHindi).toHaveAccessibleName('हिन्दी');
        await expectOnScreen(page, toHindi);
        await toHindi.click();
        await expect(page).toHaveURL(
          (url) => `${url.pathname}${url.search}` === (path === '/' ? '/hi' : `/hi${path}`),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
        const toEnglish = page.locator('header').getByTestId('language-switch');
        await expect(toEnglish).toHaveAccessibleName('English');
        await toEnglish.click();
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
        await expectNoSideways(page, `${path} at ${label}`);
      }
    });
  }

  test('at 360 px the header has room for the language link and the whole store name', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/hi']) {
      await page.goto(path);
      const link = page.locator('header').getByTestId('language-switch');
      await expectOnScreen(page, link);
      // The short name on screen, the whole one for a screen reader.
      await expect(link).toHaveText(path === '/' ? 'हिं' : 'EN', { useInnerText: true });
      await expect(link).toHaveAccessibleName(path === '/' ? 'हिन्दी' : 'English');
      const name = page.locator('header nav > a').first().locator('span');
      const { clientWidth, scrollWidth } = await name.evaluate((el) => ({
        clientWidth: el.clientWidth,
        scrollWidth: el.scrollWidth,
      }));
      expect(scrollWidth, `the store's name is not cut off on ${path}`).toBeLessThanOrEqual(clientWidth);
      await expectNoSideways(page, `${path} at 360 px`);
    }
  });

  test('the footer’s language link works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/about');
    const link = page.locator('footer').getByTestId('language-switch');
    await link.scrollIntoViewIfNeeded();
    await expectOnScreen(page, link);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/hi/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await context.close();
  });
}
