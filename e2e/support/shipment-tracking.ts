import { expect, test } from '@playwright/test';
import { fillShipment, signInAsAdmin } from './admin';
import { expectNoSideways } from './screen';
import { buyableProducts, newShopper, registerViaApi } from './shop';

// Issue 27 point 3: the owner ships an order with a courier and an AWB; the shopper's orders page links
// the courier's tracking page, and the shipped e-mail in the outbox carries the same link.

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

/** The journey at a phone and a desktop, on a product of `category` (the `skip`-th buyable one on). */
export function shipmentTrackingJourneys({ category, skip }: { category: string; skip: number }): void {
  for (const [label, viewport, awb] of [
    ['390 px', { width: 390, height: 844 }, 'EK123456789IN'],
    ['desktop', { width: 1440, height: 900 }, '1234567890'],
  ] as const) {
    test(`the owner ships with Delhivery and the shopper sees "Track with Delhivery: ${awb}" (${label})`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const shopper = newShopper(`tracking-${viewport.width}`);
      const email = { ...address, email: shopper.email };
      await registerViaApi(page, shopper);
      const [product] = await buyableProducts(request, { category, count: 2, skip });
      const item = { _id: product!._id, size: product!.sizes[0] ?? 'default', quantity: 1 };
      const placed = await page.request.post('/api/order/place', {
        data: { address: email, items: [item], amount: product!.price },
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
        await expectNoSideways(admin);
        await admin
          .getByRole('complementary', { name: 'Status' })
          .screenshot({ path: testInfo.outputPath(`shipment-form-${viewport.width}.png`) });
        await admin.getByRole('button', { name: 'Update status' }).click();
        await expect(admin.getByText('Now: Shipped')).toBeVisible();
        const adminLink = admin.getByRole('link', { name: `Track with Delhivery: ${awb}` });
        await expect(adminLink).toBeVisible();
        await expectNoSideways(admin);

        // The shipped e-mail waits in the outbox (no mail server here) with the same tracking link.
        await admin.goto(`/admin/outbox?to=${encodeURIComponent(shopper.email)}`);
        const shipped = admin.getByTestId('outbox-entry').filter({ hasText: 'order_shipped' });
        await expect(shipped).toHaveCount(1);
        await shipped.getByRole('link', { name: /has shipped$/ }).click();
        await expect(admin.getByTestId('email-text')).toContainText(
          `Track with Delhivery: ${awb}\nhttps://www.delhivery.com/track/package/${awb}`,
        );
        // The page's own preview: once a navigation left a second copy outside #main for a moment.
        const mailLink = admin
          .locator('#main')
          .frameLocator('iframe[title="HTML version"]')
          .getByRole('link', { name: `Track with Delhivery: ${awb}` });
        await expect(mailLink).toHaveAttribute('href', `https://www.delhivery.com/track/package/${awb}`);
        await expect(mailLink).toBeVisible();
        await expectNoSideways(admin);
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
      await expectNoSideways(page);

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
}
