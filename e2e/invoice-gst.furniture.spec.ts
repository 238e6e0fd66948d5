import { invoiceGstJourney } from './support/invoice-gst';

// Seats (9401) and furniture (9403) stay at 18% after 22 Sep 2025.
invoiceGstJourney([
  { category: 'chairs', pick: (price) => price <= 40_000, ratePercent: 18 },
  { category: 'bed', pick: (price) => price <= 45_000, ratePercent: 18 },
]);
