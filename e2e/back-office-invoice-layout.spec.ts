import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { buyableProducts, newShopper, registerViaApi } from './support/shop';

/**
 * Issue 24 points 16 and 17: the back office dashboard fits the screen at 1440 px and at 390 px, and the
 * invoice on a phone shows every line's GST and total inside its card (nothing to scroll sideways).
 */

const address = {
  firstName: 'Rohini',
  lastName: 'Venkataraman-Subramanian',
  email: 'rohini.venkataraman-subramanian.layout@example.in',
  street: '21 Cathedral Road',
  appartment: '',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipcode: '600086',
  country: 'India',
  phone: '9840098400',
};

/** A cash-on-delivery order with two lines, placed through the API by a new shopper signed in on `page`. */
async function placeOrder(page: Page, label: string, skip: number): Promise<string> {
  const shopper = newShopper(`layout-${label}`);
  await registerViaApi(page, shopper);
  const products = await buyableProducts(page.request, { category: 'Watches', sized: false, count: 2, skip });
  const placed = await page.request.post('/api/order/place', {
    data: {
      address: { ...address, email: shopper.email },
      items: products.map((p) => ({ _id: p._id, size: 'default', quantity: 1 })),
      amount: products.reduce((sum, p) => sum + p.price!, 0),
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectInsideWidth(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width + 0.5);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`back office dashboard fits the screen, ${viewport.name}`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const shopperContext = await browser.newContext();
    await placeOrder(
      await shopperContext.newPage(),
      `dash-${viewport.name}`,
      viewport.width === 390 ? 10 : 12,
    );
    await shopperContext.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('admin-order-row').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await expectInsideWidth(
      page,
      page.getByRole('heading', { name: 'Orders by status' }),
      'Orders by status',
    );
    await expectInsideWidth(page, page.getByRole('region', { name: 'Orders by status' }), 'the status list');
    await expectInsideWidth(page, page.getByRole('heading', { name: 'Low stock' }), 'Low stock');
    await expectInsideWidth(page, page.getByRole('region', { name: 'Low stock' }), 'the low-stock list');
    await expectInsideWidth(page, page.getByRole('region', { name: 'Recent orders' }), 'the recent orders');
    // The site header's links and buttons (menu, search, account, cart) all stay on screen.
    const header = page.locator('header').first();
    const controls = header.locator('a:visible, button:visible');
    expect(await controls.count()).toBeGreaterThan(1);
    for (const control of await controls.all())
      await expectInsideWidth(
        page,
        control,
        `header control "${(await control.getAttribute('aria-label')) ?? (await control.textContent())}"`,
      );
    await page.screenshot({
      path: testInfo.outputPath(`admin-dashboard-${viewport.name}.png`),
      fullPage: true,
    });
    await context.close();
  });

  test(`invoice shows GST and Total inside its card, ${viewport.name}`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const orderId = await placeOrder(page, `invoice-${viewport.name}`, viewport.width === 390 ? 14 : 16);
    await page.goto(`/orders/${orderId}/invoice`);
    const invoice = page.getByTestId('invoice');
    await expect(invoice.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    const card = (await invoice.boundingBox())!;
    const inside = async (locator: Locator, what: string) => {
      await expect(locator, what).toBeVisible();
      const box = (await locator.boundingBox())!;
      expect(box.x, `${what} starts inside the card`).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width, `${what} ends inside the card`).toBeLessThanOrEqual(
        card.x + card.width + 0.5,
      );
    };
    if (viewport.width === 390) {
      const cards = invoice.getByTestId('invoice-line-cards').getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(invoice.getByRole('table')).toBeHidden();
      for (const line of await cards.all()) {
        for (const label of ['HSN/SAC', 'Qty', 'Taxable value', /^GST \d+%$/, 'Total']) {
          const figure = line
            .getByTestId('invoice-figure')
            .filter({ has: page.getByText(label, { exact: true }) });
          await expect(figure).toHaveCount(1);
          await inside(figure, `${String(label)}`);
          await inside(figure.locator('dd'), `${String(label)} value`);
        }
        await expect(line.getByTestId('invoice-figure').last().locator('dd')).toHaveText(
          /^₹[\d,]+(\.\d\d)?$/,
        );
        await expect(line.getByTestId('invoice-figure').nth(3).locator('dd')).toHaveText(
          /^(CGST ₹.+ \+ SGST ₹.+|IGST ₹.+)$/,
        );
      }
    } else {
      const table = invoice.getByRole('table');
      for (const name of ['GST', 'Total'])
        await inside(table.getByRole('columnheader', { name, exact: true }), name);
      await expect(invoice.getByTestId('invoice-line-cards')).toBeHidden();
    }
    // No part of the invoice scrolls sideways.
    const scrolled = await invoice.evaluate(
      (root) =>
        [root, ...root.querySelectorAll('*')].filter(
          (el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0,
        ).length,
    );
    expect(scrolled, 'elements of the invoice wider than their box').toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`invoice-${viewport.name}.png`), fullPage: true });
    await context.close();
  });
}
