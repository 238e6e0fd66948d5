import { variantGridJourney } from './support/variant-grid';

variantGridJourney({ store: 'furniture', category: 'sofa', colors: ['Teal', 'Grey'], sizes: [] });
