import { returnsJourneys } from './support/returns';

returnsJourneys({ category: 'T-Shirts & Shirts', exchangeCategory: 'T-Shirts & Shirts' });
