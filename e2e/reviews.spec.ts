import { expect, test, type Locator, type Page } from '@playwright/test';
import { listProducts, newShopper, registerViaApi, toast, type ListedProduct } from './support/shop';

/** Reviewable products of this file only (T-shirts and shirts; no other journey reviews them). */
let products: ListedProduct[];

test.beforeAll(async ({ request }) => {
  products = (await listProducts(request, { category: 'T-Shirts & Shirts' }))
    .filter((p) => p.allowCustomerReviews)
    .slice(0, 2);
  expect(products).toHaveLength(2);
});

function countOf(text: string): number {
  return Number(/Based on (\d+) review/.exec(text)?.[1] ?? NaN);
}

/** The shown average (one decimal) is the mean of the ratings, whatever way its last digit was rounded. */
async function expectAverage(shown: Locator, mean: number) {
  await expect.poll(async () => Math.abs(Number(await shown.innerText()) - mean)).toBeLessThanOrEqual(0.051);
}

async function openReviews(page: Page, product: ListedProduct) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel).toBeVisible();
  return panel;
}

test('a shopper writes, edits and deletes their review, and the summary follows', async ({ page }) => {
  const product = products[0]!;
  const shopper = newShopper('review');
  await registerViaApi(page, shopper);
  const panel = await openReviews(page, product);

  const before = countOf(await panel.getByTestId('review-count').innerText());
  const api = await page.request.post('/api/product/review/get', { data: { productId: product._id } });
  const summary = (await api.json()) as {
    averageRating: number;
    totalReviews: number;
    reviews: { rating: number }[];
  };
  expect(summary.totalReviews).toBe(before);

  await panel.getByRole('button', { name: 'Write Review' }).click();
  const form = panel.getByRole('form', { name: 'Write a review' });
  await form.getByText('1★', { exact: true }).click();
  await form.getByLabel('Your review').fill('Too tight at the shoulders, the collar curls after one wash.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Thank you for your review!')).toBeVisible();

  const own = panel.getByTestId('own-review');
  await expect(own).toContainText('Your review');
  await expect(own).toContainText('Too tight at the shoulders, the collar curls after one wash.');
  await expect(own).toContainText(shopper.name);
  await expect(panel.getByTestId('review-count')).toHaveText(
    `Based on ${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'}`,
  );
  const sum = summary.reviews.reduce((s, r) => s + r.rating, 0);
  await expectAverage(panel.getByTestId('average-rating'), (sum + 1) / (before + 1));
  await expect(panel.getByRole('button', { name: 'Write Review' })).toHaveCount(0);
  // The server-rendered parts of the page follow: the tab label and the summary under the name.
  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toBeVisible();
  await expect(page.getByRole('main').getByText(`(${before + 1} reviews)`)).toBeVisible();

  await own.getByRole('button', { name: 'Edit' }).click();
  const edit = panel.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue(
    'Too tight at the shoulders, the collar curls after one wash.',
  );
  await edit.getByText('5★', { exact: true }).click();
  await edit.getByLabel('Your review').fill('Exchanged for a size up: fits perfectly now.');
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expect(toast(page, 'Review updated')).toBeVisible();
  await expect(own).toContainText('Exchanged for a size up: fits perfectly now.');
  await expect(panel.getByTestId('review-count')).toHaveText(
    `Based on ${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'}`,
  );
  await expectAverage(panel.getByTestId('average-rating'), (sum + 5) / (before + 1));

  // The review is still the shopper's own after a reload.
  await page.reload();
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(own).toContainText('Exchanged for a size up: fits perfectly now.');

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Review deleted')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete your review?']);
  await expect(own).toHaveCount(0);
  await expect(panel.getByText('Exchanged for a size up: fits perfectly now.')).toHaveCount(0);
  await expect(panel.getByTestId('review-count')).toHaveText(
    `Based on ${before} ${before === 1 ? 'review' : 'reviews'}`,
  );
  await expect(panel.getByRole('button', { name: 'Write Review' })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${before})` })).toBeVisible();
});

test('a review comment with HTML in it shows as plain text', async ({ page }) => {
  const product = products[1]!;
  await registerViaApi(page, newShopper('xss'));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const panel = await openReviews(page, product);
  const comment = 'Looks great <img src=x onerror=alert(1)> and <b>bold</b> claims';
  await panel.getByRole('button', { name: 'Write Review' }).click();
  await panel.getByLabel('Your review').fill(comment);
  await panel.getByRole('button', { name: 'Submit Review' }).click();
  await expect(panel.getByTestId('own-review').getByText(comment)).toBeVisible();

  // Everyone else sees it as text too, in the server-rendered page.
  await page.context().clearCookies();
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByRole('tabpanel', { name: /^Reviews/ }).getByText(comment)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main b', { hasText: 'bold' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a visitor is invited to log in instead of writing a review', async ({ page }) => {
  await page.goto(`/product/${products[0]!._id}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(panel.getByRole('button', { name: 'Write Review' })).toHaveCount(0);
});
