import { savedAddressJourneys } from './support/saved-address';

savedAddressJourneys({ category: 'chairs', skip: 2 });
