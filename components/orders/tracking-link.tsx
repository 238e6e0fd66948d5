import { ExternalLink, Truck } from 'lucide-react';
import { trackingLabel, type Shipment } from '@/lib/orders/shared/couriers';

/** "Track with Delhivery: 1234567890", opening the courier's tracking page in a new tab (plain text without a link). */
export function TrackingLink({ shipment, className = '' }: { shipment: Shipment; className?: string }) {
  const label = trackingLabel(shipment);
  return (
    <p className={`flex min-w-0 items-start gap-2 text-sm ${className}`} data-testid="tracking">
      <Truck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="min-w-0 break-all font-medium text-ink underline underline-offset-2 hover:text-brand-700"
        >
          {label}
          <ExternalLink aria-hidden className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />
          <span className="sr-only"> (opens the courier&apos;s site in a new tab)</span>
        </a>
      ) : (
        <span className="min-w-0 break-all">
          Shipped with {shipment.courierName}: {shipment.awb}
        </span>
      )}
    </p>
  );
}
