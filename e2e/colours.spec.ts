import { colourJourneys } from './support/colours';

colourJourneys({ store: 'fashion', category: 'T-Shirts & Shirts', sized: true });
