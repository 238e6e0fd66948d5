import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';
import { expectNoSideways } from './screen';
import { listProducts, newShopper, registerViaApi, type ListedProduct } from './shop';

// Issue 27 point 5: the owner hides a review with a reason; the product page's rating and count leave
// it out and visitors no longer see its text, while its author sees it marked with the reason.

type Summary = { averageRating: number; totalReviews: number };

async function summaryOf(page: Page, productId: string): Promise<Summary> {
  const res = await page.request.post('/api/product/review/get', { data: { productId } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Summary;
}

const reviewsText = (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`;

async function openReviewsTab(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel).toBeVisible();
  return panel;
}

/** What a visitor sees under the product name: the average and the count, both on screen. */
async function expectVisibleRating(page: Page, summary: Summary) {
  const rating = page.locator('a[href="#panel-reviews"]').first();
  await rating.scrollIntoViewIfNeeded();
  await expect(rating).toBeInViewport();
  await expect(rating.getByText(summary.averageRating.toFixed(1), { exact: true })).toBeVisible();
  await expect(rating.getByText(reviewsText(summary.totalReviews), { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${summary.totalReviews})` })).toBeVisible();
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  return context.newPage();
}

/**
 * The moderation journey at a desktop and a phone, each on its own reviewed product of `category` (the
 * last two by name with two reviews or more: other journeys take the first).
 */
export function reviewModerationJourneys({ category }: { category: string }): void {
  let products: ListedProduct[];
  test.beforeAll(async ({ request }) => {
    products = (await listProducts(request, { category }))
      .filter((p) => p.allowCustomerReviews && p.totalReviews >= 2)
      .slice(-2);
    expect(products).toHaveLength(2);
  });

  for (const [index, width] of [
    [0, 1440],
    [1, 390],
  ] as const) {
    test(`the owner hides a review with a reason: the product page's rating and count drop it and visitors no longer see it (${width} px)`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(240_000);
      const product = products[index]!;
      const author = await newPage(browser, width);
      const visitor = await newPage(browser, width);
      const admin = await newPage(browser, width);
      const comment = `Buy the same for half price at copies-${Date.now().toString(36)}.example`;
      try {
        const shopper = newShopper('review-mod');
        await registerViaApi(author, shopper);
        const added = await author.request.post('/api/product/review/add', {
          data: { productId: product._id, rating: 1, comment },
        });
        expect(added.ok(), await added.text()).toBe(true);
        const withReview = await summaryOf(visitor, product._id);

        // A visitor sees the review and the rating that counts it.
        const visitorPanel = await openReviewsTab(visitor, product._id);
        await expect(visitorPanel.getByText(comment)).toBeVisible();
        await expectVisibleRating(visitor, withReview);

        // The owner hides it from the back office's review list, with a reason.
        await signInAsAdmin(admin, '/admin/reviews');
        await expect(admin.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
        const row = admin.getByTestId('admin-review').filter({ hasText: comment });
        await expect(row.getByText(product.name)).toBeVisible();
        await expect(row.getByTestId('review-status')).toHaveText('Visible');
        await row.getByLabel(/^Reason/).fill('Links to another shop');
        if (width === 390) await row.screenshot({ path: testInfo.outputPath('admin-review-row-390.png') });
        await row.getByRole('button', { name: 'Hide review' }).click();
        await expect(row.getByTestId('review-status')).toHaveText('Hidden');
        await expect(row.getByText('Hidden: Links to another shop')).toBeVisible();
        const restoreButton = row.getByRole('button', { name: 'Restore' });
        await restoreButton.scrollIntoViewIfNeeded();
        await expect(restoreButton).toBeInViewport();
        const box = (await restoreButton.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expectNoSideways(admin);
        // The status filter keeps it under Hidden.
        await admin.goto('/admin/reviews?status=hidden');
        await expect(admin.getByTestId('admin-review').filter({ hasText: comment })).toBeVisible();
        if (width === 390)
          await admin.screenshot({ path: testInfo.outputPath('admin-reviews-390.png'), fullPage: true });

        // The visitor's next look: one review fewer, the average without it, and no trace of its text.
        const without = await summaryOf(visitor, product._id);
        expect(without.totalReviews).toBe(withReview.totalReviews - 1);
        const panelAfter = await openReviewsTab(visitor, product._id);
        await expectVisibleRating(visitor, without);
        await expect(panelAfter.getByTestId('review-count')).toHaveText(
          `Based on ${without.totalReviews} ${without.totalReviews === 1 ? 'review' : 'reviews'}`,
        );
        await expect(panelAfter.getByTestId('review').first()).toBeVisible();
        await expect(visitor.getByText(comment)).toHaveCount(0);
        await expectNoSideways(visitor);

        // Its author still sees it, marked with the store's reason.
        const authorPanel = await openReviewsTab(author, product._id);
        const own = authorPanel.getByTestId('own-review');
        await expect(own.getByText(comment)).toBeVisible();
        await expect(own.getByTestId('own-review-hidden')).toContainText(
          'Hidden by the store: Links to another shop',
        );
        await expect(own.getByTestId('own-review-hidden')).toBeInViewport();
        if (width === 390) await own.screenshot({ path: testInfo.outputPath('own-review-hidden-390.png') });
        await expectNoSideways(author);

        // Restore puts it back for everyone.
        await admin.goto('/admin/reviews?status=hidden');
        const hiddenRow = admin.getByTestId('admin-review').filter({ hasText: comment });
        await hiddenRow.getByRole('button', { name: 'Restore' }).click();
        await expect(admin.getByTestId('admin-review').filter({ hasText: comment })).toHaveCount(0);
        await openReviewsTab(visitor, product._id);
        await expect(visitor.getByText(comment)).toBeVisible();
        await expectVisibleRating(visitor, withReview);
      } finally {
        // The product's figures go back to the seed's: the author takes the review back.
        await author.request.post('/api/product/review/delete', { data: { productId: product._id } });
        await Promise.all([author, visitor, admin].map((p) => p.context().close()));
      }
    });
  }
}
