import { savedAddressJourneys } from './support/saved-address';

// Not the first watches: checkout.spec.ts buys those.
savedAddressJourneys({ category: 'Watches', skip: 6 });
