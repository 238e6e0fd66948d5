import { filterChecks, socialLinkChecks } from './support/promises';

// Issue 24 points 8 and 19 in the furniture store: no social profile is set, and bulky things keep
// their weight and dimension filters.
socialLinkChecks({ instagram: null });
filterChecks({ shown: ['Price (₹)', 'Weight (kg)', 'Fits within (cm)'], hidden: [], flagsHidden: [] });
