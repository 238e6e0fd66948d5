import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { buyableProducts, newShopper, registerViaApi, rupees } from './support/shop';

// Issue 24, point 15: the back-office order page showed subtotal and total with no coupon line.

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.admin-coupon@example.in',
  street: '14 Janpath Road',
  appartment: '',
  city: 'New Delhi',
  state: 'Delhi',
  zipcode: '110001',
  country: 'India',
  phone: '9876543210',
};

async function noSideScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('back office order page: the coupon code and its discount between subtotal and total, desktop and 390 px', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = newShopper('admin-coupon');
  await registerViaApi(page, shopper);
  const candidates = await buyableProducts(request, {
    category: "Women's Western Styles",
    count: 3,
    skip: 6,
  });
  // SAVE200 (seeded): ₹200 off once the cart reaches ₹1,999, within one line of at most 10 units.
  const product = candidates.find((p) => (p.price ?? 0) >= 200);
  if (!product?.price) throw new Error('no buyable product of ₹200 or more');
  const quantity = Math.max(1, Math.ceil(1999 / product.price));
  const body = {
    address,
    couponCode: 'SAVE200',
    items: [{ _id: product._id, size: product.sizes[0] ?? 'default', quantity }],
  };
  // The first answer names the amount to charge with the coupon (409); the order is placed with it.
  const priced = await page.request.post('/api/order/place', { data: { ...body, amount: 1 } });
  expect(priced.status(), await priced.text()).toBe(409);
  const { amount } = (await priced.json()) as { amount: number };
  const placed = await page.request.post('/api/order/place', { data: { ...body, amount } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: string };

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  try {
    await signInAsAdmin(admin, '/admin/orders');
    await admin.goto(`/admin/orders/${orderId}`);
    const items = admin.getByRole('region', { name: 'Items' });
    const coupon = items.getByTestId('order-coupon');
    await expect(coupon).toHaveText(`Coupon SAVE200−${rupees(200)}`);
    await expect(items.getByText('Subtotal')).toBeVisible();
    // Subtotal, coupon, delivery, total: in that order down the card.
    const top = async (text: string) => (await items.getByText(text, { exact: true }).boundingBox())!.y;
    const couponY = (await coupon.boundingBox())!.y;
    expect(await top('Subtotal')).toBeLessThan(couponY);
    expect(couponY).toBeLessThan(await top('Total'));
    await noSideScroll(admin, 1280);
    await admin.screenshot({ path: testInfo.outputPath('admin-order-coupon-1280.png'), fullPage: true });

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await coupon.scrollIntoViewIfNeeded();
    await expect(coupon).toBeInViewport();
    const box = (await coupon.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(coupon.getByText(`−${rupees(200)}`)).toBeInViewport();
    await noSideScroll(admin, 390);
    await admin.screenshot({ path: testInfo.outputPath('admin-order-coupon-390.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
