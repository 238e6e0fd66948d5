import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { deliverInBackOffice, signInAsAdmin } from './admin';
import { listProducts, newShopper, registerViaApi, rupees, type ListedProduct } from './shop';

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.returns@example.in',
  street: '14 Janpath Road',
  appartment: '',
  city: 'New Delhi',
  state: 'Delhi',
  zipcode: '110001',
  country: 'India',
  phone: '9876543210',
};

/** A product whose stock is counted (so a return visibly puts a unit back), priced and plentiful. */
async function countedProduct(
  request: APIRequestContext,
  category: string,
  sized: boolean | undefined,
  pick: number,
): Promise<ListedProduct> {
  // From the end of the list: the other journeys take theirs from the start.
  const fit = (await listProducts(request, { category })).filter(
    (p) =>
      p.inStock &&
      p.price != null &&
      p.stock != null &&
      p.stock >= 10 &&
      // A sized product must come in at least two sizes, so there is another size to exchange for.
      (sized === undefined || p.sizes.length > 1 === sized),
  );
  const product = fit.at(-1 - pick);
  expect(product, `a counted ${sized ? 'sized ' : ''}product in ${category}`).toBeTruthy();
  return product!;
}

async function stockOf(request: APIRequestContext, product: ListedProduct): Promise<number | null> {
  const listed = await listProducts(request, { category: product.category });
  return listed.find((p) => p._id === product._id)?.stock ?? null;
}

/** The shopper pays for two units by UPI through the offline sandbox (the provider's own page, approved). */
async function paidUpiOrder(
  page: Page,
  product: ListedProduct,
  size: string,
  email: string,
): Promise<string> {
  const placed = await page.request.post('/api/order/place-upi', {
    data: {
      address: { ...address, email },
      items: [{ _id: product._id, size, quantity: 2 }],
      amount: 2 * product.price!,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId, paymentUrl } = (await placed.json()) as { orderId: string; paymentUrl: string };
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: /approve/i }).click();
  await expect(page).toHaveURL(/\/verify|\/orders/, { timeout: 30_000 });
  return orderId;
}

/** The back office moves a return or exchange, with an optional note, and sees its new status. */
async function moveRequest(admin: Page, orderId: string, status: string, note?: string): Promise<void> {
  const card = admin.getByTestId('admin-return').filter({ hasText: orderId });
  await card.getByLabel('Move to').selectOption(status);
  if (note) await card.getByLabel(/^Note/).fill(note);
  await card.getByRole('button', { name: 'Update status' }).click();
  await expect(card.getByText(status, { exact: true }).first()).toBeVisible();
  await expect(card.getByLabel('Move to').or(card.getByText(/is closed/))).toBeVisible();
}

/** Opens the newest order on /orders (the first card starts open). */
async function openOrder(page: Page, orderId: string) {
  await page.goto('/orders');
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card).toBeVisible();
  const toggle = card.getByRole('button', { expanded: false });
  if (await toggle.count()) await toggle.first().click();
  return card;
}

/**
 * After the purchase, in one catalogue: a prepaid order delivered in the back office, a return of one
 * unit asked for on a phone, approved, picked up and received (the unit back in stock), refunded through
 * the sandbox, and the shopper's timeline showing the refund. With `exchangeCategory`, a sized product of
 * it is exchanged for another size as well.
 */
