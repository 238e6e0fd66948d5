import { reportsJourney } from './support/reports';

// Seats (9401) are at 18%; shoppers in Tripura and Meghalaya pay IGST.
reportsJourney({
  category: 'chairs',
  pick: (price) => price <= 40_000,
  ratePercent: 18,
  states: { desktop: 'Tripura', phone: 'Meghalaya' },
});
