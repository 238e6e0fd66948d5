import { reviewModerationJourneys } from './support/review-moderation';

reviewModerationJourneys({ category: "Men's Glasses" });
