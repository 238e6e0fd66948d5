import {
  contactJourneys,
  filterChecks,
  newsletterJourneys,
  productPromiseChecks,
  socialLinkChecks,
} from './support/promises';

// Issue 24 points 6, 7, 8 and 19 in the fashion store (its e2e server sets an Instagram profile).
newsletterJourneys();
contactJourneys();
socialLinkChecks({ instagram: 'https://www.instagram.com/kapasandco' });
productPromiseChecks();
filterChecks({
  shown: ['Price (₹)', 'Colours', 'Sizes', 'Customer rating'],
  // Clothes weigh 150 g to 1.5 kg and all ship free; watch and glasses boxes are not measured for a room.
  hidden: ['Weight (kg)', 'Fits within (cm)'],
  flagsHidden: ['Free shipping'],
});
