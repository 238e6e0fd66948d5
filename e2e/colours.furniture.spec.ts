import { colourJourneys, galleryFollowsColour } from './support/colours';

colourJourneys({ store: 'furniture', category: 'sofa', sized: false });
galleryFollowsColour({ store: 'furniture' });
