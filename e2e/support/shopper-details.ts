import { expect, test, type Page } from '@playwright/test';
import { listProducts, newShopper, registerViaApi, type ListedProduct } from './shop';

/**
 * Issue 12 points 5 and 6, the same checks in both stores: one set of policy figures on every page,
 * sensible pages past the end, display-case categories, a hero that fills its space, the verified
 * mark on buyers' reviews only, every footer link, and search texts that say what was searched.
 */
export type StoreUnderTest = {
  catalogue: 'fashion' | 'furniture';
  /** A category's listing page, and how the category is stored and how it reads (furniture stores 'sofa'). */
  category: { listing: string; value: string; shown: string };
  /** Products of this category are reviewed by the verified-buyer journey (no other spec reviews them). */
  reviewCategory: string;
  footerMustShow: string[];
};

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** "3–7" from "… in 3–7 business days …". */
function businessDays(text: string): string {
  const match = /(\d+\s*[–-]\s*\d+) business days/.exec(text);
  expect(match, `a business-day range in: ${text}`).not.toBeNull();
  return match![1]!;
}

async function showingLine(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = await page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+\+? products$/).innerText();
  const [, from, to, total] = /^Showing ([\d,]+)–([\d,]+) of ([\d,]+)/
    .exec(text)!
    .map((s) => Number(s.replace(/,/g, ''))) as [number, number, number, number];
  return { from, to, total };
}

