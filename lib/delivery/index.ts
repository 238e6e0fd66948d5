import { z } from 'zod';
import { badRequest } from '@/lib/errors';
import { formatRupees, rupeesToPaise } from '@/lib/money';
import { isPincode, lookupPincode } from '@/lib/pincode';
import { STORE_POLICY, type DeliveryZone } from '@/lib/store-policy';
import { addBusinessDays, formatDeliveryDay, indiaDay, isoDay } from './calendar';
import type { DeliveryPromise } from './types';
import { ZONE_NAMES, zoneOf } from './zones';

export { FIXED_HOLIDAYS, MOVABLE_HOLIDAYS, isHoliday } from './holidays';
export { addBusinessDays, formatDeliveryDay, indiaDay, isBusinessDay, isoDay } from './calendar';
export { ZONE_NAMES, zoneOf } from './zones';
export type { DeliveryPromise } from './types';

const codLimitText = () => formatRupees(STORE_POLICY.codMaxOrderRupees);

/** Why cash on delivery is not offered, or null when it is. */
function codRefusal(pin: string, zone: DeliveryZone | null, orderPaise: number | undefined): string | null {
  if (zone === null) return `Cash on delivery is not available for PIN code ${pin}.`;
  if ((STORE_POLICY.noCodZones as readonly DeliveryZone[]).includes(zone))
    return `Cash on delivery is not available for PIN code ${pin} (${ZONE_NAMES[zone]}). Please pay by UPI or card.`;
  if (orderPaise !== undefined && orderPaise > rupeesToPaise(STORE_POLICY.codMaxOrderRupees))
    return `Cash on delivery is available for orders up to ${codLimitText()}. Please pay by UPI or card.`;
  return null;
}

/**
 * The delivery promise for a PIN code at this instant: the zone (from the India Post directory), the
 * day the parcel arrives (processing plus the zone's transit, in business days counted in India
 * time: Sundays and national holidays skipped) and whether cash on delivery is offered for an order
 * of `orderPaise`. Throws a 400 for a malformed PIN code; an unknown one is answered, not deliverable.
 */
export function getDeliveryPromise(
  pin: string,
  options: { now?: Date; orderPaise?: number } = {},
): DeliveryPromise {
  const code = pin.trim();
  if (!isPincode(code)) throw badRequest('A PIN code is 6 digits and does not start with 0.');
  const place = lookupPincode(code)[0];
  if (!place) {
    return {
      pin: code,
      deliverable: false,
      message: `We could not find PIN code ${code}. Please check it.`,
      cod: { available: false, message: `Cash on delivery is not available for PIN code ${code}.` },
    };
  }
  const zone = zoneOf(place);
  const days = STORE_POLICY.processingDays.max + STORE_POLICY.zoneTransitDays[zone];
  const day = addBusinessDays(indiaDay(options.now ?? new Date()), days);
  const refusal = codRefusal(code, zone, options.orderPaise);
  return {
    pin: code,
    deliverable: true,
    place: { district: place.district, state: place.state },
    zone,
    zoneName: ZONE_NAMES[zone],
    businessDays: days,
    date: isoDay(day),
    dateText: formatDeliveryDay(day),
    message: `Deliver to ${code} · by ${formatDeliveryDay(day)}`,
    cod: refusal
      ? { available: false, message: refusal }
      : { available: true, message: 'Cash on delivery available' },
  };
}

/**
 * The server's word on a cash-on-delivery order: refused (400) for a PIN code where couriers do not
 * collect cash, an unknown PIN code, or an order over the cash-on-delivery limit.
 */
export function assertCashOnDelivery(pin: string, orderPaise: number): void {
  const place = isPincode(pin) ? lookupPincode(pin)[0] : undefined;
  const refusal = codRefusal(pin, place ? zoneOf(place) : null, orderPaise);
  if (refusal) throw badRequest(refusal);
}

const amountMessage = 'amount must be an order value in rupees (a number from 0).';

/** The query of GET /api/delivery/{pin}: the order value (rupees) cash on delivery is judged for. */
export const deliveryQuerySchema = z
  .object({
    amount: z
      .string({ error: amountMessage })
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: amountMessage })
      .transform(Number)
      .optional(),
  })
  .loose();

/** The promise for a `?pin=` query of the product page, or the message for a malformed one. */
export function deliveryForQuery(
  pin: string | string[] | undefined,
  orderPaise: number | null | undefined,
): { promise: DeliveryPromise | null; error: string | null } {
  if (typeof pin !== 'string' || pin.trim() === '') return { promise: null, error: null };
  if (!isPincode(pin.trim())) return { promise: null, error: 'Please enter a valid 6-digit PIN code.' };
  return { promise: getDeliveryPromise(pin, { orderPaise: orderPaise ?? undefined }), error: null };
}
