import { expect, test, type Page } from '@playwright/test';
import {
  addToCartViaApi,
  buyableProducts,
  newShopper,
  registerViaApi,
  type ListedProduct,
} from './support/shop';

/**
 * Issue 24 point 18, checkout at 390 px and on a desktop: the default saved address fills the form;
 * the phone field's pattern compiles in Chromium (no console error) so a bad number is refused in the
 * browser; an error from the server shows beside PLACE ORDER and nothing covers the button.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const home = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.checkout@example.in',
  street: '7 Boat Club Road',
  appartment: 'Flat 3B',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipcode: '600028',
  country: 'India',
  phone: '9840012345',
};

let chairs: ListedProduct[] = [];
test.beforeAll(async ({ request }) => {
  chairs = await buyableProducts(request, { category: 'chairs', sized: false, count: 2, skip: 8 });
});

async function checkoutWithDefaultAddress(page: Page, label: string, chair: ListedProduct): Promise<void> {
  await registerViaApi(page, newShopper(`checkout-form-${label}`));
  const office = await page.request.post('/api/user/address', {
    data: { address: { ...home, street: '1 Mount Road', zipcode: '600002' }, isDefault: false },
  });
  expect(office.ok(), await office.text()).toBe(true);
  const kept = await page.request.post('/api/user/address', { data: { address: home, isDefault: true } });
  expect(kept.ok(), await kept.text()).toBe(true);
  await addToCartViaApi(page, chair._id);
  await page.goto('/place-order');
}

for (const [i, viewport] of VIEWPORTS.entries()) {
  test.describe(`checkout form, ${viewport.name}`, () => {
    test.use({ viewport });

    test('the default address is filled in, a bad phone number is refused in the browser, an error sits above PLACE ORDER', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      await checkoutWithDefaultAddress(page, viewport.name, chairs[i]!);
      const form = page.getByRole('form', { name: 'Checkout' });

      // The default address, not the other one, is in the form and shown as chosen.
      await expect(form.getByLabel('Street')).toHaveValue('7 Boat Club Road');
      await expect(form.getByLabel('Apartment, suite, etc. (optional)')).toHaveValue('Flat 3B');
      await expect(form.getByLabel('PIN code')).toHaveValue('600028');
      await expect(form.getByLabel('Phone')).toHaveValue('9840012345');
      await expect(form.getByRole('button', { name: /7 Boat Club Road/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(form.getByRole('button', { name: /1 Mount Road/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      // The phone pattern: a wrong number stops the submit in the browser, with no request sent.
      const phone = form.getByLabel('Phone');
      const placing: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/order/')) placing.push(r.url());
      });
      await phone.fill('12345 67890');
      expect(await phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
      await form.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await form.getByTestId('place-order').click();
      expect(await phone.evaluate((el: HTMLInputElement) => el.matches(':invalid'))).toBe(true);
      expect(placing).toEqual([]);
      for (const good of ['+91 98400 12345', '09840012345', '98400-12345']) {
        await phone.fill(good);
        expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid), good).toBe(true);
      }
      expect(consoleErrors.filter((e) => /pattern/i.test(e))).toEqual([]);

      // The server refuses (prices changed): the message shows above PLACE ORDER, both on screen, nothing over them.
      await page.route('**/api/order/place', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Prices changed. Please review your cart.' }),
        }),
      );
      const place = form.getByTestId('place-order');
      await place.scrollIntoViewIfNeeded();
      await place.click();
      const error = form.getByTestId('checkout-error');
      await expect(error).toHaveText('Prices changed. Please review your cart.');
      await expect(error).toBeInViewport({ ratio: 1 });
      await expect(place).toBeInViewport({ ratio: 1 });
      const button = (await place.boundingBox())!;
      const message = (await error.boundingBox())!;
      expect(message.y + message.height).toBeLessThanOrEqual(button.y);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      // Nothing painted over the button: the element at its centre is the button itself.
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="place-order"]') !== null,
        { x: button.x + button.width / 2, y: button.y + button.height / 2 },
      );
      expect(onTop, 'PLACE ORDER is not covered').toBe(true);
      for (const corner of [
        { x: button.x + 4, y: button.y + 4 },
        { x: button.x + button.width - 4, y: button.y + button.height - 4 },
      ]) {
        const covered = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="place-order"]') === null,
          corner,
        );
        expect(covered, `PLACE ORDER is not covered at ${corner.x},${corner.y}`).toBe(false);
      }
    });
  });
}