export function returnsJourneys(opts: { category: string; exchangeCategory?: string }) {
  test('a delivered order is returned on a phone, received back into stock and refunded', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const product = await countedProduct(request, opts.category, undefined, 0);
    const shopper = newShopper('returns');
    await registerViaApi(page, shopper);
    const orderId = await paidUpiOrder(page, product, product.sizes[0] ?? 'default', shopper.email);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInAsAdmin(admin, `/admin/orders/${orderId}`);
      await deliverInBackOffice(admin, orderId);

      await page.setViewportSize({ width: 390, height: 844 });
      const card = await openOrder(page, orderId);
      await card.getByRole('button', { name: 'Return or exchange' }).click();
      const form = card.getByRole('form', { name: 'Return or exchange' });
      await expect(form).toBeVisible();
      const box = await form.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await form.getByRole('checkbox').first().check();
      await form.getByLabel('Reason').selectOption('Damaged or defective');
      await form.getByLabel(/Details/).fill('The corner was dented when it arrived.');
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6d4b' } })
        .jpeg()
        .toBuffer();
      await form
        .getByLabel(/Photos/)
        .setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
      await form.getByRole('button', { name: 'Request return' }).click();
      const request_ = card.getByTestId('return-request');
      await expect(request_.getByText('Requested', { exact: true }).first()).toBeVisible();
      await expect(request_.getByRole('img', { name: 'Your photo' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const before = await stockOf(request, product);
      await admin.goto('/admin/returns');
      await expect(
        admin
          .getByTestId('admin-return')
          .filter({ hasText: orderId })
          .getByRole('img', { name: /photo 1/ }),
      ).toBeVisible();
      for (const status of ['Approved', 'Picked up', 'Received']) await moveRequest(admin, orderId, status);
      await expect.poll(() => stockOf(request, product)).toBe((before ?? 0) + 1);
      await moveRequest(admin, orderId, 'Refunded');
      await expect(
        admin
          .getByTestId('admin-return')
          .filter({ hasText: orderId })
          .getByText(/refund of .+ issued \(sandbox\)/),
      ).toBeVisible();

      const after = await openOrder(page, orderId);
      const done = after.getByTestId('return-request');
      await expect(done.getByText('Refunded', { exact: true }).first()).toBeVisible();
      await expect(done.getByTestId('refund-line')).toHaveText(`Refund of ${rupees(product.price!)} issued`);
      for (const step of ['Requested', 'Approved', 'Picked up', 'Received']) {
        await expect(done.getByRole('listitem').filter({ hasText: step })).toBeVisible();
      }
      // The other unit can still be returned.
      await expect(after.getByRole('button', { name: 'Return or exchange' })).toBeVisible();

      // Every step reached the shopper's inbox (the outbox here, with no SMTP_URL), the refund with its amount.
      await admin.goto(`/admin/outbox?to=${encodeURIComponent(shopper.email)}`);
      const subjects = admin.getByTestId('outbox-entry').getByRole('link');
      await expect(subjects.filter({ hasText: /^Refund of .+ issued for order INV\// })).toHaveText(
        new RegExp(`^Refund of ${rupees(product.price!).replace(/[₹,]/g, '.')} issued`),
      );
      for (const status of ['Requested', 'Approved', 'Picked up', 'Received', 'Refunded']) {
        await expect(
          subjects.filter({ hasText: new RegExp(`^Your return for order .+: ${status}$`) }),
        ).toHaveCount(1);
      }
    } finally {
      await adminContext.close();
    }
  });

  const exchangeCategory = opts.exchangeCategory;
  if (!exchangeCategory) return;
  test('a delivered item is exchanged for another size, shipped from stock', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const product = await countedProduct(request, exchangeCategory, true, 1);
    const [size, other] = product.sizes;
    const shopper = newShopper('exchange');
    await registerViaApi(page, shopper);
    const orderId = await paidUpiOrder(page, product, size!, shopper.email);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInAsAdmin(admin, `/admin/orders/${orderId}`);
      await deliverInBackOffice(admin, orderId);
      const card = await openOrder(page, orderId);
      await card.getByRole('button', { name: 'Return or exchange' }).click();
      const form = card.getByRole('form', { name: 'Return or exchange' });
      await form.getByLabel('Exchange for another size').check();
      await form.getByRole('checkbox').first().check();
      await form.getByLabel('New size').selectOption(other!);
      await form.getByRole('button', { name: 'Request exchange' }).click();
      await expect(card.getByTestId('return-request')).toContainText(`→ size ${other}`);

      await admin.goto('/admin/returns');
      for (const status of ['Approved', 'Picked up', 'Received']) await moveRequest(admin, orderId, status);
      await moveRequest(admin, orderId, 'Exchange shipped', 'AWB 7755001199');
      const after = await openOrder(page, orderId);
      await expect(
        after.getByTestId('return-request').getByText('Exchange shipped', { exact: true }).first(),
      ).toBeVisible();
      await expect(after.getByTestId('return-request')).toContainText('AWB 7755001199');
    } finally {
      await adminContext.close();
    }
  });
}
