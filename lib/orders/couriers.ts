import { z } from 'zod';

/**
 * The couriers an order can be shipped with, and where each one's public tracking page is. `{awb}` in a
 * template is replaced by the AWB number, URL-encoded. A typed constant rather than a table: a courier is
 * added together with the test that builds its link (couriers.test.ts), the ids are a zod enum checked at
 * compile time, and a tracking URL is code a shopper clicks, so it is reviewed, not typed into a form.
 * To add one, append it here (README "Shipments and tracking"); ids are stored on orders, so never rename one.
 */
export const COURIERS = [
  { id: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
  {
    id: 'bluedart',
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  {
    id: 'dtdc',
    name: 'DTDC',
    trackingUrl:
      'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno={awb}&TrkType2=awb_no',
  },
  {
    id: 'indiapost',
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?ConsignmentNumber={awb}',
  },
  { id: 'ekart', name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  {
    id: 'xpressbees',
    name: 'Xpressbees',
    trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  },
  { id: 'shadowfax', name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track/{awb}' },
] as const;

export type Courier = (typeof COURIERS)[number];
export type CourierId = Courier['id'];
export const courierIds = COURIERS.map((c) => c.id) as [CourierId, ...CourierId[]];

/** The courier with this id, or undefined (an id no longer in the list). */
export function findCourier(id: string): Courier | undefined {
  return COURIERS.find((c) => c.id === id);
}

/** The courier's tracking page for this AWB (encoded), or null for a courier not in the list. */
export function trackingUrl(courierId: string, awb: string): string | null {
  const courier = findCourier(courierId);
  return courier ? courier.trackingUrl.replace('{awb}', encodeURIComponent(awb)) : null;
}

export const AWB_MESSAGE = 'must be 6 to 30 letters or digits';

/** An air waybill number as couriers print them: letters and digits only, 6 to 30 of them. */
export const awbSchema = z
  .string({ error: AWB_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9]{6,30}$/, AWB_MESSAGE);

export const courierSchema = z.enum(courierIds, { error: `must be one of ${courierIds.join(', ')}` });

export const SHIPMENT_REQUIRED_MESSAGE = 'A courier and an AWB number are required to mark an order Shipped.';
export const SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE =
  'A courier and an AWB number are given only when marking an order Shipped.';

/** The courier and AWB an order is shipped with, as the back office sends them. */
export const shipmentInputSchema = z.object({ courier: courierSchema, awb: awbSchema });
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** What the shopper and the e-mails show of a shipped order. */
export type Shipment = {
  courier: string;
  courierName: string;
  awb: string;
  /** The courier's tracking page; null when the courier is no longer in the list. */
  trackingUrl: string | null;
  shippedAt: number | null;
};

/** The shipment stored on an order, or null when it has none. */
export function toShipment(row: {
  courier: string | null;
  awb: string | null;
  shippedAt: Date | null;
}): Shipment | null {
  if (!row.courier || !row.awb) return null;
  return {
    courier: row.courier,
    courierName: findCourier(row.courier)?.name ?? row.courier,
    awb: row.awb,
    trackingUrl: trackingUrl(row.courier, row.awb),
    shippedAt: row.shippedAt?.getTime() ?? null,
  };
}

/** The words of the tracking link, on the orders page and in the e-mails. */
export function trackingLabel(shipment: Pick<Shipment, 'courierName' | 'awb'>): string {
  return `Track with ${shipment.courierName}: ${shipment.awb}`;
}
