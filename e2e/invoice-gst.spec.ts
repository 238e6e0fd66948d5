import { invoiceGstJourney } from './support/invoice-gst';

// A blazer above ₹2,625 on the tag (₹2,500 before GST) is at 18% since 22 Sep 2025; a shirt below it at 5%.
invoiceGstJourney([
  { category: "Men's Suits And Blazers", pick: (price) => price > 2_625, ratePercent: 18 },
  { category: 'T-Shirts & Shirts', pick: (price) => price <= 2_625, ratePercent: 5 },
]);
