import type { CheckoutMethod } from '@/lib/payments/options';
import type { DeliveryZone } from '@/lib/store-policy';

/** What the product page and checkout show for a PIN code (GET /api/delivery/{pin}); safe for the browser. */
export type DeliveryPromise =
  | {
      pin: string;
      deliverable: true;
      place: { district: string; state: string };
      zone: DeliveryZone;
      zoneName: string;
      /** Business days from order to door. */
      businessDays: number;
      /** The promised day, YYYY-MM-DD in India time. */
      date: string;
      /** "Thu, 27 Nov" */
      dateText: string;
      /** "Deliver to 560038 · by Thu, 27 Nov" */
      message: string;
      cod: { available: boolean; message: string };
      /** The methods the store can take for this order here (lib/payments/options.ts); empty: it cannot be paid for. */
      methods: CheckoutMethod[];
    }
  | {
      pin: string;
      deliverable: false;
      message: string;
      cod: { available: false; message: string };
      methods: [];
    };
