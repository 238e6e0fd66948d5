import { variantGridJourney } from './support/variant-grid';

variantGridJourney({
  store: 'fashion',
  category: 'T-Shirts & Shirts',
  colors: ['Navy', 'Rust'],
  sizes: ['S', 'M', 'L'],
});
