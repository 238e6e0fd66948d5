import { expect, test } from '@playwright/test';
import { addToCartViaApi, buyableProducts, newShopper, registerViaApi, type ListedProduct } from './shop';

/** Saved addresses at checkout (390 px and desktop) with two unsized products of `category`. */
export function savedAddressJourneys(opts: { category: string; skip: number }): void {
  let watches: ListedProduct[];

  test.beforeAll(async ({ request }) => {
    // Not the first ones: checkout.spec.ts buys those.
    watches = await buyableProducts(request, {
      category: opts.category,
      sized: false,
      count: 2,
      skip: opts.skip,
    });
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`saved address, ${viewport.name}: kept on /profile, filled at checkout in one tap, the order goes there`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const shopper = newShopper(`address-${viewport.name}`);
      await registerViaApi(page, shopper);

      // /profile: name and phone, then an address.
      await page.goto('/profile');
      const details = page.getByRole('form', { name: 'Your details' });
      await details.getByLabel('Name').fill('Asha Rao');
      await details.getByLabel('Phone').fill('9812345678');
      await details.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByTestId('profile-details-message')).toHaveText('Profile saved.');
      await expect(page.getByTestId('profile-name')).toHaveText('Asha Rao');

      await page.getByRole('button', { name: '+ Add an address' }).click();
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByLabel('Street').fill('22 Hailey Road');
      await form.getByLabel('Apartment, suite, etc. (optional)').fill('Flat 7');
      await form.getByLabel('Phone').fill('9812345678');
      await form.getByLabel('PIN code').fill('110001');
      await expect(form.getByLabel('State')).toHaveValue('Delhi');
      await form.getByRole('button', { name: 'Save address' }).click();
      const saved = page.getByTestId('saved-address');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText('22 Hailey Road, Flat 7');
      await expect(saved).toContainText('Default');
      const city = await page.getByTestId('saved-address').textContent();

      // Checkout: the default (here the only) saved address fills the form by itself (issue 24 point 18).
      await addToCartViaApi(page, watches[viewport.name === 'phone' ? 0 : 1]!._id);
      await page.goto('/place-order');
      const checkout = page.getByRole('form', { name: 'Checkout' });
      const choice = checkout.getByRole('button', { name: /22 Hailey Road/ });
      await expect(choice).toBeVisible();
      const box = await choice.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expect(choice).toHaveAttribute('aria-pressed', 'true');
      await expect(checkout.getByLabel('Street')).toHaveValue('22 Hailey Road');
      await expect(checkout.getByLabel('Apartment, suite, etc. (optional)')).toHaveValue('Flat 7');
      await expect(checkout.getByLabel('PIN code')).toHaveValue('110001');
      await expect(checkout.getByLabel('Phone')).toHaveValue('9812345678');
      await expect(checkout.getByLabel('First name')).toHaveValue('Asha');
      await expect(checkout.getByLabel('State')).toHaveValue('Delhi');

      await checkout.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await checkout.getByTestId('place-order').click();
      await expect(page).toHaveURL(/\/orders$/);
      const orders = await page.request.post('/api/order/userorders', { data: {} });
      const [order] = ((await orders.json()) as { orders: { address: Record<string, string> }[] }).orders;
      expect(order?.address).toMatchObject({
        street: '22 Hailey Road',
        zipcode: '110001',
        phone: '9812345678',
      });
      expect(city).toContain(order?.address.city ?? '-');
      await context.close();
    });
  }

  test('checkout: "Save this address" keeps a new address for next time', async ({ page }) => {
    const shopper = newShopper('address-save');
    await registerViaApi(page, shopper);
    await addToCartViaApi(page, watches[0]!._id);
    await page.goto('/place-order');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await expect(checkout.getByRole('button', { name: /Deliver to this address/ })).toHaveCount(0);
    await checkout.getByLabel('Street').fill('3 MG Road');
    await checkout.getByLabel('Phone').fill('9876501234');
    await checkout.getByLabel('PIN code').fill('110001');
    await expect(checkout.getByLabel('State')).toHaveValue('Delhi');
    await checkout.getByLabel('Save this address').check();
    await checkout.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await checkout.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/orders$/);

    await page.goto('/profile');
    await expect(page.getByTestId('saved-address')).toHaveCount(1);
    await expect(page.getByTestId('saved-address')).toContainText('3 MG Road');
    await page.goto('/place-order');
    await expect(page.getByRole('button', { name: /3 MG Road/ })).toBeVisible();
  });
}
