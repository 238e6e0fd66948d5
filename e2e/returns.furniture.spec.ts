import { returnsJourneys } from './support/returns';

// Wardrobes have no sizes; beds come in Single to King, so the exchange is a bed.
returnsJourneys({ category: 'wardrobes', exchangeCategory: 'bed' });
