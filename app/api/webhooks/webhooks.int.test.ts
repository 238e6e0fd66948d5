import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Razorpay from 'razorpay';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import {
  createRazorpayProvider,
  createStripeProvider,
  resetPaymentProviders,
  setPaymentProvider,
} from '@/lib/payments';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { cartLines, orders, paymentEvents, products } from '@/models';
import { call } from '@/test/api';
import { POST as placeCard } from '../order/stripe/route';
import { POST as placeUpi } from '../order/place-upi/route';
import { POST as stripeWebhook } from './stripe/route';
import { POST as razorpayWebhook } from './razorpay/route';

// Settings are read once at start-up, so the providers are configured with test secrets directly.
const secrets = { stripe: 'whsec_test_secret_for_signatures', razorpay: 'rzp_webhook_test_secret' };
function configureProviders() {
  const siteUrl = 'http://localhost:3000';
  setPaymentProvider(
    createStripeProvider({ secretKey: 'sk_test_unused', webhookSecret: secrets.stripe, siteUrl }),
  );
  setPaymentProvider(
    createRazorpayProvider({
      keyId: 'rzp_test_unused',
      keySecret: 'unused',
      webhookSecret: secrets.razorpay,
      siteUrl,
    }),
  );
}
beforeAll(configureProviders);
afterAll(() => resetPaymentProviders());
beforeEach(() => resetRateLimits());

async function stockOf(productId: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}
const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const cart = (userId: string) => db.select().from(cartLines).where(eq(cartLines.userId, userId));

/**
 * An online order as if it had gone to the real provider: placed through the API (the sandbox starts the
 * payment offline), then pointed at the provider's session or link id.
 */
async function providerOrder(provider: 'stripe' | 'razorpay', ref: string) {
  const shopper = await insertShopper();
  const product = await insertTestProduct({ stock: 4 });
  await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
  const handler = provider === 'stripe' ? placeCard : placeUpi;
  const res = await call(handler, '/x', {
    token: shopper.token,
    body: orderBody([{ _id: product, quantity: 1 }], 1000),
  });
  expect(res.status).toBe(200);
  const orderId = res.json.orderId as string;
  await db.update(orders).set({ paymentProvider: provider, paymentRef: ref }).where(eq(orders.id, orderId));
  return { shopper, product, orderId };
}

function stripeEvent(id: string, type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', currency: 'inr', status: 'complete', ...session } },
  });
}

const postStripe = (payload: string, signature?: string) =>
  call(stripeWebhook, '/api/webhooks/stripe', {
    body: payload,
    headers: signature === undefined ? {} : { 'stripe-signature': signature },
  });
