import { describe, expect, it } from 'vitest';
import {
  awbSchema,
  COURIERS,
  courierIds,
  toShipment,
  trackingLabel,
  trackingUrl,
  shipmentInputSchema,
} from './couriers';

describe('courier tracking links', () => {
  it('builds each courier’s tracking page with the AWB in place of {awb}', () => {
    const expected: Record<string, string> = {
      delhivery: 'https://www.delhivery.com/track/package/1234567890',
      bluedart: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=1234567890',
      dtdc: 'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=1234567890&TrkType2=awb_no',
      indiapost:
        'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?ConsignmentNumber=1234567890',
      ekart: 'https://ekartlogistics.com/shipmenttrack/1234567890',
      xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo=1234567890',
      shadowfax: 'https://tracker.shadowfax.in/#/track/1234567890',
    };
    // Every courier of the list is checked here: a new one fails this test until its link is written down.
    expect([...courierIds].sort()).toEqual(Object.keys(expected).sort());
    for (const courier of COURIERS) {
      const url = trackingUrl(courier.id, '1234567890');
      expect(url, courier.id).toBe(expected[courier.id]);
      // An https page of the courier, with exactly one placeholder in the template.
      expect(new URL(url!).protocol).toBe('https:');
      expect(courier.trackingUrl.split('{awb}')).toHaveLength(2);
    }
  });

  it('URL-encodes the AWB, so nothing typed can change the page the link opens', () => {
    for (const courier of COURIERS) {
      const url = trackingUrl(courier.id, 'AB 12/34?x=1&y#z')!;
      expect(url).toContain('AB%2012%2F34%3Fx%3D1%26y%23z');
      expect(url).not.toContain('AB 12');
      expect(new URL(url).host).toBe(new URL(courier.trackingUrl.replace('{awb}', 'x')).host);
    }
    expect(trackingUrl('delhivery', 'EK123456789IN')).toBe(
      'https://www.delhivery.com/track/package/EK123456789IN',
    );
  });

  it('has no link for a courier no longer in the list, but still names the shipment', () => {
    expect(trackingUrl('pigeon', '1234567890')).toBeNull();
    expect(toShipment({ courier: 'pigeon', awb: '1234567890', shippedAt: null })).toEqual({
      courier: 'pigeon',
      courierName: 'pigeon',
      awb: '1234567890',
      trackingUrl: null,
      shippedAt: null,
    });
    expect(toShipment({ courier: null, awb: null, shippedAt: null })).toBeNull();
  });

  it('labels the link with the courier’s name and the AWB', () => {
    const shipment = toShipment({ courier: 'bluedart', awb: '77001122', shippedAt: new Date(5) })!;
    expect(trackingLabel(shipment)).toBe('Track with Blue Dart: 77001122');
    expect(shipment.shippedAt).toBe(5);
  });

  it('accepts AWBs of 6 to 30 letters or digits only', () => {
    expect(awbSchema.parse(' EK123456789IN ')).toBe('EK123456789IN');
    for (const ok of ['123456', 'a'.repeat(30)]) expect(awbSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['12345', 'a'.repeat(31), '12345-678', '1234 5678', '', '१२३४५६७']) {
      const parsed = awbSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must be 6 to 30 letters or digits');
    }
    expect(shipmentInputSchema.safeParse({ courier: 'fedex', awb: '1234567' }).success).toBe(false);
  });
});
