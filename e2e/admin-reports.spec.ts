import { reportsJourney } from './support/reports';

// A shirt up to ₹2,625 on the tag (₹2,500 before GST) is at 5%; shoppers in Mizoram and Nagaland pay IGST.
reportsJourney({
  category: 'T-Shirts & Shirts',
  pick: (price) => price <= 2_625,
  ratePercent: 5,
  states: { desktop: 'Mizoram', phone: 'Nagaland' },
});