const signStripe = (payload: string, secret = secrets.stripe) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe webhook', () => {
  it('is refused while no webhook secret is configured', async () => {
    resetPaymentProviders();
    const payload = stripeEvent('evt_unconfigured', 'checkout.session.completed', { id: 'cs_x' });
    const res = await postStripe(payload, signStripe(payload));
    expect([res.status, res.json.message]).toEqual([400, 'Stripe webhooks are not configured.']);
    configureProviders();
  });

  it('refuses a missing or bad signature and changes nothing', async () => {
    const { orderId } = await providerOrder('stripe', 'cs_test_bad');
    const payload = stripeEvent('evt_bad_1', 'checkout.session.completed', {
      id: 'cs_test_bad',
      client_reference_id: orderId,
      amount_total: 100_000,
      payment_status: 'paid',
    });
    expect((await postStripe(payload)).status).toBe(400);
    expect((await postStripe(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await postStripe(payload, signStripe(payload, 'whsec_someone_else'))).status).toBe(400);
    // A body changed after signing.
    const tampered = await postStripe(payload.replace('100000', '1'), signStripe(payload));
    expect(tampered.status).toBe(400);
    expect((await orderRow(orderId))?.paymentState).toBe('pending');
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_bad_1'))).toEqual([]);
  });

  it('marks the order paid once and ignores a replay', async () => {
    const { shopper, product, orderId } = await providerOrder('stripe', 'cs_test_paid');
    const payload = stripeEvent('evt_paid_1', 'checkout.session.completed', {
      id: 'cs_test_paid',
      client_reference_id: orderId,
      metadata: { orderId },
      amount_total: 100_000,
      payment_status: 'paid',
    });
    const first = await postStripe(payload, signStripe(payload));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, received: true, duplicate: false, result: 'paid' });
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'paid', holdExpiresAt: null });
    expect(await cart(shopper.id)).toEqual([]);

    // The shopper fills the cart again; a replay must not empty it or change the order.
    await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
    const replay = await postStripe(payload, signStripe(payload));
    expect(replay.status).toBe(200);
    expect(replay.json).toMatchObject({ duplicate: true });
    expect(await cart(shopper.id)).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_paid_1'))).toHaveLength(
      1,
    );
    expect(await stockOf(product)).toBe(3);
  });

  it('does not mark paid when the amount or the session does not match', async () => {
    const { orderId } = await providerOrder('stripe', 'cs_test_match');
    const wrongAmount = stripeEvent('evt_amount', 'checkout.session.completed', {
      id: 'cs_test_match',
      client_reference_id: orderId,
      amount_total: 100,
      payment_status: 'paid',
    });
    expect((await postStripe(wrongAmount, signStripe(wrongAmount))).json).toMatchObject({
      result: 'mismatch',
    });
    const otherSession = stripeEvent('evt_session', 'checkout.session.completed', {
      id: 'cs_test_other',
      client_reference_id: orderId,
      amount_total: 100_000,
      payment_status: 'paid',
    });
    expect((await postStripe(otherSession, signStripe(otherSession))).json).toMatchObject({
      result: 'mismatch',
    });
    const unpaid = stripeEvent('evt_unpaid', 'checkout.session.completed', {
      id: 'cs_test_match',
      client_reference_id: orderId,
      amount_total: 100_000,
      payment_status: 'unpaid',
    });
    expect((await postStripe(unpaid, signStripe(unpaid))).json).toMatchObject({ result: 'ignored' });
    expect((await orderRow(orderId))?.paymentState).toBe('pending');
  });

  it('cancels the order and restores stock once when the session expires', async () => {
    const { shopper, product, orderId } = await providerOrder('stripe', 'cs_test_expired');
    expect(await stockOf(product)).toBe(3);
    const payload = stripeEvent('evt_expired', 'checkout.session.expired', {
      id: 'cs_test_expired',
      client_reference_id: orderId,
      amount_total: 100_000,
      payment_status: 'unpaid',
      status: 'expired',
    });
    expect((await postStripe(payload, signStripe(payload))).json).toMatchObject({ result: 'failed' });
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'failed', status: 'Cancelled' });
    expect(await stockOf(product)).toBe(4);
    expect(await cart(shopper.id)).toHaveLength(1);
    const again = stripeEvent('evt_expired_again', 'checkout.session.async_payment_failed', {
      id: 'cs_test_expired',
      client_reference_id: orderId,
      amount_total: 100_000,
      payment_status: 'unpaid',
    });
    expect((await postStripe(again, signStripe(again))).json).toMatchObject({ result: 'unchanged' });
    expect(await stockOf(product)).toBe(4);
  });

  it('accepts and ignores events for other things or unknown orders', async () => {
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect((await postStripe(other, signStripe(other))).json).toMatchObject({
      success: true,
      result: 'ignored',
    });
    const unknown = stripeEvent('evt_unknown', 'checkout.session.completed', {
      id: 'cs_unknown',
      client_reference_id: '0123456789abcdef01234567',
      amount_total: 100,
      payment_status: 'paid',
    });
    expect((await postStripe(unknown, signStripe(unknown))).json).toMatchObject({ result: 'ignored' });
  });
});

describe('Razorpay webhook', () => {
  const sign = (body: string, secret = secrets.razorpay) =>
    createHmac('sha256', secret).update(body).digest('hex');
  const post = (body: string, headers: Record<string, string>) =>
    call(razorpayWebhook, '/api/webhooks/razorpay', { body, headers });
  const linkEvent = (event: string, link: Record<string, unknown>) =>
    JSON.stringify({ entity: 'event', event, payload: { payment_link: { entity: link } } });

  it('signs like Razorpay.validateWebhookSignature', () => {
    const body = linkEvent('payment_link.paid', { id: 'plink_x' });
    expect(Razorpay.validateWebhookSignature(body, sign(body), secrets.razorpay)).toBe(true);
  });

  it('refuses a bad signature, applies a good one once', async () => {
    const { shopper, orderId } = await providerOrder('razorpay', 'plink_test_1');
    const body = linkEvent('payment_link.paid', {
      id: 'plink_test_1',
      reference_id: orderId,
      amount: 100_000,
      amount_paid: 100_000,
      status: 'paid',
    });
    expect((await post(body, { 'x-razorpay-event-id': 'rzp_evt_1' })).status).toBe(400);
    expect(
      (await post(body, { 'x-razorpay-signature': sign(body, 'wrong'), 'x-razorpay-event-id': 'rzp_evt_1' }))
        .status,
    ).toBe(400);
    expect((await orderRow(orderId))?.paymentState).toBe('pending');

    const headers = { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'rzp_evt_1' };
    expect((await post(body, headers)).json).toMatchObject({
      success: true,
      duplicate: false,
      result: 'paid',
    });
    expect((await orderRow(orderId))?.paymentState).toBe('paid');
    expect(await cart(shopper.id)).toEqual([]);
    expect((await post(body, headers)).json).toMatchObject({ duplicate: true });
  });

  it('cancels the order when the link expires', async () => {
    const { product, orderId } = await providerOrder('razorpay', 'plink_test_2');
    const body = linkEvent('payment_link.expired', {
      id: 'plink_test_2',
      reference_id: orderId,
      amount: 100_000,
      status: 'expired',
    });
    const res = await post(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'rzp_evt_2' });
    expect(res.json).toMatchObject({ result: 'failed' });
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'failed', status: 'Cancelled' });
    expect(await stockOf(product)).toBe(4);
  });
});
