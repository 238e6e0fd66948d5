import { expect, test, type Page } from '@playwright/test';
import {
  addToCartViaApi,
  fillDeliveryForm,
  navCart,
  newShopper,
  productsOfFile,
  registerViaApi,
  rupees,
  toast,
  type ListedProduct,
} from './support/shop';

/** Watches of this file only: bought with stock untracked or plentiful, never out of stock mid-run. */
const watch = productsOfFile({ category: 'Watches', sized: false, count: 4 });

/** A fresh shopper with the given products in the server cart, on /cart. */
async function shopperWithCart(page: Page, label: string, products: ListedProduct[]) {
  const shopper = newShopper(label);
  await registerViaApi(page, shopper);
  for (const p of products) await addToCartViaApi(page, p._id);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(products.length);
  return shopper;
}

/** From /cart to a filled checkout form with the given payment method chosen. */
async function checkout(page: Page, method: 'Cash on Delivery' | 'UPI' | 'Credit / Debit Card') {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillDeliveryForm(page);
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await page.getByRole('radio', { name: method }).check();
}

test('cash on delivery: PIN code autofill, order placed, shown on /orders, invoice, then cancelled', async ({
  page,
}) => {
  const shopper = await shopperWithCart(page, 'cod', [watch(0), watch(1)]);
  await page.getByRole('button', { name: `Increase quantity of ${watch(0).name}` }).click();
  await expect(page.getByTestId('line-quantity').first()).toHaveText('2');
  const total = watch(0).price! * 2 + watch(1).price!;
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(total));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  const form = page.getByRole('form', { name: 'Checkout' });
  // Prefilled from the account.
  await expect(form.getByLabel('First name')).toHaveValue('Asha');
  await expect(form.getByLabel('Email address')).toHaveValue(shopper.email);

  const lookup = await page.request.get('/api/pincode/110001');
  const office = ((await lookup.json()) as { PostOffice: { District: string; State: string }[] }[])[0]!
    .PostOffice[0]!;
  expect(office.State).toBe('Delhi');
  await page.getByLabel('Street').fill('14 Janpath Road');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue(office.District);
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await expect(page.getByTestId('pincode-status')).toContainText('change them if they are not right');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  // The lookup fills city and state; the shopper can still correct them, and the order keeps the correction.
  await expect(page.getByLabel('City')).toBeEditable();
  await expect(page.getByLabel('State')).toBeEditable();
  const corrected = office.District === 'New Delhi' ? 'Delhi' : 'New Delhi';
  await page.getByLabel('City').fill(corrected);
  await expect(page.getByLabel('City')).toHaveValue(corrected);
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('cart-total')).toHaveText(rupees(total));

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(toast(page, 'Order placed! We will keep you posted.')).toBeVisible();
  const order = page.getByTestId('order-card').first();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(order.getByTestId('order-status')).toHaveText('Order Placed');
  await expect(order).toContainText(rupees(total));
  await expect(order).toContainText(watch(0).name);
  await expect(order).toContainText('Quantity: 2');
  await expect(order).toContainText('Cash on delivery');
  await expect(order).toContainText(`${corrected}, Delhi 110001`);
  await expect(navCart(page)).toHaveAccessibleName('Cart, 0 items');

  await order.getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+\/invoice$/);
  const invoice = page.getByTestId('invoice');
  await expect(invoice.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(invoice).toContainText(watch(0).name);
  await expect(invoice).toContainText('GSTIN');
  await expect(invoice).toContainText(rupees(total));
  await page.getByRole('link', { name: '← Back to orders' }).click();

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByTestId('order-card').first().getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(page, 'Your order has been cancelled.')).toBeVisible();
  expect(dialogs).toHaveLength(1);
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Cancelled');
  await expect(
    page.getByTestId('order-card').first().getByRole('button', { name: 'Cancel order' }),
  ).toHaveCount(0);
});

for (const { method, label, sandbox } of [
  { method: 'UPI', label: 'upi', sandbox: 'Sandbox UPI payment' },
  { method: 'Credit / Debit Card', label: 'card', sandbox: 'Sandbox Card payment' },
] as const) {
  test(`${label}: the sandbox payment page approves, and the order is paid with an empty cart`, async ({
    page,
  }) => {
    await shopperWithCart(page, label, [watch(2)]);
    await checkout(page, method);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    await expect(page).toHaveURL(/\/pay\/sandbox\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: sandbox })).toBeVisible();
    await expect(page.getByText(/Test mode/i)).toBeVisible();
    await expect(page.getByTestId('sandbox-payment')).toContainText(rupees(watch(2).price!));
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/orders$/);
    const order = page.getByTestId('order-card').first();
    await expect(order).toContainText(watch(2).name);
    await expect(order).toContainText(`${label === 'upi' ? 'UPI' : 'Card'} · Paid`);
    await expect(navCart(page)).toHaveAccessibleName('Cart, 0 items');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart Feels Lonely' })).toBeVisible();
  });
}

test('a declined payment returns to the cart with the cart intact', async ({ page }) => {
  await shopperWithCart(page, 'declined', [watch(3)]);
  await checkout(page, 'Credit / Debit Card');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/[\w-]+$/);
  await page.getByRole('button', { name: 'Decline payment' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    toast(page, 'The payment did not go through. Your cart is just as you left it.'),
  ).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(watch(3).name);
  await expect(navCart(page)).toHaveAccessibleName('Cart, 1 items');

  // The unpaid order is kept, cancelled, with its failed payment.
  await page.goto('/orders');
  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(order).toContainText('Card · Payment failed');
});

test('checkout needs a signed-in shopper', async ({ page }) => {
  await page.goto('/place-order');
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)place-order$/);
});
