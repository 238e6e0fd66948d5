import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { orders } from '@/models';
import {
  cancelOrderAsShopper,
  getInvoice,
  getInvoiceForUser,
  placeCodOrder,
  placeOnlineOrder,
} from './index';
import { financialYear, gstLine } from './invoice';
import { placeOrderBodySchema } from './schemas';
import { insertShopper, insertTestProduct, orderBody, testAddress } from './test-support';

describe('financial year and GST arithmetic', () => {
  it('follows the Indian financial year in India time', () => {
    expect(financialYear(new Date('2026-03-31T18:00:00Z'))).toBe('2025-26'); // 23:30 IST, 31 March
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 IST, 1 April
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('splits a GST-inclusive price into taxable value and tax', () => {
    expect(gstLine(105_000, 5, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
      igstPaise: 0,
    });
    expect(gstLine(112_000, 12, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 12_000,
    });
    // Odd tax paise: CGST and SGST stay equal (the odd paisa goes to the taxable value) and add up.
    const odd = gstLine(99_999, 18, true);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(99_999);
    expect(odd.sgstPaise).toBe(odd.cgstPaise);
    // ₹11,800.01 at 5%: tax ₹561.91 would split 280.95 / 280.96; the halves stay equal and add up.
    for (const total of [1_180_001, 59_001, 1, 99, 12_345_677]) {
      const line = gstLine(total, 5, true);
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(total);
      expect(Math.abs(line.cgstPaise * 2 - (total - Math.round((total * 100) / 105)))).toBeLessThanOrEqual(1);
    }
  });
});

describe('invoices', () => {
  it('charges CGST and SGST inside Delhi and IGST elsewhere', async () => {
    const shopper = await insertShopper();
    const kurta = await insertTestProduct({
      name: 'Cotton Kurta',
      regularPricePaise: 105_000,
      gstRatePercent: 5,
      hsnCode: '6211',
      sizes: ['M'],
    });
    // Seats (9401) are taxed at 18% (lib/orders/shared/gst-rates.ts).
    const chair = await insertTestProduct({
      name: 'Teak Chair',
      regularPricePaise: 1_180_000,
      gstRatePercent: 18,
      hsnCode: '9401',
    });
    const body = orderBody(
      [
        { _id: kurta, size: 'M', quantity: 2 },
        { _id: chair, quantity: 1 },
      ],
      13_900,
    );

    const delhi = await placeCodOrder(shopper.id, placeOrderBodySchema.parse(body));
    const invoice = await getInvoice(delhi.orderId);
    expect(invoice.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect(invoice).toMatchObject({
      intraState: true,
      placeOfSupply: 'Delhi',
      seller: { state: 'Delhi' },
      paymentMethod: 'cod',
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: 'Cotton Kurta (size M)',
        hsnCode: '6211',
        quantity: 2,
        totalPaise: 210_000,
        taxablePaise: 200_000,
        cgstPaise: 5_000,
        sgstPaise: 5_000,
        igstPaise: 0,
      }),
      expect.objectContaining({
        description: 'Teak Chair',
        totalPaise: 1_180_000,
        taxablePaise: 1_000_000,
        cgstPaise: 90_000,
        sgstPaise: 90_000,
      }),
    ]);
    expect(invoice.totals).toEqual({
      taxablePaise: 1_200_000,
      cgstPaise: 95_000,
      sgstPaise: 95_000,
      igstPaise: 0,
      totalPaise: 1_390_000,
    });

    const karnataka = await placeCodOrder(
      shopper.id,
      placeOrderBodySchema.parse({
        ...body,
        address: { ...testAddress, city: 'Bengaluru', state: 'Karnataka', zipcode: '560001' },
      }),
    );
    const other = await getInvoice(karnataka.orderId);
    expect(other.intraState).toBe(false);
    expect(other.totals).toEqual({
      taxablePaise: 1_200_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 190_000,
      totalPaise: 1_390_000,
    });
    const seq = (n: string) => Number(n.split('/').pop());
    expect(seq(other.invoiceNumber)).toBeGreaterThan(seq(invoice.invoiceNumber));
  });

  it("issues none for cancelled or unpaid orders and never shows another shopper's", async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const body = placeOrderBodySchema.parse(orderBody([{ _id: product, quantity: 1 }], 1000));
    const cod = await placeCodOrder(shopper.id, body);
    const stranger = await insertShopper('Stranger');
    await expect(getInvoiceForUser(stranger.id, cod.orderId)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(getInvoiceForUser(shopper.id, cod.orderId)).resolves.toMatchObject({ orderId: cod.orderId });
    await expect(getInvoice('0123456789abcdef01234567')).rejects.toMatchObject({ code: 'not_found' });

    const online = await placeOnlineOrder(shopper.id, body, 'upi');
    await expect(getInvoice(online.orderId)).rejects.toMatchObject({ code: 'conflict' });

    await cancelOrderAsShopper(shopper.id, cod.orderId);
    await expect(getInvoice(cod.orderId)).rejects.toMatchObject({ code: 'conflict' });
    const [row] = await db.select().from(orders).where(eq(orders.id, cod.orderId));
    expect(row?.status).toBe('Cancelled');
  });
});