export function shopperDetailsTests(store: StoreUnderTest) {
  /** The delivery range and return window as the shipping and return policy pages state them. */
  async function policyFigures(page: Page) {
    await page.goto('/shipping-policy');
    const delivery = await page.getByTestId('delivery-days').innerText();
    expect(delivery).toMatch(/^\d+–\d+ business days$/);
    await page.goto('/return-policy');
    const returnDays = Number(/^(\d+) days?$/.exec(await page.getByTestId('return-days').innerText())?.[1]);
    expect(returnDays).toBeGreaterThan(0);
    return { delivery, returnDays };
  }

  test('the home page states the delivery and return figures of the policy pages', async ({ page }) => {
    const { delivery, returnDays } = await policyFigures(page);
    await page.goto('/');
    const strip = page.getByTestId('policies-strip');
    await expect(strip.getByRole('heading', { name: `${returnDays} Days Return Policy` })).toBeVisible();
    expect(businessDays(await strip.innerText())).toBe(delivery.replace(' business days', ''));
    const home = await page.getByRole('main').innerText();
    for (const range of home.matchAll(/(\d+\s*[–-]\s*\d+) business days/g))
      expect(range[1]).toBe(delivery.replace(' business days', ''));
    for (const days of home.matchAll(/(\d+)[- ]days? return/gi)) expect(Number(days[1])).toBe(returnDays);
  });

  test('the about, product and terms pages agree with the policy pages', async ({ page, request }) => {
    const { delivery, returnDays } = await policyFigures(page);
    await page.goto('/about');
    expect(businessDays(await page.getByTestId('about-delivery').innerText())).toBe(
      delivery.replace(' business days', ''),
    );
    await expect(page.getByTestId('about-returns')).toContainText(`${returnDays} days of delivery`);

    const [product] = await listProducts(request, { limit: '1' });
    await page.goto(`/product/${product!._id}`);
    await expect(page.getByRole('main').getByText(`${returnDays}-day returns`)).toBeVisible();

    await page.goto('/terms-conditions');
    await expect(page.getByTestId('payment-methods')).toHaveText(
      'cash on delivery, UPI and credit and debit cards',
    );
    await expect(page.getByRole('main')).not.toContainText(/paypal/i);
  });

  for (const listing of ['/shop?sort=name-asc', 'category'] as const) {
    test(`a page past the last one lands on the last page with a true range (${listing})`, async ({
      page,
    }) => {
      const path = listing === 'category' ? store.category.listing : listing;
      await page.goto(path);
      const first = await showingLine(page);
      const lastPage = Math.ceil(first.total / 20);
      if (listing !== 'category') expect(lastPage).toBeGreaterThan(1);
      await page.goto(`${path}&page=99`);
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('page') === (lastPage > 1 ? String(lastPage) : null),
      );
      // The range is checked against the count this page shows: tests running beside this one may add a
      // product to the listing between the two visits.
      const last = await showingLine(page);
      const lastNow = Math.ceil(last.total / 20);
      expect(last).toEqual({ from: (lastNow - 1) * 20 + 1, to: last.total, total: last.total });
      await expect(page.getByTestId('product-card')).toHaveCount(last.to - last.from + 1);
    });
  }

  test('categories keep their display case on cards, the product page and its breadcrumb', async ({
    page,
    request,
  }) => {
    const [product] = await listProducts(request, { category: store.category.value, limit: '1' });
    await page.goto(store.category.listing);
    const labels = await page
      .getByTestId('card-category')
      .evaluateAll((els) => els.map((e) => e.textContent));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).toContain(store.category.shown);
    expect(labels.filter((l) => l && l === l.toLowerCase())).toEqual([]);

    await page.goto(`/product/${product!._id}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: store.category.shown, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('collection');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the hero fills its space with artwork at ${viewport.width} px, and the bar shows the name as text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = page.getByTestId('hero-banner');
      const image = page.getByTestId('hero-image');
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The art made for the shape: the tall one under the text on phones, the wide one behind it on desktop.
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src).toMatch(viewport === PHONE ? /-tall-/ : /-wide-/);
      const box = (await image.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      if (viewport === PHONE) {
        expect(box.width).toBeGreaterThan(viewport.width * 0.85);
        expect(box.y).toBeGreaterThanOrEqual(heading.y + heading.height);
      } else {
        // The artwork covers the whole banner; its calm left half carries the text.
        expect(Math.abs(box.width - bannerBox.width)).toBeLessThan(2);
        expect(Math.abs(box.height - bannerBox.height)).toBeLessThan(2);
        expect(heading.x + heading.width).toBeLessThan(bannerBox.x + bannerBox.width * 0.6);
      }
      const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: / home$/ });
      await expect(home.locator('img')).toHaveCount(0);
      await expect(home).toHaveText(store.catalogue === 'fashion' ? 'Kapas & Co.' : 'Kaath Home');
    });
  }

  test('no product card says Verified; a buyer’s review says Verified buyer, a non-buyer’s does not', async ({
    page,
    request,
    browser,
  }) => {
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: /verified/i })).toHaveCount(0);

    // The last one by name: other journeys take theirs from the front of the list.
    const product = (await listProducts(request, { category: store.reviewCategory }))
      .reverse()
      .find(
        (p: ListedProduct) => p.allowCustomerReviews && p.inStock && p.price != null && p.sizes.length === 0,
      );
    expect(product, `a reviewable one-size product in ${store.reviewCategory}`).toBeDefined();

    const buyer = newShopper('buyer');
    await registerViaApi(page, buyer);
    const order = await page.request.post('/api/order/place', {
      data: {
        address: {
          firstName: 'Asha',
          lastName: 'Buyer',
          email: buyer.email,
          street: '14 Janpath Road',
          city: 'New Delhi',
          state: 'Delhi',
          zipcode: '110001',
          country: 'India',
          phone: '9876543210',
        },
        items: [{ _id: product!._id, size: 'default', quantity: 1 }],
        amount: product!.price,
      },
    });
    expect(order.ok(), await order.text()).toBe(true);
    const bought = await page.request.post('/api/product/review/add', {
      data: { productId: product!._id, rating: 5, comment: 'Bought it myself: solid and well finished.' },
    });
    expect(bought.ok(), await bought.text()).toBe(true);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await registerViaApi(otherPage, newShopper('browser'));
    const looked = await otherPage.request.post('/api/product/review/add', {
      data: { productId: product!._id, rating: 3, comment: 'Saw it at a friend’s place, looks fine.' },
    });
    expect(looked.ok(), await looked.text()).toBe(true);
    await other.close();

    await page.context().clearCookies();
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const reviews = page.getByRole('tabpanel', { name: /^Reviews/ }).getByRole('listitem');
    const mine = reviews.filter({ hasText: 'Bought it myself: solid and well finished.' });
    const theirs = reviews.filter({ hasText: 'Saw it at a friend’s place, looks fine.' });
    await expect(mine.getByTestId('verified-buyer')).toHaveText('Verified buyer');
    await expect(theirs).toBeVisible();
    await expect(theirs.getByTestId('verified-buyer')).toHaveCount(0);
  });

  test('the footer shows every footer link, in Shop, Help and Policies columns', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/footers');
    const { footers } = (await res.json()) as { footers: { title: string; link: string }[] };
    expect(footers.length).toBeGreaterThan(10);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Shop', 'Help', 'Policies'])
      await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible();
    for (const link of footers) {
      await expect(footer.getByRole('link', { name: link.title, exact: true })).toHaveAttribute(
        'href',
        link.link,
      );
    }
    for (const title of store.footerMustShow)
      await expect(footer.getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  test('an over-long or wordless search says what was searched', async ({ page }) => {
    const pasted = 'solid wood navy linen '.repeat(30).trim();
    await page.goto(`/shop?q=${encodeURIComponent(pasted)}`);
    const summary = page.getByTestId('search-summary');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Results for');
    await expect(summary).toContainText(`Your search was ${pasted.length} characters long`);
    await page.goto(`/shop?q=${encodeURIComponent('!!! ???')}`);
    await expect(summary).toContainText('Nothing to search for in “!!! ???”');
    await expect(summary.getByRole('link', { name: 'clear search' })).toHaveAttribute('href', '/shop');
    // Nothing wider than the screen on a phone, however long the text.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/shop?q=${'x'.repeat(600)}`);
    await expect(summary).toContainText('characters long');
    for (const shown of [summary, heading]) {
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });

  test('the open search bar leaves the /shop heading in view on desktop', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL(/\/shop/);
    // A searchbox without JavaScript, a combobox once suggestions are wired up.
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    const header = page.locator('header').first();
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => {
        const h = (await header.boundingBox())!;
        const t = (await heading.boundingBox())!;
        return t.y - (h.y + h.height);
      })
      .toBeGreaterThanOrEqual(8);
    // Typing keeps it clear: the results follow the text without the heading sliding under the bar.
    await box.fill('wood');
    await expect(page).toHaveURL(/q=wood/, { timeout: 20_000 });
    const h = (await header.boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(h.y + h.height);
  });
}
