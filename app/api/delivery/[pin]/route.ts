import { deliveryQuerySchema, getDeliveryPromise } from '@/lib/delivery';
import { apiRoute } from '@/lib/http';
import { rupeesToPaise } from '@/lib/money';

/**
 * The delivery promise for a PIN code (and cash on delivery for an order of `amount` rupees): the
 * product page's widget and checkout ask it, so the cached product HTML stays the same for everyone.
 * The date moves at midnight in India, so shared caches keep the answer only a few minutes.
 */
export const GET = apiRoute({ query: deliveryQuerySchema }, async ({ params, query }) => {
  const pin = typeof params.pin === 'string' ? params.pin : '';
  const orderPaise = query.amount === undefined ? undefined : rupeesToPaise(query.amount);
  return Response.json(
    { success: true, delivery: getDeliveryPromise(pin, { orderPaise }) },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
});
