import { returnsJourneys } from './support/returns';

returnsJourneys({ category: 'wardrobes' });
