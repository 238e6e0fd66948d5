import { reviewModerationJourneys } from './support/review-moderation';

reviewModerationJourneys({ category: 'chairs' });
