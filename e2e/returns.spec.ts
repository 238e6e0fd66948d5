import { returnsJourneys } from './support/returns';

returnsJourneys({ category: 'T-Shirts & Shirts', exchange: true });
