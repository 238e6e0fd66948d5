import { colourJourneys } from './support/colours';

colourJourneys({ store: 'furniture', category: 'sofa', sized: false });
