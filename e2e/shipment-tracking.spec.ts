import { expect, test, type Page } from '@playwright/test';
import { fillShipment, signInAsAdmin } from './support/admin';
import { buyableProducts, newShopper, registerViaApi } from './support/shop';

// Issue 27 point 3: the owner ships an order with a courier and an AWB; the shopper's orders page links
// the courier's tracking page.

const address = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.tracking@example.in',
  street: '7 Residency Road',
  appartment: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560025',
  country: 'India',
  phone: '9845012345',
};

async function noSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const [label, viewport, awb] of [
  ['390 px', { width: 390, height: 844 }, 'EK123456789IN'],
  ['desktop', { width: 1440, height: 900 }, '1234567890'],
] as const) {
  test(`the owner ships with Delhivery and the shopper sees "Track with Delhivery: ${awb}" (${label})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const shopper = newShopper(`tracking-${viewport.width}`);
    await registerViaApi(page, shopper);
    const [product] = await buyableProducts(request, {
      category: "Men's Suits And Blazers",
      count: 2,
      skip: 10,
    });
    const item = { _id: product!._id, size: product!.sizes[0] ?? 'default', quantity: 1 };
    const placed = await page.request.post('/api/order/place', {
      data: { address, items: [item], amount: product!.price },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { orderId } = (await placed.json()) as { orderId: string };

    const context = await browser.newContext({ viewport });
    const admin = await context.newPage();
    try {
      await signInAsAdmin(admin, '/admin/orders');
      await admin.goto(`/admin/orders/${orderId}`);
      await admin.getByLabel('Move to').selectOption('Processing');
      // The courier and AWB are asked for only when Shipped is the move.
      await expect(admin.getByLabel('Courier')).toHaveCount(0);
      await admin.getByRole('button', { name: 'Update status' }).click();
      await expect(admin.getByText('Now: Processing')).toBeVisible();

      await admin.getByLabel('Move to').selectOption('Shipped');
      await expect(admin.getByLabel('Courier')).toBeVisible();
      await expect(admin.getByLabel('Courier').locator('option')).toHaveText([
        'Choose the courier',
        'Delhivery',
        'Blue Dart',
        'DTDC',
        'India Post',
        'Ekart',
        'Xpressbees',
        'Shadowfax',
      ]);
      await fillShipment(admin, 'Delhivery', awb);
      await expect(admin.getByTestId('shipment-fields')).toBeInViewport();
      await noSideScroll(admin);
      await admin
        .getByRole('complementary', { name: 'Status' })
        .screenshot({ path: testInfo.outputPath(`shipment-form-${viewport.width}.png`) });
      await admin.getByRole('button', { name: 'Update status' }).click();
      await expect(admin.getByText('Now: Shipped')).toBeVisible();
      const adminLink = admin.getByRole('link', { name: `Track with Delhivery: ${awb}` });
      await expect(adminLink).toBeVisible();
      await noSideScroll(admin);
    } finally {
      await context.close();
    }

    await page.goto('/orders');
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await expect(card.getByTestId('order-status')).toHaveText('Shipped');
    const link = card.getByRole('link', { name: `Track with Delhivery: ${awb}` });
    await expect(link).toBeVisible();
    await expect(link).toContainText(`Track with Delhivery: ${awb}`);
    await expect(link).toHaveAttribute('href', `https://www.delhivery.com/track/package/${awb}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await noSideScroll(page);

    // Opening it leaves the store's page as it is and opens the courier's page (not followed off the machine).
    await page
      .context()
      .route('https://www.delhivery.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Delhivery tracking</title>' }),
      );
    const [courierPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(courierPage).toHaveURL(`https://www.delhivery.com/track/package/${awb}`);
    await courierPage.close();
    await expect(page).toHaveURL(/\/orders$/);

    // The card still shows the link folded: it sits above the fold-out details.
    await card.getByRole('button', { expanded: true }).click();
    await expect(link).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath(`shipment-tracking-${viewport.width}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`shipment-tracking-page-${viewport.width}.png`) });
  });
}
