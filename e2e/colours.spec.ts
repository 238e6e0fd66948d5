import { colourJourneys, galleryFollowsColour } from './support/colours';

colourJourneys({ store: 'fashion', category: 'T-Shirts & Shirts', sized: true });
galleryFollowsColour({ store: 'fashion' });
