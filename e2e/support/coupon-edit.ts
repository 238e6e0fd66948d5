import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';
import { expectNoSideways, expectOnScreen } from './screen';
import { buyableProducts, newShopper, registerViaApi, toast, type ListedProduct } from './shop';

// Issue 27 point 6: the owner edits a coupon from the coupons screen; a used coupon's limit never goes
// below its uses. At a 390 px phone and at a 1440 px desktop.

const address = {
  firstName: 'Ravi',
  lastName: 'Menon',
  email: 'ravi.coupon-edit@example.in',
  street: '22 MG Road',
  appartment: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '9876501234',
};

/** A ₹100-off coupon on the category, limited to 5 uses, used by two shoppers' orders (through the API). */
async function usedCoupon(
  admin: Page,
  shopperPage: Page,
  code: string,
  category: string,
  product: ListedProduct,
): Promise<void> {
  const created = await admin.request.post('/api/admin/coupons', {
    data: { code, kind: 'flat', value: 100, usageLimit: 5, categories: [category], showOnProduct: false },
  });
  expect(created.ok(), await created.text()).toBe(true);
  for (const who of ['first', 'second']) {
    await registerViaApi(shopperPage, newShopper(`coupon-edit-${who}`));
    const body = {
      address,
      couponCode: code,
      items: [{ _id: product._id, size: product.sizes[0] ?? 'default', quantity: 1 }],
    };
    // The first answer names the amount with the coupon (409); the order is placed with it.
    const priced = await shopperPage.request.post('/api/order/place', { data: { ...body, amount: 1 } });
    expect(priced.status(), await priced.text()).toBe(409);
    const { amount } = (await priced.json()) as { amount: number };
    const placed = await shopperPage.request.post('/api/order/place', { data: { ...body, amount } });
    expect(placed.ok(), await placed.text()).toBe(true);
    await shopperPage.request.post('/api/user/logout');
  }
}

/** The coupon-edit journey at a phone and a desktop, on a used ₹100-off coupon of `category`. */
export function couponEditJourneys({ category, skip }: { category: string; skip: number }): void {
  let product: ListedProduct;
  test.beforeAll(async ({ request }) => {
    [product] = (await buyableProducts(request, { category, count: 1, skip })) as [ListedProduct];
  });

  for (const { label, width, height, value } of [
    { label: '390 px', width: 390, height: 844, value: 175 },
    { label: 'desktop', width: 1440, height: 900, value: 150 },
  ]) {
    test(`owner edits a coupon's discount and cannot lower a used coupon's limit below its uses (${label})`, async ({
      browser,
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const code = `ED${width}${Date.now().toString(36).toUpperCase().slice(-5)}`;
      const context = await browser.newContext({ viewport: { width, height } });
      const admin = await context.newPage();
      try {
        await signInAsAdmin(admin, '/admin/coupons');
        await usedCoupon(admin, page, code, category, product);
        await admin.reload();

        const row = admin.getByTestId('coupon-row').filter({ hasText: code });
        await expect(row).toContainText('₹100 off');
        await expect(row).toContainText('2 / 5');
        const editLink = row.getByRole('link', { name: `Edit ${code}` });
        await editLink.scrollIntoViewIfNeeded();
        await expectOnScreen(admin, editLink);
        await expectNoSideways(admin);
        await editLink.click();

        // The edit form opens with the coupon's terms in the create form's fields.
        await expect(admin).toHaveURL(/\/admin\/coupons\/[\w-]+$/);
        await expect(admin.getByRole('heading', { level: 1, name: `Edit ${code}` })).toBeVisible();
        await expect(admin.getByText('Used 2 times of 5.')).toBeVisible();
        const form = admin.getByRole('form', { name: `Edit coupon ${code}` });
        await expect(form.getByLabel('Code')).toHaveValue(code);
        await expect(form.getByLabel('Discount type')).toHaveValue('flat');
        await expect(form.getByLabel('Discount (% or ₹)')).toHaveValue('100');
        await expect(form.getByLabel('Uses in all')).toHaveValue('5');
        await expect(form.getByRole('checkbox', { name: new RegExp(`^${category}$`, 'i') })).toBeChecked();
        await expect(form.getByLabel('Show on product pages as an offer')).not.toBeChecked();
        await expectNoSideways(admin);
        if (width === 390) {
          await admin.screenshot({ path: testInfo.outputPath('coupon-edit-390.png'), fullPage: true });
        }

        // A limit below the two uses: refused, with the reason beside the button and at the field.
        await form.getByLabel('Uses in all').fill('1');
        const save = form.getByRole('button', { name: 'Save coupon' });
        await save.click();
        const refusal = 'This coupon has been used 2 times; its limit cannot be lower than 2.';
        const message = form.locator('p[aria-live]');
        await expect(message).toHaveText(refusal);
        await expectOnScreen(admin, message);
        await expectOnScreen(admin, save);
        await expect(form.getByLabel('Uses in all')).toHaveAttribute('aria-invalid', 'true');
        await expect(admin).toHaveURL(/\/admin\/coupons\/[\w-]+$/);
        await expectNoSideways(admin);
        if (width === 390) {
          await admin.screenshot({ path: testInfo.outputPath('coupon-edit-refused-390.png') });
        }

        // At its uses the limit is fine; the new discount shows in the list.
        await form.getByLabel('Uses in all').fill('2');
        await form.getByLabel('Discount (% or ₹)').fill(String(value));
        await save.click();
        await expect(toast(admin, `Coupon ${code} saved.`)).toBeVisible();
        await expect(admin).toHaveURL(/\/admin\/coupons$/);
        const saved = admin.getByTestId('coupon-row').filter({ hasText: code });
        await expect(saved).toContainText(`₹${value} off`);
        await expect(saved).toContainText('2 / 2');
        const terms = saved.getByText(`₹${value} off`);
        await terms.scrollIntoViewIfNeeded();
        await expect(terms).toBeInViewport();
        await expectNoSideways(admin);
      } finally {
        await context.close();
      }
    });
  }
}
