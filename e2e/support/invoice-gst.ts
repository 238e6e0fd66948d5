import { expect, test, type Page } from '@playwright/test';
import { listProducts, newShopper, registerViaApi, rupees, type ListedProduct } from './shop';

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.invoice-journey@example.in',
  street: '14 Janpath Road',
  appartment: '',
  city: 'New Delhi',
  state: 'Delhi',
  zipcode: '110001',
  country: 'India',
  phone: '9876543210',
};

/** The Indian financial year of today, India time ('2026-27'). */
function financialYearNow(): string {
  const ist = new Date(Date.now() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST inside a GST-inclusive price, split in equal halves as lib/orders/invoice.ts gstLine does. */
function gstHalfPaise(paidPaise: number, ratePercent: number): number {
  return Math.round((paidPaise - Math.round((paidPaise * 100) / (100 + ratePercent))) / 2);
}

export type InvoiceCase = {
  category: string;
  /** Which products of the category to buy, by price in rupees. */
  pick: (price: number) => boolean;
  /** The GST rate the invoice must show for such a product today. */
  ratePercent: number;
};

async function placeCod(page: Page, product: ListedProduct): Promise<string> {
  const size = product.sizes[0] ?? 'default';
  const placed = await page.request.post('/api/order/place', {
    data: { address, items: [{ _id: product._id, size, quantity: 1 }], amount: product.price },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
}

/**
 * A shopper places two cash-on-delivery orders and opens each tax invoice, on a 390 px phone and on a
 * desktop: each shows an invoice number of this financial year (the later order a higher one) and every
 * line the GST rate in force today for its HSN code and price band, with its CGST and SGST halves.
 */
export function invoiceGstJourney(cases: InvoiceCase[]): void {
  test('the tax invoice shows the GST rate in force and a serial invoice number, phone and desktop', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const chosen: { product: ListedProduct; ratePercent: number }[] = [];
    for (const c of cases) {
      const all = await listProducts(request, { category: c.category });
      const product = all.find(
        (p) => p.inStock && p.price != null && (p.stock == null || p.stock >= 5) && c.pick(p.price),
      );
      expect(product, `a buyable ${c.category} product`).toBeDefined();
      chosen.push({ product: product!, ratePercent: c.ratePercent });
    }
    await registerViaApi(page, newShopper('invoice'));
    const orderIds: string[] = [];
    for (const { product } of chosen) orderIds.push(await placeCod(page, product));

    const numbers: number[] = [];
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [i, orderId] of orderIds.entries()) {
        const { product, ratePercent } = chosen[i]!;
        await page.goto(`/orders/${orderId}/invoice`);
        const invoice = page.getByTestId('invoice');
        const numberLine = invoice.getByText(/^Invoice no\. /);
        await expect(numberLine).toBeInViewport();
        const text = (await numberLine.textContent()) ?? '';
        const match = new RegExp(`^Invoice no\\. INV/${financialYearNow()}/(\\d{6})$`).exec(text.trim());
        expect(match, text).not.toBeNull();
        const serial = Number(match![1]);
        if (width === 390) numbers.push(serial);
        else expect(serial).toBe(numbers[i]);

        const half = rupees(gstHalfPaise(Math.round(product.price! * 100), ratePercent) / 100);
        // A phone shows each line as a card of labelled figures, a desktop the table (components/orders/invoice-document.tsx).
        const rate =
          width === 390
            ? invoice
                .getByTestId('invoice-line-card')
                .filter({ hasText: product.name })
                .getByTestId('invoice-figure')
                .filter({ hasText: /^GST / })
            : invoice.getByRole('row').filter({ hasText: product.name }).getByRole('cell').nth(4);
        await rate.scrollIntoViewIfNeeded();
        await expect(rate).toBeInViewport();
        await expect(rate).toHaveText(
          width === 390
            ? `GST ${ratePercent}%CGST ${half} + SGST ${half}`
            : `${ratePercent}% (CGST ${half} + SGST ${half})`,
        );
        await expect(invoice.getByTestId('invoice-cgst')).toHaveText(half);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: test.info().outputPath(`invoice-${width}.png`), fullPage: true });
    }
    // Each order is invoiced as it is placed: the later one has a later number of the same year.
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
  });
}
