import { describe, expect, it } from 'vitest';
import { escapeHtml, formatMailDate, orderEmail, passwordResetEmail, returnEmail } from './templates';

const order = {
  orderId: '0123456789abcdef01234567',
  invoiceNumber: 'INV/2026-27/000042',
  to: 'asha@example.in',
  customerName: 'Asha <b>',
  placedAt: new Date('2026-11-26T20:00:00Z'),
  amountPaise: 123_456_50,
  paymentMethod: 'cod' as const,
  lines: [{ name: 'Kurta & Dupatta', size: 'M', color: 'Maroon', quantity: 2, unitPricePaise: 61_728_25 }],
  address: { street: '12 Lodhi Road', apartment: '', city: 'New Delhi', state: 'Delhi', zipcode: '110003' },
};

describe('e-mail templates', () => {
  it('dates e-mails in India time, whatever the server clock', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatMailDate(new Date('2026-11-26T20:00:00Z'))).toBe('27 November 2026, 1:30 am IST');
  });

  it('prints amounts the Indian way and links the GST invoice, in text and HTML', () => {
    const mail = orderEmail('order_placed', order);
    expect(mail.subject).toBe('Order INV/2026-27/000042 placed: ₹1,23,456.50');
    expect(mail.text).toContain('Kurta & Dupatta (Colour: Maroon · Size: M)  × 2  ₹1,23,456.50');
    expect(mail.text).toContain('placed on 27 November 2026, 1:30 am IST');
    expect(mail.text).toContain(`/orders/${order.orderId}/invoice`);
    expect(mail.html).toContain(`/orders/${order.orderId}/invoice`);
    // Shopper-typed text is escaped in the HTML, never markup.
    expect(mail.html).toContain('“Asha &#60;b&#62;”');
    expect(mail.html).toContain('Kurta &#38; Dupatta (Colour: Maroon · Size: M)');
    expect(mail.html).not.toContain('<b>');
  });

  it('quotes shopper-typed names and street lines as their data, never as a sentence of the store', () => {
    const lure = 'URGENT: your KYC expired, verify at http://kyc.example/verify';
    const mail = orderEmail('order_placed', {
      ...order,
      customerName: lure,
      address: { ...order.address, street: 'Your account is locked.\nCall 1800 000 000 <a href="x">now</a>' },
    });
    // The greeting and sentences are the store's alone; the typed text sits under its heading, in quotes.
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.text).not.toMatch(/^(Hello )?URGENT/m);
    expect(mail.text).toContain('Delivery details, as entered at checkout:');
    expect(mail.text).toContain(`  Name: “${lure}”`);
    // A typed line break stays inside the quotes: it cannot start a paragraph of its own.
    expect(mail.text).toContain('  Address: “Your account is locked. Call 1800 000 000 <a href="x">now</a>”');
    expect(mail.text).not.toMatch(/^Call 1800/m);
    expect(mail.html).not.toContain('<a href="x">');
    expect(mail.html).toContain('&#60;a href=&#34;x&#34;&#62;now&#60;/a&#62;');
    expect(mail.html).not.toContain(`<p>Hello ${lure}`);
    for (const kind of [
      'order_shipped',
      'order_out_for_delivery',
      'order_delivered',
      'order_refunded',
    ] as const) {
      const step = orderEmail(kind, { ...order, customerName: lure });
      expect(step.text.split('\n')[0]).toBe('Hello,');
      expect(step.text).not.toMatch(/^[^ ].*URGENT/m);
    }
    const ret = returnEmail({
      to: 'asha@example.in',
      customerName: lure,
      orderId: order.orderId,
      invoiceNumber: order.invoiceNumber,
      kind: 'return',
      status: 'Approved',
      note: null,
      lines: ['Kurta × 1'],
    });
    expect(ret.text.split('\n')[0]).toBe('Hello,');
    expect(ret.text).toContain(`  Name: “${lure}”`);
    expect(ret.text).not.toMatch(/^[^ ].*URGENT/m);
  });

  it('shows the coupon code and its discount between the subtotal and the total', () => {
    const mail = orderEmail('order_placed', {
      ...order,
      subtotalPaise: 123_456_50 + 500_00,
      deliveryFeePaise: 0,
      coupon: { code: 'FESTIVE500', discountPaise: 500_00 },
    });
    expect(mail.text).toContain('Subtotal    ₹1,23,956.50');
    expect(mail.text).toContain('Coupon FESTIVE500    − ₹500');
    expect(mail.text.indexOf('Coupon FESTIVE500')).toBeLessThan(mail.text.indexOf('Total  '));
    expect(mail.html).toContain('Coupon FESTIVE500');
    expect(orderEmail('order_placed', order).text).not.toContain('Coupon');
  });

  it('words each step of the order', () => {
    const now = new Date('2026-11-27T05:00:00Z');
    expect(orderEmail('order_shipped', order, now).subject).toBe('Order INV/2026-27/000042 has shipped');
    expect(orderEmail('order_out_for_delivery', order, now).text).toContain('Please keep ₹1,23,456.50 ready');
    expect(orderEmail('order_delivered', order, now).text).toContain(
      'delivered on 27 November 2026, 10:30 am IST',
    );
    expect(orderEmail('order_refunded', order, now).subject).toBe(
      'Refund of ₹1,23,456.50 issued for order INV/2026-27/000042',
    );
  });

  it('gives the reset link and its expiry', () => {
    const mail = passwordResetEmail({
      to: 'asha@example.in',
      name: 'Asha',
      url: 'http://localhost:3000/reset-password?token=abc',
      expiresAt: new Date('2026-11-26T06:30:00Z'),
    });
    expect(mail.kind).toBe('password_reset');
    expect(mail.text).toContain('Choose a new password: http://localhost:3000/reset-password?token=abc');
    expect(mail.text).toContain('until 26 November 2026, 12:00 pm IST');
    expect(escapeHtml(`"'&<>`)).toBe('&#34;&#39;&#38;&#60;&#62;');
  });

  it('links the courier’s tracking page in the shipped and out-for-delivery e-mails, once shipped', () => {
    const shipment = {
      courierName: 'India Post',
      awb: 'EK123456789IN',
      trackingUrl: 'https://example.in/track?n=EK123456789IN&x=1',
    };
    for (const kind of ['order_shipped', 'order_out_for_delivery'] as const) {
      const mail = orderEmail(kind, { ...order, shipment });
      expect(mail.text).toContain(
        'Track with India Post: EK123456789IN\nhttps://example.in/track?n=EK123456789IN&x=1',
      );
      expect(mail.html).toContain(
        '<a href="https://example.in/track?n=EK123456789IN&#38;x=1" target="_blank" rel="noopener">Track with India Post: EK123456789IN</a>',
      );
      expect(orderEmail(kind, order).text).not.toContain('Track with');
    }
    expect(orderEmail('order_delivered', { ...order, shipment }).text).not.toContain('Track with');
  });
});
