import { z } from 'zod';
import { badRequest } from '@/lib/errors';
import { isPincode, lookupPincode } from '@/lib/pincode';
// The two modules, not the payments index: this rule needs the settings and the wording, not the SDKs.
import { onlinePaymentMethods } from '@/lib/payments/availability';
import {
  codLimitRefusal,
  codZoneRefusal,
  isOverCodLimit,
  methodsFor,
  type LiveOnlineMethod,
} from '@/lib/payments/options';
import { STORE_POLICY, type DeliveryZone } from '@/lib/store-policy';
import { addBusinessDays, formatDeliveryDay, indiaDay, isoDay } from './calendar';
import type { DeliveryPromise } from './types';
import { ZONE_NAMES, zoneOf } from './zones';

export { FIXED_HOLIDAYS, MOVABLE_HOLIDAYS, isHoliday } from './holidays';
export { addBusinessDays, formatDeliveryDay, indiaDay, isBusinessDay, isoDay } from './calendar';
export { ZONE_NAMES, zoneOf } from './zones';
export type { DeliveryPromise } from './types';

/**
 * Why cash on delivery is not offered, or null when it is. The words say what to do instead, which
 * depends on the online methods this store can take (none: the order cannot be paid for at all).
 */
function codRefusal(
  pin: string,
  zone: DeliveryZone | null,
  orderPaise: number | undefined,
  online: readonly LiveOnlineMethod[],
): string | null {
  if (zone === null) return `Cash on delivery is not available for PIN code ${pin}.`;
  if ((STORE_POLICY.noCodZones as readonly DeliveryZone[]).includes(zone))
    return codZoneRefusal(pin, ZONE_NAMES[zone], online);
  if (orderPaise !== undefined && isOverCodLimit(orderPaise)) return codLimitRefusal(online);
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
  options: { now?: Date; orderPaise?: number; online?: readonly LiveOnlineMethod[] } = {},
): DeliveryPromise {
  const online = options.online ?? onlinePaymentMethods();
  const code = pin.trim();
  if (!isPincode(code)) throw badRequest('A PIN code is 6 digits and does not start with 0.');
  const place = lookupPincode(code)[0];
  if (!place) {
    return {
      pin: code,
      deliverable: false,
      message: `We could not find PIN code ${code}. Please check it.`,
      cod: { available: false, message: `Cash on delivery is not available for PIN code ${code}.` },
      methods: [],
    };
  }
  const zone = zoneOf(place);
  const days = STORE_POLICY.processingDays.max + STORE_POLICY.zoneTransitDays[zone];
  const day = addBusinessDays(indiaDay(options.now ?? new Date()), days);
  const refusal = codRefusal(code, zone, options.orderPaise, online);
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
    methods: methodsFor(refusal === null, online),
  };
}

/**
 * The server's word on a cash-on-delivery order: refused (400) for a PIN code where couriers do not
 * collect cash, an unknown PIN code, or an order over the cash-on-delivery limit.
 */
export function assertCashOnDelivery(pin: string, orderPaise: number): void {
  const place = isPincode(pin) ? lookupPincode(pin)[0] : undefined;
  const refusal = codRefusal(pin, place ? zoneOf(place) : null, orderPaise, onlinePaymentMethods());
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
